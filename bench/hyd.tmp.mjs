import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
const errs = []; p.on('console', m => m.type() === 'error' && errs.push(m.text())); p.on('pageerror', e => errs.push(e.message));
await p.goto('http://localhost:3300/ar'); await p.waitForLoadState('networkidle');
console.log('modules', await p.evaluate(() => Object.keys(window.__reactRouterRouteModules || {}).length), 'errors', errs);
await p.getByRole('link', { name: /English/ }).first().click().catch(e => console.log('no lang link', e.message));
await p.waitForTimeout(1500); console.log(p.url());
await b.close();
