import type { TestApp } from '../../test/test-app.ts';

/**
 * The storefront tests' category tree: Airplanes with Electric under it, and Helicopters beside
 * it. Answers the three rows.
 */
export async function makeAircraftCategories(t: TestApp) {
  const airplanes = await t.makeCategory({ slug: 'airplanes', name: 'Airplanes' });
  const electric = await t.makeCategory({
    slug: 'electric',
    name: 'Electric',
    parentId: airplanes.id,
  });
  const helicopters = await t.makeCategory({ slug: 'helicopters', name: 'Helicopters' });
  return { airplanes, electric, helicopters };
}
