import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { categories, categoryAliases } from '../modules/catalog/catalog.tables.ts';
import type { DrawingKind } from './drawings.ts';

export type CategorySeed = {
  slug: string;
  name: string;
  icon: string;
  description: string;
  drawing: DrawingKind;
  /** False: the shop takes no returns of it (docs/decisions/returns-and-replacements.md). */
  returnable?: boolean;
  children?: CategorySeed[];
};

/** The tree of docs/decisions/catalog-basics.md; products hang on the leaves (and on childless top levels). */
export const categoryTree: CategorySeed[] = [
  {
    slug: 'airplanes',
    name: 'Airplanes',
    icon: 'fas fa-plane',
    description:
      'Trainers, warbirds, 3D aerobats and jets: electric, nitro, gas and turbine-powered RC airplanes.',
    drawing: 'plane',
    children: [
      {
        slug: 'electric',
        name: 'Electric Airplanes',
        icon: 'fas fa-plane',
        description:
          'Quiet, clean brushless-powered foam and balsa airplanes, from first trainers to EDF warbirds.',
        drawing: 'plane',
      },
      {
        slug: 'nitro-gas',
        name: 'Nitro & Gas Airplanes',
        icon: 'fas fa-plane-departure',
        description:
          'Glow and petrol-powered balsa airframes with the sound and endurance of a real engine.',
        drawing: 'warbird',
      },
      {
        slug: 'turbine',
        name: 'Turbine Jets',
        icon: 'fas fa-fighter-jet',
        description: 'Composite sport jets and scale fighters built for kerosene turbines.',
        drawing: 'jet',
      },
      {
        slug: 'accessories',
        name: 'Airplane Accessories',
        icon: 'fas fa-toolbox',
        description:
          'Retracts, wheels, spinners, hinges, control horns and everything that keeps an airframe flying.',
        drawing: 'wheel',
      },
      {
        slug: 'propellers',
        name: 'Airplane Propellers',
        icon: 'fas fa-fan',
        description:
          'Electric and glow propellers from APC, Master Airscrew and Xoar, balanced and ready to fly.',
        drawing: 'propeller',
      },
    ],
  },
  {
    slug: 'helicopters',
    name: 'Helicopters',
    icon: 'fas fa-helicopter',
    description: 'Collective-pitch 3D helicopters, scale birds and stabilised beginner helis.',
    drawing: 'helicopter',
  },
  {
    slug: 'drones',
    name: 'Drones',
    icon: 'fas fa-satellite',
    description:
      'FPV racers, cinewhoops, long-range quads and camera drones, plus frames and flight controllers.',
    drawing: 'quadcopter',
  },
  {
    slug: 'cars',
    name: 'Cars',
    icon: 'fas fa-car',
    description: 'Bashers, buggies, crawlers and on-road cars in 1/8, 1/10 and 1/24 scale.',
    drawing: 'car',
  },
  {
    slug: 'boats',
    name: 'Boats',
    icon: 'fas fa-ship',
    description: 'Brushless deep-vee racers, catamarans, scale tugs and sailboats.',
    drawing: 'boat',
  },
  {
    slug: 'engines',
    name: 'Engines',
    icon: 'fas fa-cogs',
    description:
      'Two- and four-stroke glow engines and petrol engines from OS, Saito, DLE and Evolution.',
    drawing: 'engine',
  },
  {
    slug: 'motors-escs',
    name: 'Motors & ESCs',
    icon: 'fas fa-bolt',
    description:
      'Brushless outrunners, FPV motors and speed controllers matched for planes, quads and cars.',
    drawing: 'motor',
  },
  {
    slug: 'batteries-chargers',
    name: 'Batteries & Chargers',
    icon: 'fas fa-battery-full',
    description: 'LiPo, Li-ion and LiFe packs with smart balance chargers and power supplies.',
    drawing: 'battery',
    returnable: false,
  },
  {
    slug: 'radios-servos',
    name: 'Radios & Servos',
    icon: 'fas fa-gamepad',
    description:
      'Transmitters, receivers and digital servos from Radiomaster, FrSky, Futaba, Flysky and more.',
    drawing: 'radio',
  },
  {
    slug: 'accessories-materials',
    name: 'Accessories & Materials',
    icon: 'fas fa-tools',
    description: 'Tools, glues, foam board, balsa, covering film, fuel and field equipment.',
    drawing: 'toolkit',
  },
  {
    slug: 'connectors-wires',
    name: 'Connectors & Wires',
    icon: 'fas fa-plug',
    description: 'Genuine Amass XT connectors, silicone wire, servo leads and heat-shrink.',
    drawing: 'connector',
  },
  {
    slug: 'propellers',
    name: 'Propellers',
    icon: 'fas fa-fan',
    description: 'Multirotor and FPV propellers from Gemfan, HQProp, DAL and T-Motor.',
    drawing: 'tri-blade',
  },
];

/** Old or alternative slugs kept as redirects. */
export const categoryAliasSeeds = [
  { alias: 'planes', target: 'airplanes' },
  { alias: 'controllers', target: 'radios-servos' },
] as const;

/** A seeded category by its path ('airplanes/electric' or 'drones'). */
export type SeededCategory = {
  id: string;
  path: string;
  slug: string;
  name: string;
  parentName: string | null;
  drawing: DrawingKind;
  isLeaf: boolean;
  created: boolean;
};

/** Every category with its path, parent first. */
export function flattenCategories(): Array<{
  seed: CategorySeed;
  path: string;
  parentPath: string | null;
  sortOrder: number;
}> {
  const out: Array<{
    seed: CategorySeed;
    path: string;
    parentPath: string | null;
    sortOrder: number;
  }> = [];
  categoryTree.forEach((top, i) => {
    out.push({ seed: top, path: top.slug, parentPath: null, sortOrder: i + 1 });
    top.children?.forEach((child, j) => {
      out.push({
        seed: child,
        path: `${top.slug}/${child.slug}`,
        parentPath: top.slug,
        sortOrder: j + 1,
      });
    });
  });
  return out;
}

/** The storage key stem of a category's small image. */
export function categoryImageKey(path: string): string {
  return `categories/${path.replace('/', '-')}`;
}

/** Inserts missing categories and aliases (existing ones are left as the admin edited them). */
export async function seedCategories(
  db: Db,
  imageUrl: (path: string) => string,
): Promise<Map<string, SeededCategory>> {
  const seeded = new Map<string, SeededCategory>();
  for (const entry of flattenCategories()) {
    const parent = entry.parentPath ? seeded.get(entry.parentPath) : undefined;
    const parentId = parent?.id ?? null;
    const inserted = await db
      .insert(categories)
      .values({
        parentId,
        slug: entry.seed.slug,
        name: entry.seed.name,
        icon: entry.seed.icon,
        description: entry.seed.description,
        image: imageUrl(entry.path),
        sortOrder: entry.sortOrder,
        returnable: entry.seed.returnable ?? true,
      })
      .onConflictDoNothing()
      .returning({ id: categories.id });
    const [row] = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(
        and(
          eq(categories.slug, entry.seed.slug),
          parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
        ),
      );
    if (!row) throw new Error(`Category ${entry.path} could not be seeded`);
    seeded.set(entry.path, {
      id: row.id,
      path: entry.path,
      slug: entry.seed.slug,
      name: row.name,
      parentName: parent?.name ?? null,
      drawing: entry.seed.drawing,
      isLeaf: !entry.seed.children?.length,
      created: inserted.length > 0,
    });
  }
  for (const { alias, target } of categoryAliasSeeds) {
    const categoryId = seeded.get(target)?.id;
    if (categoryId)
      await db.insert(categoryAliases).values({ alias, categoryId }).onConflictDoNothing();
  }
  return seeded;
}
