import 'server-only';
import { b2bShoppingBlock } from '@/lib/server/auth/b2b-guard';
import type { SessionUser } from '@/lib/server/auth/session-user';
import { AppError } from '@/lib/server/errors';

/** routes.md: the API enforces the B2B guard itself — no shopping without a usable customer. */
export function assertMayShopForCustomer(user: SessionUser): void {
  const block = b2bShoppingBlock(user);
  if (block) throw new AppError(block, undefined, { status: 403 });
}
