import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { favourites } from '@/lib/server/db/schema';
import { customerSeeds, customerUserAddress } from '@/lib/server/db/seed/shop/customers-data';
import { demoUser } from '@/lib/server/db/seed/shop/demo-users';
import type { Method, RouteParams } from './api-routes';
import type { Actor, IdorFixture } from './idor-fixture';

/**
 * One request naming a record of someone else's: who owns it (may make the request) and what they send.
 * Everybody else is refused and changes nothing.
 */
export interface IdorCase {
  method: Method;
  route: string;
  params: RouteParams;
  body?: unknown;
  owners: Actor[];
  /** Who else tries; everybody when not given. */
  callers?: readonly Actor[];
  /**
   * The request acts on the caller's own records even when it names the owner's (a favourite product):
   * others may succeed, but what this reads of the owner's stays as it was.
   */
  ownersRecords?: (db: DbOrTx) => Promise<unknown>;
  /** The first owner makes the request at the end and succeeds: the id named a real record of theirs. */
  proveWithOwner: boolean;
}

const consumerAddress = {
  is_billing: true,
  is_delivery: true,
  firstname: 'Cizí',
  lastname: 'Přepis',
  company: '',
  street: 'Jiná 1',
  city: 'Brno',
  zip: '602 00',
  country: 'CZ',
  phone: '+420 731 000 111',
};

const companyAddress = {
  firstname: 'Cizí',
  lastname: 'Přepis',
  company: 'Cizí firma',
  street: 'Jiná 1',
  city: 'Brno',
  zip: '602 00',
  country: 'CZ',
  phone: '+420 731 000 111',
  email: '',
};

/** In the order the owners' own calls run at the end: reads and changes before deletions. */
export function idorCases(f: IdorFixture): IdorCase[] {
  const bistroMembers: Actor[] = ['bistroAdmin', 'bistroManager'];
  const id = (value: number) => ({ id: String(value) });
  const favouriteOfCustomer = (db: DbOrTx) =>
    db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, f.customerId), eq(favourites.productId, f.favouriteProductId)));
  return [
    {
      method: 'GET',
      route: '/api/user/addresses/[id]',
      params: id(f.customerAddressId),
      owners: ['customer'],
      proveWithOwner: true,
    },
    {
      method: 'PUT',
      route: '/api/user/addresses/[id]',
      params: id(f.customerAddressId),
      body: consumerAddress,
      owners: ['customer'],
      proveWithOwner: true,
    },
    {
      method: 'GET',
      route: '/api/user/orders/[id]',
      params: id(f.customerOrderId),
      owners: ['customer'],
      proveWithOwner: true,
    },
    {
      method: 'GET',
      route: '/api/user/orders/[id]',
      params: id(f.bistroOrderId),
      owners: bistroMembers,
      proveWithOwner: true,
    },
    {
      method: 'GET',
      route: '/api/user/orders/[id]/reorder-preview',
      params: id(f.customerOrderId),
      owners: ['customer'],
      proveWithOwner: true,
    },
    {
      method: 'GET',
      route: '/api/user/orders/[id]/reorder-preview',
      params: id(f.bistroOrderId),
      owners: bistroMembers,
      proveWithOwner: true,
    },
    {
      method: 'GET',
      route: '/api/b2b/invoices/[id]/pdf',
      params: id(f.bistroInvoiceId),
      owners: bistroMembers,
      proveWithOwner: true,
    },
    {
      method: 'PUT',
      route: '/api/b2b/addresses/[id]',
      params: id(f.bistroDeliveryAddressId),
      body: companyAddress,
      owners: ['bistroAdmin'],
      proveWithOwner: true,
    },
    {
      method: 'PUT',
      route: '/api/cart/select-customer-delivery-address',
      params: {},
      body: { customer_delivery_address_id: f.bistroDeliveryAddressId },
      owners: bistroMembers,
      proveWithOwner: true,
    },
    {
      method: 'PUT',
      route: '/api/cart/select-customer-billing-address',
      params: {},
      body: { customer_billing_address_id: f.bistroBillingAddressId },
      owners: bistroMembers,
      proveWithOwner: true,
    },
    {
      method: 'PUT',
      route: '/api/user/select-customer',
      params: {},
      body: { customer_id: f.bistroId },
      // The admin of both companies may switch to Bistro from Hotel; the dealer and superadmin act for any.
      owners: [...bistroMembers, 'hotelAdmin', 'dealer', 'superadmin'],
      proveWithOwner: true,
    },
    {
      method: 'POST',
      route: '/api/order',
      params: {},
      body: { id: f.customerOrderId, token: 'a'.repeat(32) },
      owners: [],
      proveWithOwner: false,
    },
    {
      method: 'POST',
      route: '/api/order/pay',
      params: {},
      body: { id: f.customerOrderId, token: 'a'.repeat(32) },
      owners: [],
      proveWithOwner: false,
    },
    {
      method: 'PATCH',
      route: '/api/b2b/users/[userId]',
      params: { userId: String(f.bistroManagerUserId) },
      body: { b2b_account_type: 'CUSTOMER_ADMIN' },
      owners: ['bistroAdmin'],
      proveWithOwner: true,
    },
    {
      method: 'POST',
      route: '/api/b2b/users/invitations/[id]/resend',
      params: id(f.bistroInvitationId),
      owners: ['bistroAdmin'],
      proveWithOwner: true,
    },
    // Adding or removing a favourite acts on the caller's own list, whatever product it names.
    ...(['PUT', 'DELETE'] as const).map((method) => ({
      method,
      route: '/api/user/favourites/[productId]',
      params: { productId: String(f.favouriteProductId) },
      owners: ['customer' as const],
      ownersRecords: favouriteOfCustomer,
      proveWithOwner: true,
    })),
    {
      method: 'DELETE',
      route: '/api/b2b/users/invitations/[id]',
      params: id(f.bistroInvitationId),
      owners: ['bistroAdmin'],
      proveWithOwner: true,
    },
    {
      method: 'DELETE',
      route: '/api/b2b/users/[userId]',
      params: { userId: String(f.bistroManagerUserId) },
      owners: ['bistroAdmin'],
      proveWithOwner: true,
    },
    {
      method: 'DELETE',
      route: '/api/b2b/addresses/[id]',
      params: id(f.bistroDeliveryAddressId),
      owners: ['bistroAdmin'],
      proveWithOwner: true,
    },
    {
      method: 'DELETE',
      route: '/api/user/addresses/[id]',
      params: id(f.customerAddressId),
      owners: ['customer'],
      proveWithOwner: true,
    },
  ];
}

/** A list of the caller's own records, and a text only one of the owner's records holds. */
export interface ListCase {
  route: string;
  query?: Record<string, string>;
  marker: string;
  owners: Actor[];
}

/** The lists a customer reads by who they are: the owner finds the record in them, nobody else does. */
export function listCases(f: IdorFixture): ListCase[] {
  const bistroMembers: Actor[] = ['bistroAdmin', 'bistroManager'];
  const bistro = customerSeeds.find((seed) => seed.key === 'bistroVltava')!;
  return [
    { route: '/api/user/addresses', marker: customerUserAddress.street, owners: ['customer'] },
    { route: '/api/user/orders', marker: f.customerOrderNumber, owners: ['customer'] },
    { route: '/api/user/orders', marker: f.bistroOrderNumber, owners: bistroMembers },
    { route: '/api/b2b/invoices', marker: f.bistroInvoiceNumber, owners: bistroMembers },
    // The colleagues' contacts are the customer admin's (spec §6): a manager is refused the list.
    { route: '/api/b2b/users', marker: demoUser('b2bManager').email, owners: ['bistroAdmin'] },
    { route: '/api/b2b/company', marker: bistro.companyId, owners: bistroMembers },
    {
      route: '/api/b2b/customers',
      query: { q: bistro.nameShort },
      marker: bistro.name,
      owners: [...bistroMembers, 'hotelAdmin', 'dealer', 'superadmin'],
    },
  ];
}

/** The id an admin route's `[param]` takes: the customers' records where it names one, else the first record. */
export function adminParam(route: string, name: string, f: IdorFixture): string {
  const section = route.split('/')[3];
  const ids: Record<string, Record<string, number>> = {
    zakaznici: { id: f.bistroId, addressId: f.bistroDeliveryAddressId },
    objednavky: { id: f.bistroOrderId, invoiceId: f.bistroInvoiceId },
    uzivatele: { id: f.customerId },
    'b2b-ucty': { customerId: f.bistroId, userId: f.bistroManagerUserId },
  };
  return String(ids[section ?? '']?.[name] ?? 1);
}
