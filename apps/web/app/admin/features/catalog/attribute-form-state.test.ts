import type { AdminCategory } from '@propwash/domain/catalog/admin-category-schemas';
import type { Attribute } from '@propwash/domain/catalog/specs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/lib/api-client.ts';
import {
  attributeErrorField,
  attributeFormSchema,
  attributeFormValues,
  categoryLabel,
  filterAttributes,
  keyFromName,
} from '#app/admin/features/catalog/attribute-form-state.ts';

const connector: Attribute = {
  id: 'a1',
  key: 'connector',
  name: 'Connector',
  type: 'choice',
  unit: '',
  choices: ['XT30', 'XT60'],
  categories: ['batteries-chargers', 'motors-escs'],
};
const wingspan: Attribute = {
  id: 'a2',
  key: 'wingspan',
  name: 'Wingspan',
  type: 'number',
  unit: 'mm',
  choices: [],
  categories: ['airplanes/electric'],
};

describe('attributeFormSchema', () => {
  it('sends the choices typed as a comma list, in order', () => {
    const body = attributeFormSchema.parse({
      ...attributeFormValues(null),
      key: 'gear',
      name: 'Gears',
      type: 'choice',
      choices: 'Metal, Plastic ,, Titanium',
      categories: ['radios-servos'],
    });
    expect(body).toEqual({
      key: 'gear',
      name: 'Gears',
      type: 'choice',
      unit: '',
      choices: ['Metal', 'Plastic', 'Titanium'],
      categories: ['radios-servos'],
    });
  });

  it('sends a unit only with a number, and choices only with a choice', () => {
    const asText = attributeFormSchema.parse({
      ...attributeFormValues(connector),
      type: 'text',
      unit: 'x',
    });
    expect(asText).toMatchObject({ type: 'text', unit: '', choices: [] });
    const asNumber = attributeFormSchema.parse({
      ...attributeFormValues(wingspan),
      choices: 'A, B',
    });
    expect(asNumber).toMatchObject({ type: 'number', unit: 'mm', choices: [] });
  });

  it('refuses what the API refuses, under the field', () => {
    const result = attributeFormSchema.safeParse({
      ...attributeFormValues(null),
      key: 'Cells',
      name: '',
      type: 'choice',
      choices: 'XT60, xt60',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      key: 'Key must be lowercase letters, digits and _ (e.g. c_rating)',
      name: 'Name is required',
      choices: 'Choices must differ',
    });
  });

  it('asks for a choice of a choice attribute', () => {
    const result = attributeFormSchema.safeParse({
      ...attributeFormValues(null),
      key: 'drive',
      name: 'Drive',
      type: 'choice',
      choices: ' , ',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['choices', 'A choice attribute needs at least one choice'],
    ]);
  });

  it('names a choice too long under the choices field', () => {
    const result = attributeFormSchema.safeParse({
      ...attributeFormValues(connector),
      choices: `XT60, ${'x'.repeat(81)}`,
    });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['choices']]);
  });
});

describe('keyFromName', () => {
  it('makes a key the API takes from a name', () => {
    expect(keyFromName('Discharge rate')).toBe('discharge_rate');
    expect(keyFromName('Size (diameter × pitch)')).toBe('size_diameter_pitch');
    expect(keyFromName('3D mode')).toBe('d_mode');
    expect(keyFromName('Very long attribute name with words')).toBe(
      'very_long_attribute_name_with',
    );
  });
});

describe('attributeErrorField', () => {
  const apiError = (status: number, message: string, issues?: unknown[]) =>
    new ApiError(message, status, undefined, {
      success: false,
      error: { message, ...(issues && { details: { issues } }) },
    });

  it('puts a taken key under the key field', () => {
    expect(attributeErrorField(apiError(409, 'An attribute with the key cells exists'))).toEqual({
      field: 'key',
      message: 'An attribute with the key cells exists',
    });
  });

  it('puts an issue the API names under its field', () => {
    expect(
      attributeErrorField(
        apiError(400, 'choices.2: Too long', [{ field: 'choices.2', message: 'Too long' }]),
      ),
    ).toEqual({ field: 'choices', message: 'Too long' });
    expect(attributeErrorField(apiError(400, 'categories: unknown category planes'))).toEqual({
      field: 'categories',
      message: 'unknown category planes',
    });
  });

  it('leaves a message about no field to the form', () => {
    expect(attributeErrorField(apiError(500, 'Something went wrong'))).toBeNull();
    expect(attributeErrorField(new Error('offline'))).toBeNull();
  });
});

const categories = [
  { path: 'airplanes', name: 'Airplanes' },
  { path: 'airplanes/electric', name: 'Electric' },
] as AdminCategory[];

describe('categoryLabel', () => {
  it('names a subcategory with its parent, and shows an unknown path as it is', () => {
    expect(categoryLabel('airplanes/electric', categories)).toBe('Airplanes › Electric');
    expect(categoryLabel('airplanes', categories)).toBe('Airplanes');
    expect(categoryLabel('boats', categories)).toBe('boats');
  });
});

describe('filterAttributes', () => {
  const all = [connector, wingspan];
  it('finds by name, key, unit or a choice', () => {
    expect(filterAttributes(all, { search: 'xt6', category: '' })).toEqual([connector]);
    expect(filterAttributes(all, { search: 'MM', category: '' })).toEqual([wingspan]);
  });

  it("finds a category's own, its parent's and its subcategories' attributes", () => {
    expect(filterAttributes(all, { search: '', category: 'airplanes' })).toEqual([wingspan]);
    expect(filterAttributes(all, { search: '', category: 'batteries-chargers/lipo' })).toEqual([
      connector,
    ]);
    expect(filterAttributes(all, { search: '', category: 'boats' })).toEqual([]);
  });
});
