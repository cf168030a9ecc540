import { existsSync } from 'node:fs';

// Debian's Chromium, installed by the system (or .ci/run); Playwright never downloads its own browsers here.
// CHROMIUM_PATH overrides it, as it does for scripts/test.mjs.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const hasChromium = existsSync(CHROMIUM_PATH);

export const SKIP_REASON = `${CHROMIUM_PATH} is missing: browser tests skipped (install Debian's chromium)`;
