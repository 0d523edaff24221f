import { describe, expect, it } from 'vitest';
import type { Category } from '@propwash/domain/catalog/schemas';
import { buildLexicon, categoriesNamed, choicesNamed } from './listing.lexicon.ts';
import {
  closestWord,
  measureOf,
  parseQuery,
  queryWords,
  similarity,
  singular,
} from './listing.words.ts';
import type { AttributeDef } from '../specs/specs.reads.ts';

const category = (id: string, name: string, parentId: string | null = null): Category => ({
  id,
  name,
  slug: id,
  parentId,
  parentSlug: null,
  icon: '',
  image: null,
  description: '',
  enabled: true,
  sortOrder: 0,
});
const attribute = (
  a: Partial<AttributeDef> & Pick<AttributeDef, 'key' | 'type'>,
): AttributeDef => ({
  id: a.key,
  name: a.key,
  unit: '',
  choices: [],
  categoryIds: [],
  ...a,
});

const lexicon = buildLexicon({
  vocabulary: [
    { kind: 'ignore', words: ['rc', 'for', 'remote control'] },
    { kind: 'synonyms', words: ['airplane', 'aeroplane', 'plane'] },
    { kind: 'synonyms', words: ['esc', 'speed controller'] },
    { kind: 'synonyms', words: ['rtf', 'ready to fly'] },
  ],
  attributes: [
    attribute({ key: 'cells', type: 'number', unit: 'S' }),
    attribute({ key: 'capacity', type: 'number', unit: 'mAh' }),
    attribute({ key: 'kv', type: 'number', unit: 'KV' }),
    attribute({ key: 'connector', type: 'choice', choices: ['XT60', 'XT90-S'] }),
    attribute({ key: 'mode', type: 'choice', choices: ['Mode 1', 'Mode 2', 'Mode 1 or 2'] }),
    attribute({ key: 'scale', type: 'choice', choices: ['1/10', '1/8'] }),
    attribute({ key: 'prop_size', type: 'text' }),
  ],
  categories: [
    category('cars', 'Cars'),
    category('airplanes', 'Airplanes'),
    category('motors', 'Motors & ESCs'),
    category('glow', 'Nitro & Gas Airplanes', 'airplanes'),
  ],
  aliases: new Map([['planes', 'airplanes']]),
});

describe('reading a shopper query', () => {
  it('keeps sizes and model names whole and joins a number to its unit', () => {
    expect(queryWords('Align T-Rex 470LM, 2200 mAh!', lexicon.units)).toEqual([
      'align',
      't-rex',
      '470lm',
      '2200mah',
    ]);
    expect(queryWords('APC 10x7 prop (1/10)', lexicon.units)).toEqual([
      'apc',
      '10x7',
      'prop',
      '1/10',
    ]);
  });

  it('reads numbers with units and sizes as measures', () => {
    expect(measureOf('3s', lexicon.units)).toEqual({ kind: 'number', value: 3, unit: 's' });
    expect(measureOf('2200mah', lexicon.units)).toEqual({
      kind: 'number',
      value: 2200,
      unit: 'mah',
    });
    expect(measureOf('kv980', lexicon.units)).toEqual({ kind: 'number', value: 980, unit: 'kv' });
    expect(measureOf('10x7', lexicon.units)).toEqual({ kind: 'size', text: '10x7' });
    expect(measureOf('tx16s', lexicon.units)).toBeNull();
    expect(measureOf('40a', lexicon.units)).toBeNull(); // no attribute is in amperes here
  });

  it('finds known phrases first, sets aside words that say nothing, and expands synonyms', () => {
    const { terms, ignored } = parseQuery(
      'RC ready to fly aeroplane for remote control',
      lexicon,
      8,
    );
    expect(ignored).toEqual(['rc', 'for', 'remote control']);
    expect(terms.map((t) => t.text)).toEqual(['ready to fly', 'aeroplane']);
    expect(terms[0]!.alternatives).toEqual(['ready to fly', 'rtf']);
    expect(terms[1]!.alternatives).toEqual(['aeroplane', 'airplane', 'plane']);
  });

  it('keeps at most the given number of terms, each once', () => {
    const { terms } = parseQuery('a b c a d e', lexicon, 3);
    expect(terms.map((t) => t.text)).toEqual(['a', 'b', 'c']);
  });

  it('turns plurals into the word they come from', () => {
    expect(['batteries', 'props', 'escs', 'glass', 'boxes', 'gas'].map(singular)).toEqual([
      'battery',
      'prop',
      'esc',
      'glass',
      'box',
      'gas',
    ]);
  });
});

describe('the shop lexicon', () => {
  it('names categories by their name, each part of an "&" name, and aliases', () => {
    expect(categoriesNamed(lexicon, ['car'])).toEqual(['cars']);
    expect(categoriesNamed(lexicon, ['escs'])).toEqual([]);
    expect(categoriesNamed(lexicon, ['escs'], true)).toEqual(['motors']);
    expect(categoriesNamed(lexicon, ['aeroplane', 'airplane', 'plane'])).toEqual(['airplanes']);
    expect(categoriesNamed(lexicon, ['nitro gas airplanes'])).toEqual(['glow']);
  });

  it('names choice values whose words hold all the query words', () => {
    expect(choicesNamed(lexicon, ['xt60'])).toEqual([{ key: 'connector', value: 'XT60' }]);
    expect(choicesNamed(lexicon, ['mode 1']).map((m) => m.value)).toEqual([
      'Mode 1',
      'Mode 1 or 2',
    ]);
    expect(choicesNamed(lexicon, ['2'])).toEqual([]);
    expect(choicesNamed(lexicon, ['1/10'])).toEqual([{ key: 'scale', value: '1/10' }]);
  });

  it('knows each unit of a number attribute and which keys hold sizes', () => {
    expect(lexicon.byUnit.get('s')).toEqual(['cells']);
    expect(lexicon.byUnit.get('mah')).toEqual(['capacity']);
    expect(lexicon.sizeKeys.sort()).toEqual(['prop_size', 'scale']);
    expect(lexicon.words).toContain('aeroplane');
  });
});

describe('typo correction in memory', () => {
  it('measures similarity as pg_trgm does', () => {
    // pg_trgm: select similarity('helicoptor','helicopter') and the rest.
    expect(similarity('helicoptor', 'helicopter')).toBeCloseTo(0.5714, 3);
    expect(similarity('recevier', 'receiver')).toBeCloseTo(0.3846, 3);
    expect(similarity('chargr', 'charger')).toBeCloseTo(0.5, 3);
    expect(similarity('batery', 'battery')).toBeCloseTo(0.6667, 3);
  });

  it('picks the most similar word, or none below 0.3', () => {
    expect(closestWord('helicoptor', ['helix', 'helicopter', 'copter'])).toBe('helicopter');
    expect(closestWord('xyzzy', ['helicopter', 'battery'])).toBeNull();
  });
});
