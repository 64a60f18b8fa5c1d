import { apiClient } from '@/lib/api/client';
import { type CustomerPriceAmounts, type PartnerDiscountView } from '@/lib/api/contract/catalog';
import { CUSTOMER_PRICES_MAX_IDS } from '@/lib/api/contract/limits';

export type PricedKind = 'variant' | 'product';

export interface CustomerPrice extends CustomerPriceAmounts {
  primary: 'gross' | 'net';
  currency: 'CZK' | 'EUR';
  from: boolean;
  /** The new partner's 14-day discount inside the price, while it lasts. */
  partner_discount: PartnerDiscountView | null;
}

interface Waiter {
  resolve: (price: CustomerPrice | null) => void;
  reject: (error: unknown) => void;
}

/** Asks collected in the same moment (a page of cards rendering) leave as one request per 100 ids. */
const BATCH_DELAY_MS = 10;

const waiting: Record<PricedKind, Map<number, Waiter[]>> = { variant: new Map(), product: new Map() };
let timer: ReturnType<typeof setTimeout> | null = null;

function takeChunk(kind: PricedKind): Map<number, Waiter[]> {
  const chunk = new Map<number, Waiter[]>();
  for (const [id, waiters] of waiting[kind]) {
    if (chunk.size === CUSTOMER_PRICES_MAX_IDS) break;
    chunk.set(id, waiters);
    waiting[kind].delete(id);
  }
  return chunk;
}

async function send(variants: Map<number, Waiter[]>, products: Map<number, Waiter[]>): Promise<void> {
  try {
    const body = await apiClient.post(
      '/api/catalog/prices',
      { variant_ids: [...variants.keys()], product_ids: [...products.keys()] },
      { schema: () => import('@/lib/api/contract/catalog').then((m) => m.customerPricesResponseSchema) },
    );
    const shared = {
      primary: body.price_mode,
      currency: body.currency,
      partner_discount: body.partner_discount,
    };
    const byVariant = new Map(body.variants.map((entry) => [entry.variant_id, entry]));
    const byProduct = new Map(body.products.map((entry) => [entry.product_id, entry]));
    for (const [id, waiters] of variants) {
      const entry = byVariant.get(id);
      const price = entry
        ? { ...shared, with_vat: entry.with_vat, without_vat: entry.without_vat, from: false }
        : null;
      for (const waiter of waiters) waiter.resolve(price);
    }
    for (const [id, waiters] of products) {
      const entry = byProduct.get(id);
      const price = entry
        ? { ...shared, with_vat: entry.with_vat, without_vat: entry.without_vat, from: entry.from }
        : null;
      for (const waiter of waiters) waiter.resolve(price);
    }
  } catch (error) {
    for (const waiters of [...variants.values(), ...products.values()]) {
      for (const waiter of waiters) waiter.reject(error);
    }
  }
}

function flush(): void {
  timer = null;
  while (waiting.variant.size > 0 || waiting.product.size > 0) {
    void send(takeChunk('variant'), takeChunk('product'));
  }
}

/** The signed-in shopper's price of one variant or product, fetched together with its neighbours'. */
export function loadCustomerPrice(kind: PricedKind, id: number): Promise<CustomerPrice | null> {
  return new Promise((resolve, reject) => {
    const waiters = waiting[kind].get(id) ?? [];
    waiters.push({ resolve, reject });
    waiting[kind].set(id, waiters);
    timer ??= setTimeout(flush, BATCH_DELAY_MS);
  });
}
