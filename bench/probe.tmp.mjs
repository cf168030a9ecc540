import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'] });
await chrome.kill();
const a = lhr.audits;
console.log('score', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0);
for (const id of ['largest-contentful-paint-element','lcp-lazy-loaded','render-blocking-resources','render-blocking-insight','lcp-discovery-insight','lcp-phases-insight','network-dependency-tree-insight']) {
  const d = a[id]; if (!d) continue; console.log('--', id, d.displayValue ?? '', JSON.stringify(d.details?.items ?? d.details ?? '').slice(0, 1500));
}
const items = a['network-requests'].details.items;
for (const i of items) console.log(Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.priority, i.resourceType, i.transferSize, i.url.replace(/^https?:\/\/[^/]+/, ''));
