// `npm test`: unit and integration tests (vitest), then browser tests (Playwright) against a built server.
// Ends with one plain "N passed, N failed" line that sums both runners, so CI reads one verdict.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = mkdtempSync(join(tmpdir(), 'seed-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const vitestJson = join(out, 'vitest.json');
ok =
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]) &&
  ok;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
} else {
  ok = false;
}

if (existsSync(CHROMIUM)) {
  ok = run('npm', ['run', 'build']) && ok;
  const pwJson = join(out, 'playwright.json');
  ok =
    run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }) && ok;
  if (existsSync(pwJson)) {
    const { stats } = JSON.parse(readFileSync(pwJson, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    ok = false;
  }
} else if (process.env.REQUIRE_BROWSER === '1') {
  console.error(`\nREQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM}: browser tests cannot run.`);
  ok = false;
} else {
  console.warn(
    `\n${'!'.repeat(72)}\n!! No Chromium at ${CHROMIUM}: BROWSER TESTS SKIPPED.\n!! Install it with: apt-get install -y chromium\n${'!'.repeat(72)}\n`,
  );
}

if (!ok && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
