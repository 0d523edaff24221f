/** "1 day", "7 days": the returns window is a setting, so its wording follows the number. */
export function dayCount(n: number) {
  return n === 1 ? '1 day' : `${n} days`;
}
