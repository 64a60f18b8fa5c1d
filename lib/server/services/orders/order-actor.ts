import 'server-only';
import { allowedAdminSections } from '@/lib/server/auth/admin-sections';
import type { Role } from '@/lib/server/auth/roles';
import { AppError } from '@/lib/server/errors';

/** Who changes an order: a member of the staff, or the shop itself (the card gateway's answer). */
export type OrderActor = { kind: 'staff'; userId: number; roles: readonly Role[] } | { kind: 'system' };

/** domain.md: superadmins and dealers manage orders; anyone else is refused. Answers the user to record. */
export function orderActorUserId(actor: OrderActor): number | null {
  if (actor.kind === 'system') return null;
  if (!allowedAdminSections(actor.roles).includes('objednavky')) throw new AppError('FORBIDDEN');
  return actor.userId;
}
