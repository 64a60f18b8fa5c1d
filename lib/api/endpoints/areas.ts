/**
 * The parts of the API, in the order the documentation shows them: the shop's own calls first (what a
 * company's developers integrate with), then the administration's, which the admin pages use.
 */
export const apiAreas = {
  auth: { name: 'Sign-in', description: 'Sessions: sign in, sign out, registration and password reset.' },
  catalog: {
    name: 'Catalog',
    description: "Menus, the caller's prices, shop domains and navigation targets.",
  },
  search: { name: 'Search', description: 'Suggestions while typing, search by code, last visited products.' },
  cart: {
    name: 'Cart and checkout',
    description: "The shopper's cart: items, quick order, shipping, payment, customer data and the order.",
  },
  orders: {
    name: 'Orders',
    description: 'An order behind its id and secret token, paying it by card, and returning goods of it.',
  },
  account: {
    name: 'Customer account',
    description: "The signed-in user's profile, addresses, favourites, orders and purchased goods.",
  },
  b2b: {
    name: 'Company (B2B)',
    description:
      "The selected customer's company data, users, invitations, invoices and recommended assortment.",
  },
  service: { name: 'Service', description: 'Health, page views, newsletter and this description.' },
  'admin-orders': { name: 'Admin: orders', description: 'Orders, their states, payments and invoices.' },
  'admin-customers': {
    name: 'Admin: customers',
    description: 'Companies, their users, B2B registrations and the shop’s users.',
  },
  'admin-catalog': {
    name: 'Admin: catalog',
    description: 'Products, categories, topics, boosting and search tuning.',
  },
  'admin-content': {
    name: 'Admin: content',
    description: 'Banners, slides, trend articles, CMS pages, redirects and translations.',
  },
  'admin-settings': {
    name: 'Admin: settings',
    description:
      'Shipping and payments, discount codes, shop-wide settings, statistics, outgoing e-mails and the audit log.',
  },
} as const;

export type ApiArea = keyof typeof apiAreas;

export const apiAreaKeys = Object.keys(apiAreas) as ApiArea[];

/** The administration's areas: their endpoints answer the shop's staff only. */
export const isStaffArea = (area: ApiArea) => area.startsWith('admin-');
