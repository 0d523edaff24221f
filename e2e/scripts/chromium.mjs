// The headless Chromium the screenshot scripts open: Debian's, with the flags this machine needs
// (scripts/chromium-flags.mjs; playwright.config.ts uses the same ones for the stories).
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium-flags.mjs';

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: ['--headless', ...chromiumFlags] });
}
