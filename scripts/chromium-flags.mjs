// How headless Chromium runs on this machine, for everything that drives one: the e2e stories
// (e2e/playwright.config.ts), the screenshot scripts (e2e/scripts/chromium.mjs) and the
// Lighthouse benchmarks (bench/chromium.ts). Each adds its own --headless flag.

/** Debian's Chromium. */
export const chromiumPath = '/usr/bin/chromium';

/** No sandbox (it runs as root), no GPU, no QUIC, and nothing fetched in the background. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
