import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  customerMemberships,
  productTranslations,
  products,
  users,
  variantPrices,
  variants,
} from '@/lib/server/db/schema';
import { demoUsers } from '@/lib/server/db/seed/shop/demo-users';
import { verifyPassword } from '@/lib/server/auth/password';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

describe.each(drivers)('demo data seeded into an empty %s database', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 60 });
  });
  afterAll(() => database.dispose());

  it('has the 11 root categories and the asked number of products in three languages', async () => {
    const { db } = database;
    const roots = await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.parentId} is null and not ${categories.isBrandTaxon}`);
    expect(roots).toHaveLength(11);
    const [productCount] = await db.select({ n: count() }).from(products);
    expect(productCount?.n).toBe(60);
    const perLocale = await db
      .select({ locale: productTranslations.locale, n: count() })
      .from(productTranslations)
      .groupBy(productTranslations.locale)
      .orderBy(asc(productTranslations.locale));
    expect(perLocale).toEqual([
      { locale: 'cs', n: 60 },
      { locale: 'en', n: 60 },
      { locale: 'sk', n: 60 },
    ]);
  });

  it('gives every variant a code and a CZK price', async () => {
    const { db } = database;
    const [variantCount] = await db.select({ n: count() }).from(variants);
    const [czPrices] = await db
      .select({ n: count() })
      .from(variantPrices)
      .where(eq(variantPrices.channel, 'cz'));
    expect(variantCount!.n).toBeGreaterThanOrEqual(60);
    expect(czPrices!.n).toBe(variantCount!.n);
  });

  it('creates one user per role, who can sign in with the README password', async () => {
    const { db } = database;
    for (const demo of demoUsers) {
      const [user] = await db.select().from(users).where(eq(users.email, demo.email));
      expect(user, demo.email).toBeDefined();
      expect(await verifyPassword(demo.password, user!.passwordHash)).toBe(true);
    }
    const roles = (await db.select({ roles: users.roles }).from(users)).flatMap((row) => row.roles);
    expect(new Set(roles)).toEqual(new Set(['ROLE_DEALER', 'ROLE_TRANSLATOR', 'ROLE_SUPERADMIN']));
    const admins = await db
      .select({ userId: customerMemberships.userId, n: count() })
      .from(customerMemberships)
      .where(eq(customerMemberships.b2bAccountType, 'CUSTOMER_ADMIN'))
      .groupBy(customerMemberships.userId);
    expect(admins.some((row) => row.n >= 2)).toBe(true);
  });
});

describe('the seed is deterministic', () => {
  it('gives the same catalog twice', async () => {
    const names = async () => {
      const database = await openTestDatabase('pglite', { products: 30 });
      const rows = await database.db
        .select({ name: productTranslations.name, code: variants.code })
        .from(productTranslations)
        .innerJoin(variants, eq(variants.productId, productTranslations.productId))
        .where(eq(productTranslations.locale, 'sk'))
        .orderBy(asc(variants.id));
      await database.dispose();
      return rows;
    };
    const first = await names();
    expect(first.length).toBeGreaterThan(0);
    expect(await names()).toEqual(first);
  });
});
