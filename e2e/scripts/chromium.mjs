// The headless Chromium the screenshot scripts open (Debian's /usr/bin/chromium, with the flags
// this machine needs; playwright.config.ts uses the same ones for the stories).
import { chromium } from '@playwright/test';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
}
