import type { SeedContext } from './context';
import { seedBanners } from './shop/banners';
import { seedCmsPages } from './shop/cms-pages';
import { seedCustomerPrices } from './shop/customer-prices';
import { seedCustomers } from './shop/customers';
import { seedDiscountCodes } from './shop/discount-codes';
import { seedInvoices } from './shop/invoices';
import { seedPastOrders } from './shop/orders';
import { seedRecommendedItems } from './shop/recommended-items';
import { seedRedirects } from './shop/redirects';
import { seedSettings } from './shop/settings';
import { seedShippingAndPayments } from './shop/shipping';
import { seedSlides } from './shop/slides';
import { seedTopics } from './shop/topics';
import { seedTrends } from './shop/trends';
import { seedClock } from './shop/types';
import { seedUsers } from './shop/users';

/**
 * Everything of the demo shop except the catalog (which runs before): settings, shippings and payments,
 * discount codes, users with their customers, past orders and invoices, topics, CMS pages, slides,
 * banners, trends and redirects.
 * Dates are offsets from the seeding day, so "valid", "expired" and "overdue" stay true when seeded later.
 */
export async function seedShop(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const clock = seedClock(new Date());
  await seedSettings(db);
  await seedShippingAndPayments(db);
  await seedDiscountCodes(db, clock);
  const userId = await seedUsers(db);
  const customerId = await seedCustomers(db, userId, clock);
  await seedCustomerPrices(db, customerId);
  const orderInvoices = await seedPastOrders({ db, userId, customerId, clock });
  await seedInvoices(db, customerId, clock, orderInvoices);
  await seedRecommendedItems(db, customerId, ctx.categoryIds, userId('dealer'));
  await seedTopics(db, ctx.categoryIds);
  await seedCmsPages(db);
  await seedSlides(ctx);
  await seedBanners(ctx, clock);
  await seedTrends(ctx, clock);
  await seedRedirects(db);
}
