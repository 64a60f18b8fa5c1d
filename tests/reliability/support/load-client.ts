import { randomUUID } from 'node:crypto';
import { customerData } from '../../support/checkout-customer';
import { Shopper } from './shopper';

/** One request of the load as the client saw it: status 0 when the connection failed. */
export interface Sent {
  method: 'GET' | 'PUT';
  path: string;
  status: number;
  startedAt: number;
  endedAt: number;
}

export interface LoadChoice {
  variantIds: number[];
  productPath: string;
  shippingId: number;
  paymentId: number;
}

const ANSWERED = new Set([200, 201]);
/** A lost submit is sent again with its key, as the order page does; a lost cart change once more. */
const SUBMIT_TRIES = 6;
const CHANGE_TRIES = 3;
const PAUSE_MS = 150;

/**
 * A shopper behind the load balancer: browses (a product page, the cart), fills a cart and orders it,
 * round after round, and keeps every request it sent. A request that fails is sent again as a browser
 * would: a cart change once more, the order submit with its Idempotency-Key until it is answered.
 */
export class LoadClient {
  readonly sent: Sent[] = [];
  /** The Idempotency-Key of every order this client submitted, answered or not. */
  readonly orderKeys: string[] = [];
  private readonly visitor: Shopper;

  constructor(
    base: string,
    private readonly choice: LoadChoice,
    private readonly index: number,
  ) {
    this.visitor = new Shopper(base);
  }

  private async send(
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<number> {
    const startedAt = Date.now();
    let status = 0;
    try {
      const response = await this.visitor.send(method, path, body, headers);
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    this.sent.push({ method, path, status, startedAt, endedAt: Date.now() });
    return status;
  }

  private async change(path: string, body: unknown): Promise<void> {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= CHANGE_TRIES; attempt += 1) {
      const status = await this.send('PUT', path, body);
      if (ANSWERED.has(status)) return;
      statuses.push(status);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    throw new Error(`client ${this.index}: PUT ${path} answered ${statuses.join(', ')}`);
  }

  private async submit(key: string): Promise<void> {
    for (let attempt = 1; attempt <= SUBMIT_TRIES; attempt += 1) {
      const status = await this.send(
        'PUT',
        '/api/cart/submit-order',
        { terms_accepted: true },
        { 'idempotency-key': key },
      );
      if (ANSWERED.has(status)) return;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    throw new Error(`client ${this.index}: the order ${key} was not answered in ${SUBMIT_TRIES} tries`);
  }

  /** One round: browse, fill the cart, order. */
  async round(round: number): Promise<void> {
    const { variantIds } = this.choice;
    await this.send('GET', this.choice.productPath);
    await this.send('GET', '/api/cart');
    await this.change('/api/cart/add-to-cart', {
      item_variant_id: variantIds[(this.index + round) % variantIds.length]!,
      quantity: 1,
    });
    await this.send('GET', '/api/cart');
    await this.change('/api/cart/select-shipping', { shipping_id: this.choice.shippingId, branch_id: null });
    await this.change('/api/cart/select-payment', { payment_id: this.choice.paymentId });
    await this.change('/api/cart/set-customer-data', customerData);
    const key = randomUUID();
    this.orderKeys.push(key);
    await this.submit(key);
  }
}

/** The requests that failed: answered neither 200 nor 201, or not at all. */
export function failures(clients: LoadClient[]): Sent[] {
  return clients.flatMap((client) => client.sent).filter((sent) => !ANSWERED.has(sent.status));
}
