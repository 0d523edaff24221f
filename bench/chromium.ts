// The headless Chromium the Lighthouse benchmarks launch: Debian's (CHROME_PATH, default
// /usr/bin/chromium) with the flags this machine needs (the same as e2e/scripts/chromium.mjs).
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
