import type { Messages } from './messages';

/**
 * The message namespaces each part of the shop hands to its client components. Messages travel in every
 * page's HTML and RSC payload, so a part sends only what its client components read with
 * `useTranslations` (tests/unit/client-messages.test.ts walks each part's modules and keeps these lists
 * exact). `shop` is the frame's and the catalog's, sent by the locale layout; each other part's layout
 * gives its pages a provider of their own in its place (components/providers/scoped-messages.tsx). The
 * administration's layout sends all messages.
 */
export const CLIENT_MESSAGE_SCOPES = {
  shop: [
    'AccountMenu',
    'B2bPromo',
    'CategoryMenu',
    'Content',
    'Header',
    'LanguageModal',
    'Listing',
    'Login',
    'MiniCart',
    'MobileMenu',
    'Modal',
    'NewVersion',
    'Newsletter',
    'NotFound',
    'PartnerDiscount',
    'Price',
    'Product',
    'Search',
    'ServerError',
    'TopicBar',
    'UnpaidInvoices',
    'Validation',
  ],
  account: [
    'AccountSettings',
    'AddItems',
    'ApiErrors',
    'Favourites',
    'LostPassword',
    'PasswordRules',
    'Price',
    'Product',
    'PurchasedGoods',
    'Reorder',
    'ResetPassword',
    'Validation',
  ],
  b2b: [
    'AddItems',
    'ApiErrors',
    'CompanySettings',
    'CompanyUsers',
    'Price',
    'Product',
    'QuickOrder',
    'Recommended',
    'Validation',
  ],
  order: ['AddItems', 'ApiErrors', 'Checkout', 'PartnerDiscount', 'Product', 'QuickOrder', 'Validation'],
  registration: ['CompanyRegistration', 'PasswordRules', 'Registration', 'Validation'],
  returns: ['Content', 'ReturnForm', 'ReturnReasons', 'Validation'],
  clean: ['ApiErrors', 'Invitation', 'Login', 'PasswordRules', 'SelectCustomer', 'Validation'],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type ClientMessageScope = keyof typeof CLIENT_MESSAGE_SCOPES;

export type ClientMessages<Scope extends ClientMessageScope> = Pick<
  Messages,
  (typeof CLIENT_MESSAGE_SCOPES)[Scope][number]
>;

/** The namespaces of a part of the shop, out of all of a locale's messages. */
export function clientMessages<Scope extends ClientMessageScope>(
  messages: Messages,
  scope: Scope,
): ClientMessages<Scope> {
  return Object.fromEntries(
    CLIENT_MESSAGE_SCOPES[scope].map((namespace) => [namespace, messages[namespace]]),
  ) as ClientMessages<Scope>;
}
