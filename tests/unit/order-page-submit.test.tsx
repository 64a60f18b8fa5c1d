// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { cartQueryKey } from '@/lib/api/query-keys';
import type { AnchorHTMLAttributes } from 'react';
import { toast } from '@/lib/toast/toast';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../support/no-break';
import type { Cart, SavedAddress } from '@/lib/api/contract/cart';
import type { SessionUser } from '@/lib/api/hooks/use-session-user';
import { formatPrice } from '@/lib/format/price';
import {
  BASE,
  cartAnswer,
  checkoutTestServer,
  errorAnswer,
  recordCall,
  renderOrderPage,
  serveCart,
} from './checkout-harness';
import { cartAtCustomerData, cartFixture, cartItem } from './fixtures/checkout';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const server = checkoutTestServer();

async function renderAt(cart: Cart, locale: 'sk' | 'en' = 'sk', user: SessionUser | null = null) {
  serveCart(server, cart);
  const page = renderOrderPage(locale, user);
  await screen.findByTestId('order-summary');
  return page;
}

const customerBox = () => screen.getByRole('region', { name: /Fakturačné a dodacie údaje/ });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(within(customerBox()).getByLabelText(label), { target: { value } });
const save = () =>
  fireEvent.click(within(customerBox()).getByRole('button', { name: 'Uložiť a pokračovať' }));

describe('order page: customer data', () => {
  it('shows the first failing rule of each field in the shopper language and sends nothing', async () => {
    const calls = recordCall(server, '/api/cart/set-customer-data', cartAnswer(cartAtCustomerData()));
    await renderAt(cartAtCustomerData());

    save();
    expect(await within(customerBox()).findAllByText('Toto pole je povinné.')).toHaveLength(7);

    type('E-mail', 'nie-je-email');
    type('Telefón', '12');
    type('PSČ', '1234');
    fireEvent.click(within(customerBox()).getByLabelText('Nakupujem na firmu'));
    type('IČO', '123');
    save();
    expect(await within(customerBox()).findByText('Zadajte platnú e-mailovú adresu.')).toBeInTheDocument();
    expect(
      within(customerBox()).getByText('Zadajte telefónne číslo (9 až 15 číslic, môže začínať +).'),
    ).toBeInTheDocument();
    expect(within(customerBox()).getByText('Zadajte PSČ v tvare 123 45.')).toBeInTheDocument();
    expect(within(customerBox()).getByText('IČO má 8 číslic (staršie slovenské 6).')).toBeInTheDocument();
    expect(within(customerBox()).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('asks only for name and contact under BASIC and sends the filled form as set-customer-data', async () => {
    const basic = { sale_order_rules: { customer_data_requirements: 'BASIC' as const } };
    const calls = recordCall(server, '/api/cart/set-customer-data', cartAnswer(cartAtCustomerData(basic)));
    await renderAt(cartAtCustomerData(basic));
    expect(within(customerBox()).queryByLabelText('Ulica a číslo')).not.toBeInTheDocument();
    expect(within(customerBox()).queryByLabelText('Doručiť na inú adresu')).not.toBeInTheDocument();

    type('Meno', ' Jana ');
    type('Priezvisko', 'Nováková');
    type('E-mail', 'jana@example.com');
    type('Telefón', '+421 900 123 456');
    type('Poznámka k objednávke', 'Volajte pred doručením');
    save();

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      billing_information: {
        firstname: 'Jana',
        lastname: 'Nováková',
        email: 'jana@example.com',
        phone: '+421 900 123 456',
        street: '',
        city: '',
        zip: '',
        country: 'CZ',
      },
      company: null,
      delivery_address: null,
      selected_delivery_address_id: null,
      note: 'Volajte pred doručením',
    });
  });

  it('checks the delivery address only when delivering elsewhere, and shows the server message for a code the shop has no text for', async () => {
    const calls = recordCall(
      server,
      '/api/cart/set-customer-data',
      errorAnswer(422, 'CUSTOMER_DATA_REFUSED', 'Objednávku za zákazníka môže poslať len obchodník.'),
    );
    await renderAt(cartAtCustomerData());
    type('Meno', 'Jana');
    type('Priezvisko', 'Nováková');
    type('E-mail', 'jana@example.com');
    type('Telefón', '900123456');
    type('Ulica a číslo', 'Hlavná 1');
    type('Mesto', 'Brno');
    type('PSČ', '602 00');
    fireEvent.click(within(customerBox()).getByLabelText('Doručiť na inú adresu'));
    save();
    expect(await within(customerBox()).findAllByText('Toto pole je povinné.')).toHaveLength(6);
    expect(calls).toHaveLength(0);

    fireEvent.click(within(customerBox()).getByLabelText('Doručiť na inú adresu'));
    save();
    expect(await within(customerBox()).findByRole('alert')).toHaveTextContent(
      'Objednávku za zákazníka môže poslať len obchodník.',
    );
    expect(calls).toHaveLength(1);
    expect(within(customerBox()).getByLabelText('Meno')).toHaveValue('Jana');
  });

  it('takes saved addresses of a signed-in customer and lets a dealer mark the order as theirs', async () => {
    const address = (overrides: Partial<SavedAddress>): SavedAddress => ({
      id: 41,
      is_billing: true,
      is_delivery: false,
      firstname: 'Peter',
      lastname: 'Horák',
      company: 'Hotel Dunaj',
      street: 'Nábrežie 3',
      city: 'Bratislava',
      zip: '811 01',
      country: 'SK',
      phone: '+421 902 111 222',
      email: 'recepcia@hoteldunaj.sk',
      ...overrides,
    });
    const cart = cartAtCustomerData({
      addresses: [address({}), address({ id: 42, is_billing: false, is_delivery: true, street: 'Sklad 9' })],
    });
    const billingCalls = recordCall(server, '/api/cart/select-customer-billing-address', cartAnswer(cart));
    const deliveryCalls = recordCall(server, '/api/cart/select-customer-delivery-address', cartAnswer(cart));
    const saveCalls = recordCall(server, '/api/cart/set-customer-data', cartAnswer(cart));
    const dealer = {
      firstname: 'Dana',
      roles: ['ROLE_DEALER'],
      has_deposit: false,
      selected_customer: { id: 7, name: 'Hotel Dunaj s.r.o.', is_vat_payer: true },
      b2b_account_type: null,
    } as SessionUser;
    await renderAt(cart, 'sk', dealer);

    fireEvent.change(within(customerBox()).getByLabelText('Uložená fakturačná adresa'), {
      target: { value: '41' },
    });
    await waitFor(() => expect(billingCalls).toHaveLength(1));
    expect(billingCalls[0]!.body).toEqual({ customer_billing_address_id: 41 });
    expect(within(customerBox()).getByLabelText('Meno')).toHaveValue('Peter');
    expect(within(customerBox()).getByLabelText('PSČ')).toHaveValue('811 01');

    fireEvent.click(within(customerBox()).getByLabelText('Doručiť na inú adresu'));
    fireEvent.click(within(customerBox()).getByLabelText(/Sklad 9, 811 01 Bratislava/));
    await waitFor(() => expect(deliveryCalls).toHaveLength(1));
    expect(deliveryCalls[0]!.body).toEqual({ customer_delivery_address_id: 42 });

    // A dealer acting for a customer places its order as the sales representative unless they untick it.
    expect(within(customerBox()).getByLabelText('Objednávka obchodného zástupcu za zákazníka')).toBeChecked();
    save();
    await waitFor(() => expect(saveCalls).toHaveLength(1));
    expect(saveCalls[0]!.body).toMatchObject({
      billing_information: { firstname: 'Peter', street: 'Nábrežie 3', country: 'SK' },
      delivery_address: null,
      selected_delivery_address_id: 42,
      sales_representative_order: true,
    });
  });

  it('does not offer the dealer order to anybody else, nor to a dealer shopping for no customer', async () => {
    await renderAt(cartAtCustomerData(), 'sk', {
      firstname: 'Dana',
      roles: ['ROLE_DEALER'],
      selected_customer: null,
      b2b_account_type: null,
    } as unknown as SessionUser);
    expect(
      within(customerBox()).queryByLabelText('Objednávka obchodného zástupcu za zákazníka'),
    ).not.toBeInTheDocument();
    cleanup();
    await renderAt(cartAtCustomerData());
    expect(within(customerBox()).getByLabelText('Meno')).toBeInTheDocument();
    expect(
      within(customerBox()).queryByLabelText('Objednávka obchodného zástupcu za zákazníka'),
    ).not.toBeInTheDocument();
  });

  it('is prefilled from the cart after a reload, shown as done with its change link', async () => {
    const billing = {
      firstname: 'Jana',
      lastname: 'Nováková',
      email: 'jana@example.com',
      phone: '900123456',
      street: 'Hlavná 1',
      city: 'Brno',
      zip: '602 00',
      country: 'CZ' as const,
    };
    await renderAt(
      cartAtCustomerData({
        guessed_current_step: 'summary',
        customer_data: { ...cartFixture().customer_data, is_filled: true, billing_information: billing },
      }),
    );
    expect(within(customerBox()).getByTestId('customer-data-summary')).toHaveTextContent('Jana Nováková');
    fireEvent.click(
      within(customerBox()).getByRole('button', { name: 'Zmeniť: Fakturačné a dodacie údaje' }),
    );
    await waitFor(() =>
      expect(
        within(customerBox()).getByRole('heading', { name: /Fakturačné a dodacie údaje/ }),
      ).toHaveFocus(),
    );
    expect(within(customerBox()).getByLabelText('Ulica a číslo')).toHaveValue('Hlavná 1');
    expect(within(customerBox()).getByLabelText('PSČ')).toHaveValue('602 00');
  });
});

describe('order page: cart', () => {
  it('replaces the cart with the answered one after a quantity change, the mini cart too', async () => {
    const calls = recordCall(
      server,
      '/api/cart/change-quantity',
      cartAnswer(
        cartFixture({ items: [cartItem({ quantity: 3, total_with_vat: 36300 })], total_with_vat: 36300 }),
      ),
    );
    await renderAt(cartFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Zvýšiť množstvo' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ item_variant_id: 501, quantity: 3 });
    expect(await screen.findByTestId('line-total')).toHaveTextContent('363,00 Kč');
    expect(screen.getByTestId('mini-cart')).toHaveAccessibleName(expect.stringContaining(nb('363,00 Kč')));
  });

  it('clears the cart and says so when a refresh fails (spec §4), and shows it again once the API answers', async () => {
    const { queryClient } = await renderAt(cartFixture());
    expect(screen.getByTestId('mini-cart')).toHaveAccessibleName(expect.stringContaining(nb('242,00 Kč')));
    server.use(
      http.get(`${BASE}/api/cart`, () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    await queryClient.refetchQueries({ queryKey: cartQueryKey });
    expect(await screen.findByRole('alert')).toHaveTextContent('Košík sa nepodarilo načítať.');
    expect(screen.queryByTestId('order-summary')).toBeNull();
    expect(screen.getByTestId('mini-cart')).toHaveAccessibleName(
      'Košík sa nepodarilo načítať. Otvorte ho a skúste znova.',
    );
    serveCart(server, cartFixture());
    fireEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByTestId('order-summary')).toBeVisible();
    expect(screen.getByTestId('mini-cart')).toHaveAccessibleName(expect.stringContaining(nb('242,00 Kč')));
  });

  it('shows the mini cart’s total without VAT to a Slovak VAT payer, as the order page leads with it (spec §1)', async () => {
    await renderAt(
      cartFixture({ is_vat_payer: true, country_code: 'SK', currency_code: 'EUR', total_without_vat: 20000 }),
    );
    expect(screen.getByTestId('mini-cart')).toHaveAccessibleName(
      expect.stringMatching(/spolu 200,00\s€ bez DPH$/),
    );
  });

  it('counts the lines in the cart heading, as the add toast does, not the pieces', async () => {
    await renderAt(
      cartFixture({ items: [cartItem({ quantity: 20 }), cartItem({ id: 2, quantity: 3 })], item_count: 23 }),
    );
    expect(screen.getByRole('heading', { name: 'Košík (2 položky)' })).toBeVisible();
  });

  it('shows a refused discount code under the field in the shopper language', async () => {
    const calls = recordCall(
      server,
      '/api/cart/add-discount-code',
      errorAnswer(404, 'DISCOUNT_CODE_NOT_FOUND', 'Unknown code.'),
    );
    await renderAt(cartFixture(), 'en');
    fireEvent.change(screen.getByLabelText('Have a discount code?'), { target: { value: ' LETO10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not know this discount code.');
    expect(calls[0]!.body).toEqual({ code: 'LETO10' });
    expect(screen.getByLabelText('Have a discount code?')).toHaveAttribute(
      'aria-describedby',
      'discount-code-failure',
    );
  });

  it('shows the empty state with a link to the shop', async () => {
    serveCart(server, cartFixture({ items: [], item_count: 0, guessed_current_step: 'cart' }));
    renderOrderPage();
    expect(await screen.findByTestId('empty-cart')).toHaveTextContent('Váš košík je prázdny.');
    expect(screen.getByRole('link', { name: 'Pokračovať v nákupe' })).toHaveAttribute('href', '/');
  });
});

describe('order page: summary and submit', () => {
  it('lists what blocks the order with links that open the step, the button disabled', async () => {
    await renderAt(cartFixture({ selected_shipping_id: 1, guessed_current_step: 'payment' }));
    const blockers = screen.getByTestId('submit-blockers');
    expect(
      within(blockers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['vyberte dopravu', 'vyberte platbu', 'vyplňte fakturačné údaje']);
    expect(screen.getByTestId('submit-order')).toBeDisabled();

    fireEvent.click(within(blockers).getByRole('link', { name: 'vyberte dopravu' }));
    const shipping = screen.getByRole('region', { name: /Doprava/ });
    expect(shipping).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(within(shipping).getByRole('heading', { name: /Doprava/ })).toHaveFocus());
  });

  it('shows the totals with VAT per rate', async () => {
    await renderAt(
      cartAtCustomerData({
        total_with_vat: 43000,
        total_without_vat: 35537,
        vat_summary: [{ rate: 21, base: 35537, vat: 7463, total: 43000 }],
      }),
    );
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByTestId('total-goods')).toHaveTextContent('242,00 Kč');
    expect(within(summary).getByTestId('total-shipping')).toHaveTextContent('149,00 Kč');
    expect(within(summary).getByTestId('total-payment')).toHaveTextContent('39,00 Kč');
    expect(within(summary).getByTestId('vat-line')).toHaveTextContent('21 %355,37 Kč74,63 Kč430,00 Kč');
    expect(within(summary).getByTestId('total-with-vat')).toHaveTextContent('430,00 Kč');
  });

  it('needs the terms, sends once however often clicked, keeps the key for the retry and goes on', async () => {
    const ready = cartAtCustomerData({
      can_submit: true,
      submit_blockers: [],
      guessed_current_step: 'summary',
    });
    let answers = 0;
    const calls = recordCall(server, '/api/cart/submit-order', () => {
      answers += 1;
      if (answers === 1) return HttpResponse.error();
      return HttpResponse.json({
        order: { id: 7, number: '2026000007', token: 'a'.repeat(32) },
        redirect_url: `/objednavka/dakujeme/7/${'a'.repeat(32)}`,
        cart: cartFixture({ items: [], item_count: 0 }),
      });
    });
    await renderAt(ready);
    const submit = screen.getByTestId('submit-order');

    fireEvent.click(submit);
    expect(
      await screen.findByText('Pred odoslaním objednávky potvrďte, že súhlasíte s obchodnými podmienkami.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Súhlasím s obchodnými podmienkami.'));
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    const key = calls[0]!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(submit);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/objednavka/dakujeme/7/${'a'.repeat(32)}`));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('idempotency-key')).toBe(key);
    expect(calls[1]!.body).toEqual({ terms_accepted: true, expected_total_with_vat: ready.total_with_vat });
    expect(screen.getByRole('status')).toHaveTextContent('Objednávka je odoslaná');
  });

  it('starts a new attempt with a new key after the server refused the order', async () => {
    const ready = cartAtCustomerData({
      can_submit: true,
      submit_blockers: [],
      guessed_current_step: 'summary',
    });
    const calls = recordCall(
      server,
      '/api/cart/submit-order',
      errorAnswer(422, 'OUT_OF_STOCK', 'Málo na sklade.'),
    );
    await renderAt(ready);
    fireEvent.click(screen.getByLabelText('Súhlasím s obchodnými podmienkami.'));
    fireEvent.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Tejto položky nie je na sklade dosť.'));
    fireEvent.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.headers.get('idempotency-key')).not.toBe(calls[0]!.headers.get('idempotency-key'));
  });
  it('shows the new cart when its total changed before the order was sent', async () => {
    const seen = cartAtCustomerData({
      can_submit: true,
      submit_blockers: [],
      guessed_current_step: 'summary',
    });
    const calls = recordCall(
      server,
      '/api/cart/submit-order',
      errorAnswer(409, 'ORDER_TOTAL_CHANGED', 'Total changed.'),
    );
    await renderAt(seen);
    const repriced = { ...seen, total_with_vat: seen.total_with_vat + 5000 };
    serveCart(server, repriced);
    fireEvent.click(screen.getByLabelText('Súhlasím s obchodnými podmienkami.'));
    fireEvent.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ terms_accepted: true, expected_total_with_vat: seen.total_with_vat });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Celková suma objednávky sa medzitým zmenila (cena, zľava alebo doprava). Skontrolujte, prosím, súhrn a objednávku odošlite znova.',
      ),
    );
    await waitFor(() =>
      expect(
        screen.getByTestId('order-summary').querySelector('[data-testid="total-with-vat"]'),
        // jest-dom reads a no-break space in the text as a plain one.
      ).toHaveTextContent(formatPrice(repriced.total_with_vat, 'CZK').replaceAll('\u00a0', ' ')),
    );
  });
});
