import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, hasChromium, SKIP_REASON } from './apps/web/tests/e2e/chromium';

const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

if (!hasChromium) {
  if (process.env.REQUIRE_BROWSER === '1')
    throw new Error(`REQUIRE_BROWSER=1 but ${CHROMIUM_PATH} is missing`);
  console.warn(`\n${'!'.repeat(80)}\n!! ${SKIP_REASON}\n${'!'.repeat(80)}\n`);
}

// A fresh database per run, so the server seeds its own demo catalogue and no test sees leftovers.
// Set once in the runner and inherited by its workers, which load this file too.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'seed-e2e-'));

export default defineConfig({
  testDir: 'apps/web/tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // The header's personal parts (the account menu, the cart count) are read by the browser after the page;
  // on a loaded two-core CI machine that took over the default 5 s several times, failing nothing real.
  expect: { timeout: 10_000 },
  reporter: CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: hasChromium
    ? {
        // The same entry as `npm start`: builds the web if it is stale, then runs the one process.
        command: 'node scripts/start.mjs',
        url: `${baseURL}/api/health`,
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR,
          LOG_LEVEL: 'warn',
          // Every test comes from 127.0.0.1; the API's per-address limit would throttle the suite.
          RATE_LIMIT_PER_MINUTE: '0',
          // A refusal its endpoint does not declare answers 500 instead of reaching a page with no text for it.
          SEED_STRICT_REFUSALS: '1',
          // The clock that clears artists' earnings runs past the return window (admin-payouts.spec.ts).
          EARNINGS_CLOCK_SHIFT_DAYS: '30',
        },
        reuseExistingServer: !CI,
        // First start: PGlite creation, migrations and the demo seed with its images; minutes on a busy machine.
        timeout: 900_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      }
    : undefined,
});
