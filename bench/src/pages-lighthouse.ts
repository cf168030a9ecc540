// One Lighthouse run (mobile, the default config) of one page in a fresh Debian Chromium, and what we keep of it.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import type { Measurement } from './pages-budgets';

export const CHROME_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The bench's TLS edge has a throwaway self-signed certificate (edge.ts).
  '--ignore-certificate-errors',
];

export type LighthouseRun = {
  measurement: Measurement;
  scripts: { url: string; gzipBytes: number }[];
  /** Requests to any other origin than the page's (there should be none: nothing may reach the internet). */
  foreignRequests: string[];
  /** Performance audits that did not pass, largest estimated savings first. */
  opportunities: string[];
  /** Accessibility audits that failed. */
  accessibilityFailures: string[];
  /** The element Lighthouse took for the largest contentful paint. */
  lcpElement: string;
  /** Each layout shift of the load, largest first: its score, the element that moved most, likely causes. */
  layoutShifts: string[];
  /** Lighthouse's own warnings about the run. */
  warnings: string[];
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/**
 * The page's script resources, each fetched again, from the store itself at `store` rather than through
 * the edge, and gzipped (level 9, as the build's .gz files).
 */
async function scriptSizes(lhr: Result, origin: string, store: string): Promise<LighthouseRun['scripts']> {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return Promise.all(
    scripts.map(async ({ url, transferSize }) => {
      // Never fetch another origin; count what Chromium transferred for it instead.
      if (new URL(url).origin !== origin) return { url, gzipBytes: transferSize ?? 0 };
      const { pathname, search } = new URL(url);
      const response = await fetch(`${store}${pathname}${search}`);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return { url, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
}

function foreignRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .map((item) => item.url)
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
}

function opportunities(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const savings = (id: string) => {
    const audit = lhr.audits[id]!;
    const details = audit.details as { overallSavingsMs?: number } | undefined;
    const metric = Object.values(audit.metricSavings ?? {}).reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
    return Math.max(details?.overallSavingsMs ?? 0, metric);
  };
  return refs
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => ref.id)
    .filter((id) => {
      const audit = lhr.audits[id];
      return audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative';
    })
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 5)
    .map((id) => {
      const audit = lhr.audits[id]!;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      return `${audit.title}${value} [${id}, est. ${Math.round(savings(id))} ms]`;
    });
}

type LcpDetails = { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] };

function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} "${node.nodeLabel ?? ''}"` : 'unknown';
}

type ShiftNode = { nodeLabel?: string; snippet?: string; selector?: string };
type ShiftCause = { cause: string; extra?: ShiftNode & { value?: string } };
type ShiftDetails = {
  items?: {
    score: number;
    node?: ShiftNode;
    subItems?: { items: ShiftCause[] };
  }[];
};

// A budget that fails on CLS says which element moved: the number alone sent issue 18 on a guessing hunt.
function layoutShifts(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details as ShiftDetails | undefined;
  return (details?.items ?? []).map(({ score, node, subItems }) => {
    const label = node?.nodeLabel?.replace(/\s+/g, ' ').slice(0, 60);
    const element = node
      ? `${node.selector ?? ''} ${node.snippet ?? ''} "${label ?? ''}"`
      : 'unknown element';
    // A font's cause names its file (a URL), an unsized image's names the image's element.
    const causes = (subItems?.items ?? []).map(
      ({ cause, extra }) => `${cause}${extra ? ` (${extra.value ?? extra.snippet ?? ''})` : ''}`,
    );
    return `${score.toFixed(3)} ${element}${causes.length ? `; causes: ${causes.join(', ')}` : ''}`;
  });
}

function accessibilityFailures(lhr: Result): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => {
      const audit = lhr.audits[ref.id]!;
      const items = (audit.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
      return `${audit.title} [${ref.id}, ${items} element(s)]`;
    });
}

/** Runs Lighthouse on `url`; `store` is the store's own origin, behind the edge `url` may go through. */
export async function runLighthouse(url: string, store: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const origin = new URL(url).origin;
    const scripts = await scriptSizes(lhr, origin, store);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      measurement: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        ttiMs: numeric('interactive'),
        cls: numeric('cumulative-layout-shift'),
        jsKbGzip: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
      },
      scripts,
      foreignRequests: foreignRequests(lhr, origin),
      opportunities: opportunities(lhr),
      accessibilityFailures: accessibilityFailures(lhr),
      lcpElement: lcpElement(lhr),
      layoutShifts: layoutShifts(lhr),
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}
