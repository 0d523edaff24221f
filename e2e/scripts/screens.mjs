// What the screenshot scripts share around their pages: the command line they take (the shop's
// address, the output folder, then their own arguments) and a full-page capture that reports the
// page's size.
import { mkdirSync } from 'node:fs';

/**
 * The shop's address `base` and the output folder `out` (made if missing) from the command line,
 * by default the local shop and screenshots/tmp; `rest` holds the arguments after them.
 */
export function screenArgs() {
  const [base = 'http://127.0.0.1:3000', out = 'screenshots/tmp', ...rest] = process.argv.slice(2);
  mkdirSync(out, { recursive: true });
  return { base, out, rest };
}

/** The phone and desktop windows the admin screens are taken at: label, width and height. */
export const phoneAndDesktop = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
];

/** Saves a full-page screenshot of `page` to `file` and logs the page's width x height. */
export async function fullPageShot(page, file) {
  await page.screenshot({ path: file, fullPage: true });
  const size = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  console.log(`${file}: ${size.join(' x ')}`);
}
