// `npm test`: unit and integration tests (vitest), then browser tests (Playwright) against the built server.
// Ends with one plain "N passed, N failed" line that sums both runners, so CI reads one verdict.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const out = mkdtempSync(join(tmpdir(), 'seed-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
// Repeated after the last runner's output, so the end of the log (all a CI summary may keep) names them.
const failures = [];
let ok = true;

function run(cmd, args, env = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

async function vitest() {
  const vitestJson = join(out, 'vitest.json');
  const passed = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  if (!existsSync(vitestJson)) return false;
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const name = relative(process.cwd(), file.name);
    // A file that fails outside its tests (a hook, an import, an unhandled error) has no failed test to name.
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
      failures.push(`vitest ${name}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        failures.push(`vitest ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  if (report.numFailedTests === 0 && !report.success)
    failures.push('vitest: failed outside any test (see above)');
  return passed;
}

async function playwright() {
  const pwJson = join(out, 'playwright.json');
  const passed = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (!existsSync(pwJson)) return false;
  const report = JSON.parse(readFileSync(pwJson, 'utf8'));
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
  for (const test of unexpectedTests(report.suites)) failures.push(`playwright ${test}`);
  // Errors outside any test: the server that did not start, a spec that did not load.
  for (const error of report.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  return passed;
}

if (existsSync(CHROMIUM)) {
  // Built before vitest, so the replica and moved-store tests (which build only a stale web) and the browser
  // tests' server use the same build. The two runners go one after the other: tried side by side on two
  // cores, vitest's one worker got a fraction of a core while the browser tests ran, and the whole took longer.
  if (await run('npm', ['run', 'build'])) {
    ok = (await vitest()) && ok;
    ok = (await playwright()) && ok;
  } else {
    failures.push('npm run build failed: browser tests not run');
    await vitest();
    ok = false;
  }
} else {
  ok = (await vitest()) && ok;
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`\nREQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM}: browser tests cannot run.`);
    ok = false;
  } else {
    console.warn(
      `\n${'!'.repeat(72)}\n!! No Chromium at ${CHROMIUM}: BROWSER TESTS SKIPPED.\n!! Install it with: apt-get install -y chromium\n${'!'.repeat(72)}\n`,
    );
  }
}

if (!ok && totals.failed === 0) totals.failed = 1;
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `- ${line}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);

function firstLine(text) {
  return stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
}

// Playwright's JSON report nests suites (files, describes); a test's last result is its verdict.
function* unexpectedTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          yield `${[...path, spec.title].join(' › ')}: ${firstLine(test.results.at(-1)?.error?.message)}`;
    yield* unexpectedTests(suite.suites, path);
  }
}
