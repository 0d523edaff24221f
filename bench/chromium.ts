// The headless Chromium the Lighthouse benchmarks launch: Debian's (CHROME_PATH, default
// /usr/bin/chromium) with the flags this machine needs (scripts/chromium-flags.mjs).
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags.mjs';

export const chromePath = process.env.CHROME_PATH ?? chromiumPath;

export const chromeFlags = ['--headless=new', ...chromiumFlags];
