import { normalizeSearchText } from '@propwash/domain/catalog/search';

// How a shopper's query becomes search terms (docs/decisions/search-engine.md), without the
// database: words and phrases the shop knows (vocabulary groups, choice values, category names)
// are found longest first, a number with its unit becomes a spec word ("2200 mah" → 2200mah),
// and words that say nothing about a product are set aside. listing.search.ts turns each term
// into SQL.

/** A run of the query's words that search treats as one thing. */
export type Term = {
  /** The words as typed (joined for a phrase: "ready to fly"). */
  text: string;
  /** Words the shop's vocabulary says mean the same (the term's own text first). */
  alternatives: string[];
  /** A number with a unit ("3s", "2200mah", "kv980") or a size ("10x7", "1/10"). */
  measure: Measure | null;
};

/** A number with its unit, or a size written with x or /. */
export type Measure =
  { kind: 'number'; value: number; unit: string } | { kind: 'size'; text: string };

/** What the parser needs of the shop: its vocabulary and the phrases it knows. */
export type Lexicon = {
  /** Lowercase word or phrase → its group's words (the word itself included). */
  synonyms: Map<string, string[]>;
  /** Words that say nothing about a product ("rc", "for"). */
  ignored: Set<string>;
  /** Known phrases of two or more words (vocabulary, choice values, category names). */
  phrases: Set<string>;
  /** Units a number may carry, lowercase ("mah", "s", "kv"). */
  units: Set<string>;
};

/** Words are split here; . / x - + stay inside a word ("5.1x5.1x3", "1/10", "t-rex", "o.s."). */
const SPLIT = /[^\p{L}\p{N}./+-]+/u;
/** The longest phrase looked for, in words. */
const MAX_PHRASE = 3;

/** "Align T-Rex 470LM, 2200 mAh!" → ['align', 't-rex', '470lm', '2200mah'] (units joined). */
export function queryWords(query: string, units: Set<string>): string[] {
  const raw = normalizeSearchText(query)
    // A scale written 1:10 is the 1/10 the shop writes.
    .replace(/\b1:(\d+)\b/g, '1/$1')
    .split(SPLIT)
    .map((w) => w.replace(/^[./+-]+|[./+-]+$/g, ''))
    .filter(Boolean);
  const out: string[] = [];
  for (const word of raw) {
    const last = out[out.length - 1];
    // "2200 mah", "3 s", "980 kv": a lone number followed by a unit is one measure.
    if (last !== undefined && /^\d+(\.\d+)?$/.test(last) && units.has(word)) {
      out[out.length - 1] = `${last}${word}`;
    } else out.push(word);
  }
  return out;
}

/** A word read as a measure: "3s", "2200mah", "kv980", "10x7", "5.1x5.1x3", "1/10". */
export function measureOf(word: string, units: Set<string>): Measure | null {
  if (/^\d+(\.\d+)?x\d+(\.\d+)?(x\d+(\.\d+)?)?$/.test(word) || /^1\/\d+$/.test(word)) {
    return { kind: 'size', text: word };
  }
  const after = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(word);
  if (after && units.has(after[2]!)) {
    return { kind: 'number', value: Number(after[1]), unit: after[2]! };
  }
  const before = /^([a-z]+)(\d+(?:\.\d+)?)$/.exec(word);
  if (before && before[1] === 'kv' && units.has('kv')) {
    return { kind: 'number', value: Number(before[2]), unit: 'kv' };
  }
  return null;
}

/**
 * The query's terms: known phrases first (longest, left to right), then single words; ignored
 * words are answered apart. At most `maxTerms` terms are kept.
 */
export function parseQuery(
  query: string,
  lexicon: Lexicon,
  maxTerms: number,
): { terms: Term[]; ignored: string[] } {
  const words = queryWords(query, lexicon.units);
  const terms: Term[] = [];
  const ignored: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let text = words[i]!;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 2; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (
        lexicon.phrases.has(phrase) ||
        lexicon.synonyms.has(phrase) ||
        lexicon.ignored.has(phrase)
      ) {
        taken = n;
        text = phrase;
        break;
      }
    }
    i += taken;
    if (lexicon.ignored.has(text)) {
      ignored.push(text);
      continue;
    }
    if (terms.some((t) => t.text === text)) continue;
    terms.push({
      text,
      alternatives: lexicon.synonyms.get(text) ?? [text],
      measure: measureOf(text, lexicon.units),
    });
  }
  return { terms: terms.slice(0, maxTerms), ignored };
}

/** The word a simple English plural comes from ("batteries" → "battery", "props" → "prop"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A word's trigrams as pg_trgm takes them: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of the two words. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** The most similar of `words` to `word` (at least `min`; ties alphabetically), or null. */
export function closestWord(word: string, words: string[], min = 0.3): string | null {
  let best: { word: string; score: number } | null = null;
  for (const w of words) {
    if (Math.abs(w.length - word.length) > 4) continue;
    const score = similarity(word, w);
    if (score < min) continue;
    if (!best || score > best.score || (score === best.score && w < best.word)) {
      best = { word: w, score };
    }
  }
  return best?.word ?? null;
}
