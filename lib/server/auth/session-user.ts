import type { Locale } from '@/lib/config/locales';
import type { B2bAccountType, Role } from './roles';

export interface SelectedCustomer {
  id: number;
  name: string;
  nameShort: string;
  isVatPayer: boolean;
  hasDeposit: boolean;
  isBlocked: boolean;
  /** The user's membership type; null for a dealer or superadmin acting for the customer. */
  b2bAccountType: B2bAccountType | null;
}

/** The signed-in user of a request, resolved from the session in one query. */
export interface SessionUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  roles: Role[];
  locale: Locale | null;
  showPriceWithoutVat: boolean;
  isRegisteredForNewsletter: boolean;
  selectedCustomer: SelectedCustomer | null;
  membershipsCount: number;
  sessionTokenHash: string;
}
