// Words about a product's options, without zod, so the storefront's product page can use them
// (variants.ts holds the schemas).

/**
 * An option's name inside a sentence: lower case ("Choose version", "Choose stick mode"), keeping
 * acronyms and model codes as written ("Choose ESC", "Choose 2.4GHz band").
 */
export function optionNameInSentence(name: string): string {
  return name
    .split(' ')
    .map((word) => (/^[A-Z]$|[a-z]/.test(word) && !/\d/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** "Choose version" / "Choose version and mode": the words for a line without its variant. */
export function chooseOptionsMessage(names: readonly string[]): string {
  return `Choose ${names.map(optionNameInSentence).join(' and ')}`;
}
