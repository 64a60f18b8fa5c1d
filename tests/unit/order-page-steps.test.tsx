// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { toast } from '@/lib/toast/toast';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../support/no-break';
import type { Cart } from '@/lib/api/contract/cart';
import { cartQueryKey } from '@/lib/api/query-keys';
import {
  cartAnswer,
  checkoutTestServer,
  errorAnswer,
  recordCall,
  renderOrderPage,
  serveCart,
} from './checkout-harness';
import {
  BANK_TRANSFER,
  CASH_ON_DELIVERY,
  COURIER,
  PICKUP,
  ZILINA,
  cartFixture,
  cartItem,
} from './fixtures/checkout';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...props} />
  ),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const server = checkoutTestServer();

async function renderAt(cart: Cart) {
  serveCart(server, cart);
  const page = renderOrderPage();
  await screen.findByRole('heading', { name: /Doprava/ });
  return page;
}

const shippingBox = () => screen.getByRole('region', { name: /Doprava/ });
const paymentBox = () => screen.getByRole('region', { name: /Platba/ });
const customerBox = () => screen.getByRole('region', { name: /Fakturačné a dodacie údaje/ });

describe('order page: shipping step', () => {
  it('stores the courier at once, then opens the payments it allows with their prices', async () => {
    const chosen = cartFixture({
      selected_shipping_id: COURIER,
      shipping_price_with_vat: 14900,
      guessed_current_step: 'payment',
      submit_blockers: ['PAYMENT_NOT_SELECTED', 'CUSTOMER_DATA_MISSING'],
    });
    const calls = recordCall(server, '/api/cart/select-shipping', cartAnswer(chosen));
    await renderAt(cartFixture());

    fireEvent.click(within(shippingBox()).getByLabelText(/Kuriér/));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ shipping_id: COURIER, branch_id: null });
    expect(await within(shippingBox()).findByTestId('shipping-summary')).toHaveTextContent(
      'Kuriér – 149,00 Kč',
    );
    expect(within(shippingBox()).getByRole('button', { name: 'Zmeniť: Doprava' })).toBeInTheDocument();
    const payments = within(paymentBox()).getAllByRole('radio');
    expect(payments.map((radio) => radio.closest('li')?.textContent)).toEqual([
      expect.stringContaining(nb('Dobierka39,00 Kč')),
      expect.stringContaining('PrevodomZadarmo'),
    ]);
  });

  it('resets the shipping to none when the server refuses it, and toasts the reason in the shopper language', async () => {
    recordCall(
      server,
      '/api/cart/select-shipping',
      errorAnswer(404, 'SHIPPING_NOT_FOUND', 'Shipping not found.'),
    );
    const { queryClient } = await renderAt(cartFixture());
    const courier = within(shippingBox()).getByLabelText(/Kuriér/);

    fireEvent.click(courier);

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Táto doprava nie je k dispozícii.'));
    expect(queryClient.getQueryData<Cart>(cartQueryKey)).toMatchObject({
      selected_shipping_id: null,
      selected_shipping_branch_id: null,
    });
    expect(within(shippingBox()).getByLabelText(/Kuriér/)).not.toBeChecked();
    expect(paymentBox()).toHaveTextContent('Najprv dokončite predchádzajúci krok.');
  });

  it('finds pickup points by town or postcode without diacritics and saves the chosen one', async () => {
    const chosen = cartFixture({
      selected_shipping_id: PICKUP,
      selected_shipping_branch_id: ZILINA,
      guessed_current_step: 'payment',
    });
    const calls = recordCall(server, '/api/cart/select-shipping', cartAnswer(chosen));
    await renderAt(cartFixture());

    fireEvent.click(within(shippingBox()).getByLabelText(/Výdajné miesto/));
    const chooser = await screen.findByTestId('branch-chooser');
    expect(calls).toHaveLength(0);
    expect(within(chooser).getAllByTestId('branch')).toHaveLength(3);

    const search = within(chooser).getByLabelText('Hľadať výdajné miesto podľa mesta alebo PSČ');
    fireEvent.change(search, { target: { value: 'zilina' } });
    expect(
      within(chooser)
        .getAllByTestId('branch')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Národná 10, 010 01 Žilina')]);
    expect(within(chooser).getByRole('status')).toHaveTextContent('1 výdajné miesto');

    fireEvent.change(search, { target: { value: '60200' } });
    expect(within(chooser).getAllByTestId('branch')).toHaveLength(1);
    expect(within(chooser).getByTestId('branch')).toHaveTextContent('Výdejna Brno-střed');
    // The Czech point's hours, written "Po–Pá", in the page's Slovak.
    expect(within(chooser).getByTestId('branch')).toHaveTextContent('Otváracie hodiny: Po–Pi 8:00–18:00');

    fireEvent.change(search, { target: { value: 'Košice' } });
    expect(within(chooser).getByRole('status')).toHaveTextContent(
      'Žiadne výdajné miesto nezodpovedá hľadaniu.',
    );

    fireEvent.change(search, { target: { value: 'ŽILINA' } });
    fireEvent.click(within(chooser).getByRole('button', { name: 'Vybrať výdajné miesto Výdajňa Žilina' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ shipping_id: PICKUP, branch_id: ZILINA });
    expect(await within(shippingBox()).findByTestId('shipping-summary')).toHaveTextContent(
      'Výdajňa Žilina, Národná 10, 010 01 Žilina',
    );
  });

  it('resets the pickup shipping and its point to none when the server refuses the point', async () => {
    recordCall(
      server,
      '/api/cart/select-shipping',
      errorAnswer(404, 'BRANCH_NOT_FOUND', 'Branch not found.'),
    );
    const { queryClient } = await renderAt(cartFixture());
    fireEvent.click(within(shippingBox()).getByLabelText(/Výdajné miesto/));
    fireEvent.click(await screen.findByRole('button', { name: 'Vybrať výdajné miesto Výdejna Brno-střed' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Toto výdajné miesto pre zvolenú dopravu neexistuje.'),
    );
    expect(queryClient.getQueryData<Cart>(cartQueryKey)).toMatchObject({
      selected_shipping_id: null,
      selected_shipping_branch_id: null,
    });
    expect(screen.queryByTestId('branch-chooser')).not.toBeInTheDocument();
  });
});

describe('order page: calls in a row', () => {
  it('sends a payment chosen while the shipping is saved after it, the choice shown all along', async () => {
    const order: string[] = [];
    let releaseShipping = () => {};
    const shippingHeld = new Promise<void>((resolve) => (releaseShipping = resolve));
    let releasePayment = () => {};
    const paymentHeld = new Promise<void>((resolve) => (releasePayment = resolve));
    const withShipping = cartFixture({
      selected_shipping_id: COURIER,
      guessed_current_step: 'payment',
    });
    recordCall(server, '/api/cart/select-shipping', async () => {
      order.push('shipping sent');
      await shippingHeld;
      order.push('shipping answered');
      return cartAnswer(withShipping)();
    });
    recordCall(server, '/api/cart/select-payment', async () => {
      order.push('payment sent');
      await paymentHeld;
      return cartAnswer(
        cartFixture({
          selected_shipping_id: COURIER,
          selected_payment_id: CASH_ON_DELIVERY,
          guessed_current_step: 'customer_data',
        }),
      )();
    });
    const { queryClient } = await renderAt(cartFixture());

    fireEvent.click(within(shippingBox()).getByLabelText(/Kuriér/));
    fireEvent.click(await within(paymentBox()).findByLabelText(/Dobierka/));
    await waitFor(() => expect(order).toEqual(['shipping sent']));
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.selected_payment_id).toBe(CASH_ON_DELIVERY);

    releaseShipping();
    await waitFor(() => expect(order).toEqual(['shipping sent', 'shipping answered', 'payment sent']));
    // The shipping's answer (no payment yet on the server) leaves the waiting payment shown.
    expect(queryClient.getQueryData<Cart>(cartQueryKey)).toMatchObject({
      selected_shipping_id: COURIER,
      selected_payment_id: CASH_ON_DELIVERY,
    });
    expect(within(paymentBox()).getByTestId('payment-summary')).toHaveTextContent('Dobierka');

    releasePayment();
    await waitFor(() => expect(customerBox()).toHaveAttribute('data-state', 'open'));
    expect(await within(paymentBox()).findByTestId('payment-summary')).toHaveTextContent('Dobierka');
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('order page: payment step', () => {
  const atPayment = () =>
    cartFixture({
      selected_shipping_id: COURIER,
      shipping_price_with_vat: 14900,
      guessed_current_step: 'payment',
    });

  it('resets the payment to none when the server refuses it', async () => {
    const calls = recordCall(
      server,
      '/api/cart/select-payment',
      errorAnswer(422, 'PAYMENT_NOT_ALLOWED_WITH_SHIPPING', 'Not with this shipping.'),
    );
    const { queryClient } = await renderAt(atPayment());

    fireEvent.click(within(paymentBox()).getByLabelText(/Dobierka/));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Túto platbu nemožno kombinovať so zvolenou dopravou.'),
    );
    expect(calls[0]!.body).toEqual({ payment_id: CASH_ON_DELIVERY });
    expect(queryClient.getQueryData<Cart>(cartQueryKey)?.selected_payment_id).toBeNull();
    expect(within(paymentBox()).getByLabelText(/Dobierka/)).not.toBeChecked();
    expect(within(paymentBox()).queryByRole('button', { name: /Zmeniť/ })).not.toBeInTheDocument();
  });

  it('does not offer payments on handover while a deposit is to be paid up front', async () => {
    await renderAt(
      cartFixture({
        ...atPayment(),
        has_items_with_deposit: true,
        items: [cartItem({ has_deposit: true })],
        total_deposit_with_vat: 16940,
      }),
    );
    expect(within(paymentBox()).getByLabelText(/Prevodom/)).toBeInTheDocument();
    expect(within(paymentBox()).queryByLabelText(/Dobierka/)).not.toBeInTheDocument();
  });

  it('offers the deposit with backordered goods and sends the rest payment with it', async () => {
    const backordered = {
      has_items_with_deposit: true,
      items: [cartItem({ has_deposit: true })],
      deposit_percentage: 30,
    };
    const calls = recordCall(
      server,
      '/api/cart/select-payment',
      cartAnswer(
        cartFixture({
          ...atPayment(),
          ...backordered,
          deposit_type_selected: 'deposit',
          selected_payment_id: BANK_TRANSFER,
          pay_deposit_rest_with_vat: 16940,
        }),
      ),
    );
    await renderAt(cartFixture({ ...atPayment(), ...backordered }));
    expect(screen.getByTestId('deposit-note')).toHaveTextContent('záloha 30 %');

    fireEvent.click(within(paymentBox()).getByLabelText('Zaplatiť teraz zálohu 30 % a zvyšok neskôr'));
    fireEvent.click(within(paymentBox()).getByLabelText(/Prevodom/));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      payment_id: BANK_TRANSFER,
      deposit_payment_type: 'deposit',
      deposit_rest_payment_id: null,
    });
    const rest = await within(paymentBox()).findByRole('group', {
      name: `Zvyšok (${nb('169,40 Kč')}) sa zaplatí`,
    });
    fireEvent.click(within(rest).getByLabelText(/Dobierka/));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({
      payment_id: BANK_TRANSFER,
      deposit_payment_type: 'deposit',
      deposit_rest_payment_id: CASH_ON_DELIVERY,
    });
  });

  it('offers no “deposit and the rest later” when the deposit is 100 %, and says the whole price is paid', async () => {
    const calls = recordCall(server, '/api/cart/select-payment', cartAnswer(cartFixture(atPayment())));
    await renderAt(
      cartFixture({
        ...atPayment(),
        has_items_with_deposit: true,
        items: [cartItem({ has_deposit: true })],
        deposit_percentage: 100,
      }),
    );
    expect(screen.getByTestId('deposit-note')).toHaveTextContent(
      'Tovar na objednávku: pri objednávke sa platí celá jeho cena.',
    );
    expect(within(paymentBox()).queryByText(/zvyšok neskôr/)).toBeNull();
    fireEvent.click(within(paymentBox()).getByLabelText(/Prevodom/));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ payment_id: BANK_TRANSFER });
  });
});
