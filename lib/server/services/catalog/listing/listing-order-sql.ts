import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { SortKey } from '@/lib/listing/listing-query';
import { relevanceOrder } from '@/lib/server/services/search/ranked-sql';

/** `order by` for the `filtered` rows (aliased `p`); the id last makes every order total and stable. */
export const listingOrder: Record<SortKey, SQL> = {
  recommended: sql`p.boost_score desc, p.sales_count desc, p.id`,
  relevance: relevanceOrder('p', 'p'),
  cheapest: sql`p.gross_price, p.id`,
  expensive: sql`p.gross_price desc, p.id`,
  newest: sql`p.created_at desc, p.id desc`,
  bestselling: sql`p.sales_count desc, p.id`,
  // Accents must not move "Č…" behind "Z…": compare without them, then exactly.
  name: sql`lower(f_unaccent(p.name)), p.name, p.id`,
};
