// Without zod, so storefront pages import it without the schemas (docs/architecture.md budget).

/**
 * The values of an enum whose every value has a label, in the order the labels list them, so
 * each value is written once (`z.enum` and the tables take the list, screens the labels).
 */
export function labelledValues<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
