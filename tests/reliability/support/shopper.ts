import { customerData } from '../../support/checkout-customer';

/**
 * A visitor of the real server over HTTP: keeps the cart cookie the server sets and sends it back, as a
 * browser does. Used by the reliability tests and the soak run.
 */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export class Shopper {
  cookie: string | null = null;

  constructor(private readonly base: string) {}

  /** The request with the visitor's cart cookie; keeps the one the answer sets. */
  async send(
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const sent: Record<string, string> = { 'x-channel-id': 'cz', 'x-user-locale': 'en', ...headers };
    if (body !== undefined) sent['content-type'] = 'application/json';
    if (this.cookie) sent.cookie = this.cookie;
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('cart_token='));
    if (cookie) this.cookie = cookie.split(';')[0]!;
    return response;
  }

  async call(
    method: 'GET' | 'PUT',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await this.send(method, path, body, headers);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The call, or an error that names it when it does not answer `status`. */
  async expect(method: 'GET' | 'PUT', path: string, status: number, body?: unknown): Promise<Answer> {
    const answer = await this.call(method, path, body);
    if (answer.status !== status)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** Puts `lines` into the cart and fills every checkout step (courier, cash on delivery). */
  async fillCheckout(
    lines: { variantId: number; quantity: number }[],
    choice: { shippingId: number; paymentId: number },
  ): Promise<void> {
    for (const line of lines)
      await this.expect('PUT', '/api/cart/add-to-cart', 200, {
        item_variant_id: line.variantId,
        quantity: line.quantity,
      });
    await this.expect('PUT', '/api/cart/select-shipping', 200, {
      shipping_id: choice.shippingId,
      branch_id: null,
    });
    await this.expect('PUT', '/api/cart/select-payment', 200, { payment_id: choice.paymentId });
    await this.expect('PUT', '/api/cart/set-customer-data', 200, customerData);
  }

  submit(idempotencyKey: string): Promise<Answer> {
    return this.call(
      'PUT',
      '/api/cart/submit-order',
      { terms_accepted: true },
      { 'idempotency-key': idempotencyKey },
    );
  }
}
