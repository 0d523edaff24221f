import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { questions } from '../modules/qna/qna.tables.ts';
import { reviews } from '../modules/reviews/reviews.tables.ts';
import type { SeededProduct } from './catalog.ts';
import type { OrderPlan } from './order-plan.ts';
import type { SeededCustomer } from './people.ts';
import { createRandom, type Random } from './random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const titles: Record<number, string[]> = {
  5: [
    'Excellent quality',
    'Worth every rupee',
    'Exactly as described',
    'Superb product',
    'Highly recommended',
    'Best purchase this year',
  ],
  4: [
    'Good product',
    'Very good, small niggles',
    'Solid value',
    'Does the job well',
    'Happy with it',
  ],
  3: ['Average', 'Okay for the price', 'Decent but not great'],
};
const comments: Record<number, string[]> = {
  5: [
    'Arrived well packed and in perfect condition. Works exactly as described and the quality is better than I expected.',
    'Genuine product with a proper GST invoice. Much cheaper than importing it myself.',
    'Been using it for over a month at our club field with no issues at all.',
    'Support answered my setup questions on the phone the same day. Great experience overall.',
  ],
  4: [
    'Good quality overall. The manual could be clearer, but it works well once set up.',
    'Happy with it. Delivery took a day longer than the estimate, but the product itself is great.',
    'Works as expected. Packaging could be a little better for the price.',
  ],
  3: [
    'It works, but the finish is not as good as the pictures suggest.',
    'Took some fiddling to get it working properly. Fine now.',
    'Decent, though I expected better build quality at this price.',
  ],
};
const flavour: Array<[string, string]> = [
  ['airplanes/', 'Maiden flight went perfectly; the trims were almost spot on out of the box.'],
  ['helicopters', 'Hovers rock solid once the gyro gain is set. Tail holds well in wind.'],
  ['drones', 'Flies beautifully, and the footage is smooth even on a windy evening.'],
  ['cars', 'Took it to the local dirt track and it handled the jumps really well.'],
  ['boats', 'Very fast on the lake and it self-righted after a flip, as promised.'],
  ['engines', 'Started on the third flip after break-in and idles reliably.'],
  ['batteries-chargers', 'Cells were balanced within 0.01 V on arrival and capacity holds up.'],
  ['radios-servos', 'Smooth gimbals, and binding took two minutes.'],
];

type ReviewSeed = typeof reviews.$inferInsert;

/**
 * Reviews by the customers created in this run: verified where they bought the product in a
 * delivered seeded order; most approved, some pending, one rejected. Ratings are then recomputed
 * from the approved reviews, exactly as the reviews module does.
 */
export async function seedReviews(
  db: Db,
  input: { customers: SeededCustomer[]; products: SeededProduct[]; plans: OrderPlan[]; now: Date },
): Promise<number> {
  if (input.customers.length === 0 || input.products.length === 0) return 0;
  const rng = createRandom('reviews');
  const now = input.now.getTime();
  const rows: ReviewSeed[] = [];
  // Featured and trending products appear three times in the pool, so the home page shows reviewed products.
  const popular = input.products.filter((p) => p.featured || p.trending);
  const pool = [...popular, ...popular, ...input.products];
  for (const customer of input.customers) {
    const bought = new Map<string, Date>();
    for (const plan of input.plans) {
      const delivered = plan.events.find((e) => e.status === 'delivered')?.at;
      if (plan.customer.id !== customer.id || !delivered) continue;
      for (const line of plan.lines) bought.set(line.product.id, delivered);
    }
    const chosen = new Set<string>();
    for (const [productId, deliveredAt] of bought) {
      const product = input.products.find((p) => p.id === productId);
      if (!product || !rng.chance(0.75)) continue;
      chosen.add(productId);
      const at = Math.min(deliveredAt.getTime() + rng.int(1, 7) * DAY, now - rng.int(1, 12) * HOUR);
      rows.push(review(rng, customer, product, true, new Date(at), input.now));
    }
    for (const product of rng.sample(pool, rng.int(4, 10))) {
      if (chosen.has(product.id)) continue;
      chosen.add(product.id);
      const earliest = Math.max(product.createdAt.getTime(), now - customer.joinedDaysAgo * DAY);
      rows.push(
        review(
          rng,
          customer,
          product,
          false,
          new Date(earliest + rng.next() * (now - earliest)),
          input.now,
        ),
      );
    }
  }
  const spam = rows.find((r) => !r.verified);
  if (spam) {
    Object.assign(spam, {
      rating: 5,
      title: 'Cheapest RC parts',
      comment: 'Same items much cheaper, WhatsApp me on 98XXXXXX10 or visit my shop page.',
      status: 'rejected',
      rejectReason: 'Contains contact details and advertising',
      moderatedAt: spam.createdAt,
    });
  }

  const inserted = await db
    .insert(reviews)
    .values(rows)
    .onConflictDoNothing()
    .returning({ productId: reviews.productId });
  const touched = [...new Set(inserted.map((r) => r.productId))];
  if (touched.length > 0) {
    // Table names spelled out so the subqueries bind to the product being updated.
    await db
      .update(products)
      .set({
        ratingAvg: sql`coalesce((select round(avg(r.rating)::numeric, 2) from reviews_review r where r.product_id = catalog_product.id and r.status = 'approved'), 0)`,
        reviewCount: sql`(select count(*)::int from reviews_review r where r.product_id = catalog_product.id and r.status = 'approved')`,
      })
      .where(inArray(products.id, touched));
  }
  return inserted.length;
}

function review(
  rng: Random,
  customer: SeededCustomer,
  product: SeededProduct,
  verified: boolean,
  createdAt: Date,
  now: Date,
): ReviewSeed {
  const roll = rng.next();
  const rating = roll < (verified ? 0.55 : 0.45) ? 5 : roll < 0.85 ? 4 : 3;
  const flavoured = flavour.find(([prefix]) => product.categoryPath.startsWith(prefix))?.[1];
  const comment =
    rating >= 4 && flavoured && rng.chance(0.5) ? flavoured : rng.pick(comments[rating] ?? []);
  const status = rng.chance(0.85) ? 'approved' : 'pending';
  const moderatedAt =
    status === 'approved'
      ? new Date(Math.min(createdAt.getTime() + rng.int(2, 30) * HOUR, now.getTime()))
      : null;
  return {
    productId: product.id,
    userId: customer.id,
    rating,
    title: rng.pick(titles[rating] ?? []),
    comment,
    status,
    verified,
    createdAt,
    moderatedAt,
  };
}

const questionSeeds: Array<{ category: string; question: string; answer: string | null }> = [
  {
    category: 'airplanes/electric',
    question: 'Is a receiver included with the PNP version?',
    answer:
      'No. PNP means plug-and-play: motor, ESC and servos are installed, and you add your own 6-channel receiver of any brand.',
  },
  {
    category: 'airplanes/',
    question: 'Can a beginner fly this?',
    answer:
      'If you have not flown before, start on a trainer such as the Apprentice STS or on a simulator for a few weeks. This model suits pilots who can already fly a trainer confidently.',
  },
  {
    category: 'helicopters',
    question: 'Are spare blades and gears available in India?',
    answer:
      'Yes. We stock main blades, tail blades and main gears for every helicopter we sell and ship them within two working days.',
  },
  {
    category: 'drones',
    question: 'Does this drone need registration in India?',
    answer:
      'Drones up to 250 g are nano drones and need no registration under the Drone Rules 2021. Heavier drones need a UIN on the Digital Sky platform and must fly in green zones.',
  },
  { category: 'drones', question: 'Is the receiver ELRS or FrSky?', answer: null },
  {
    category: 'cars',
    question: 'Is this car waterproof?',
    answer:
      'The electronics are water-resistant, so puddles, wet grass and light rain are fine. Do not submerge it, and dry the bearings after a wet run.',
  },
  { category: 'cars', question: 'Does it come with a battery and charger?', answer: null },
  {
    category: 'batteries-chargers',
    question: 'Can you ship LiPo batteries to the North-East?',
    answer:
      'Yes. Batteries go by surface courier to every serviceable pincode; delivery to the North-East takes about 5-7 days.',
  },
  {
    category: 'batteries-chargers',
    question: 'What is the actual weight of this pack with leads?',
    answer: null,
  },
  {
    category: 'radios-servos',
    question: 'Which receivers does this bind to?',
    answer:
      'It binds to receivers of its own protocol, listed in the highlights. For other brands, a multi-protocol module in the external bay adds support.',
  },
  {
    category: 'engines',
    question: 'Which fuel should I use?',
    answer:
      'Glow engines run on 10-15% nitro glow fuel. Petrol engines run on regular petrol mixed with 2-stroke oil, 1:30 for break-in and 1:40 after.',
  },
  { category: 'engines', question: 'Is the glow plug included?', answer: null },
  {
    category: 'motors-escs',
    question: 'Which propeller do you recommend with this?',
    answer:
      'Start at the smaller end of the prop range in the highlights and check the current with a watt meter before going bigger.',
  },
  {
    category: 'connectors-wires',
    question: 'Are these genuine Amass connectors?',
    answer:
      "Yes. We buy from Amass's authorised distributor, and every connector has the Amass logo moulded in.",
  },
  { category: 'boats', question: 'Can I run this boat in sea water?', answer: null },
];

/** A few product questions from the customers created in this run, most answered by the admin. */
export async function seedQuestions(
  db: Db,
  input: { customers: SeededCustomer[]; products: SeededProduct[]; adminId: string; now: Date },
): Promise<number> {
  if (input.customers.length === 0) return 0;
  const rng = createRandom('questions');
  const now = input.now.getTime();
  const rows = questionSeeds.flatMap((q) => {
    const candidates = input.products.filter((p) => p.categoryPath.startsWith(q.category));
    if (candidates.length === 0) return [];
    const product = rng.pick(candidates);
    const askedAt =
      Math.max(product.createdAt.getTime(), now - rng.int(1, 60) * DAY) + rng.int(1, 10) * HOUR;
    const createdAt = new Date(Math.min(askedAt, now - HOUR));
    const answeredAt = q.answer
      ? new Date(Math.min(createdAt.getTime() + rng.int(3, 20) * HOUR, now))
      : null;
    return [
      {
        productId: product.id,
        userId: rng.pick(input.customers).id,
        question: q.question,
        answer: q.answer,
        answeredBy: q.answer ? input.adminId : null,
        answeredAt,
        status: q.answer ? ('answered' as const) : ('pending' as const),
        createdAt,
      },
    ];
  });
  if (rows.length > 0) await db.insert(questions).values(rows);
  return rows.length;
}
