import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { hashPassword } from '../platform/passwords.ts';
import { addresses, users } from '../modules/accounts/accounts.tables.ts';

export const DEMO_EMAIL = 'demo@propwash.in';
export const DEMO_PASSWORD = 'propwash-demo';
const DAY = 86_400_000;

export type AddressSeed = {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
};
export type CustomerSeed = {
  email: string;
  name: string;
  phone: string;
  joinedDaysAgo: number;
  addresses: AddressSeed[];
};
export type SeededCustomer = CustomerSeed & { id: string };

const address = (
  name: string,
  phone: string,
  line1: string,
  line2: string,
  city: string,
  state: string,
  pincode: string,
): AddressSeed => ({
  name,
  phone,
  line1,
  line2,
  city,
  state,
  pincode,
});

/** The demo customer (credentials printed by the seed script) with a home and an office address. */
export const demoCustomer: CustomerSeed = {
  email: DEMO_EMAIL,
  name: 'Aarav Sharma',
  phone: '9845012345',
  joinedDaysAgo: 75,
  addresses: [
    address(
      'Aarav Sharma',
      '9845012345',
      'Flat 302, Prestige Shantiniketan',
      'Whitefield Main Road, Hoodi',
      'Bengaluru',
      'Karnataka',
      '560048',
    ),
    address(
      'Aarav Sharma',
      '9845012345',
      '4th Floor, Cybercity Tower 2',
      'Magarpatta City, Hadapsar',
      'Pune',
      'Maharashtra',
      '411013',
    ),
  ],
};

// example.com addresses (RFC 2606) so no seeded email ever reaches a real person.
export const otherCustomers: CustomerSeed[] = [
  {
    email: 'priya.nair@example.com',
    name: 'Priya Nair',
    phone: '9847123456',
    joinedDaysAgo: 160,
    addresses: [
      address(
        'Priya Nair',
        '9847123456',
        '12/481, Chittoor Road',
        'Near Kacheripady Junction',
        'Kochi',
        'Kerala',
        '682018',
      ),
    ],
  },
  {
    email: 'rohan.mehta@example.com',
    name: 'Rohan Mehta',
    phone: '9825098765',
    joinedDaysAgo: 150,
    addresses: [
      address(
        'Rohan Mehta',
        '9825098765',
        'B-14, Shivalik Bungalows',
        'Satellite Road',
        'Ahmedabad',
        'Gujarat',
        '380015',
      ),
    ],
  },
  {
    email: 'ananya.iyer@example.com',
    name: 'Ananya Iyer',
    phone: '9841234567',
    joinedDaysAgo: 140,
    addresses: [
      address(
        'Ananya Iyer',
        '9841234567',
        'New No. 22, 3rd Cross Street',
        'Shastri Nagar, Adyar',
        'Chennai',
        'Tamil Nadu',
        '600020',
      ),
    ],
  },
  {
    email: 'vikram.singh@example.com',
    name: 'Vikram Singh',
    phone: '9810045678',
    joinedDaysAgo: 135,
    addresses: [
      address(
        'Vikram Singh',
        '9810045678',
        'C-47, Defence Colony',
        'Near Moolchand Flyover',
        'New Delhi',
        'Delhi',
        '110024',
      ),
    ],
  },
  {
    email: 'sneha.kulkarni@example.com',
    name: 'Sneha Kulkarni',
    phone: '9822012345',
    joinedDaysAgo: 128,
    addresses: [
      address(
        'Sneha Kulkarni',
        '9822012345',
        'Flat 8, Swarganga Apartments',
        'Karve Road, Kothrud',
        'Pune',
        'Maharashtra',
        '411038',
      ),
    ],
  },
  {
    email: 'arjun.reddy@example.com',
    name: 'Arjun Reddy',
    phone: '9849011223',
    joinedDaysAgo: 120,
    addresses: [
      address(
        'Arjun Reddy',
        '9849011223',
        'Plot 64, Road No. 12',
        'Banjara Hills',
        'Hyderabad',
        'Telangana',
        '500034',
      ),
    ],
  },
  {
    email: 'meera.banerjee@example.com',
    name: 'Meera Banerjee',
    phone: '9830054321',
    joinedDaysAgo: 112,
    addresses: [
      address(
        'Meera Banerjee',
        '9830054321',
        '17A, Hindusthan Park',
        'Gariahat',
        'Kolkata',
        'West Bengal',
        '700029',
      ),
    ],
  },
  {
    email: 'karan.malhotra@example.com',
    name: 'Karan Malhotra',
    phone: '9876012345',
    joinedDaysAgo: 104,
    addresses: [
      address(
        'Karan Malhotra',
        '9876012345',
        'House 1120, Sector 21-B',
        'Near Gurudwara',
        'Chandigarh',
        'Chandigarh',
        '160022',
      ),
    ],
  },
  {
    email: 'divya.menon@example.com',
    name: 'Divya Menon',
    phone: '9880123456',
    joinedDaysAgo: 98,
    addresses: [
      address(
        'Divya Menon',
        '9880123456',
        '221, 6th Main, HSR Layout Sector 2',
        'Near BDA Complex',
        'Bengaluru',
        'Karnataka',
        '560102',
      ),
    ],
  },
  {
    email: 'siddharth.das@example.com',
    name: 'Siddharth Das',
    phone: '9864012345',
    joinedDaysAgo: 95,
    addresses: [
      address(
        'Siddharth Das',
        '9864012345',
        'House 9, Rajgarh Road',
        'Bhangagarh',
        'Guwahati',
        'Assam',
        '781005',
      ),
    ],
  },
];

export type AdminResult = {
  id: string;
  email: string;
  generatedPassword: string | null;
  created: boolean;
};

/**
 * The first admin: created with the given password or a generated one (returned once, stored only
 * as an argon2id hash). An existing account with that email is left untouched, admin or not.
 */
export async function ensureAdmin(
  db: Db,
  opts: { adminEmail: string; adminPassword?: string },
  log: (msg: string) => void,
): Promise<AdminResult> {
  const email = opts.adminEmail.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    if (existing.role !== 'admin')
      log(`${email} exists as a customer account; it was not made an admin`);
    return { id: existing.id, email, generatedPassword: null, created: false };
  }
  const generatedPassword = opts.adminPassword ? null : randomBytes(18).toString('base64url');
  const password = opts.adminPassword ?? generatedPassword ?? '';
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: 'Shop Admin',
      role: 'admin',
      emailVerified: true,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('The admin account could not be created');
  return { id: row.id, email, generatedPassword, created: true };
}

/**
 * Creates the customers that do not exist yet, each with saved addresses (the first is the default).
 * Only the demo customer gets a password; the others are sample accounts that cannot sign in.
 */
export async function seedCustomers(
  db: Db,
  now: Date,
): Promise<{ all: SeededCustomer[]; created: SeededCustomer[] }> {
  const seeds = [demoCustomer, ...otherCustomers];
  const emails = seeds.map((c) => c.email);
  const existing = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const known = new Map(existing.map((u) => [u.email.toLowerCase(), u.id]));
  const missing = seeds.filter((c) => !known.has(c.email));

  const created: SeededCustomer[] = [];
  if (missing.length > 0) {
    const demoHash = missing.some((c) => c.email === DEMO_EMAIL)
      ? await hashPassword(DEMO_PASSWORD)
      : null;
    const rows = await db
      .insert(users)
      .values(
        missing.map((c) => {
          const joined = new Date(now.getTime() - c.joinedDaysAgo * DAY);
          return {
            email: c.email,
            name: c.name,
            phone: c.phone,
            role: 'user' as const,
            emailVerified: true,
            passwordHash: c.email === DEMO_EMAIL ? demoHash : null,
            createdAt: joined,
            updatedAt: joined,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    for (const row of rows) {
      const seed = missing.find((c) => c.email === row.email);
      if (!seed) continue;
      known.set(row.email, row.id);
      created.push({ ...seed, id: row.id });
    }
    const addressRows = created.flatMap((c) =>
      c.addresses.map((a, i) => ({
        ...a,
        userId: c.id,
        isDefault: i === 0,
        createdAt: new Date(now.getTime() - c.joinedDaysAgo * DAY),
      })),
    );
    if (addressRows.length > 0) await db.insert(addresses).values(addressRows);
  }
  const all = seeds.flatMap((c) => {
    const id = known.get(c.email);
    return id ? [{ ...c, id }] : [];
  });
  return { all, created };
}
