// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProduct } from '@/components/admin/products/product-defaults';
import { ProductForm } from '@/components/admin/products/product-form';
import { apiClient } from '@/lib/api/client';
import { renderWithIntl } from './render-with-intl';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));
vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const BASE = 'http://shop.test';
const server = setupServer();
const choices = {
  brands: [{ id: 3, name: 'Porcelánka' }],
  categories: [
    { id: 7, name: 'Stolovanie' },
    { id: 8, name: 'Stolovanie › Taniere' },
  ],
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  apiClient.configure({ baseUrl: BASE });
});
afterAll(() => server.close());
beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => server.resetHandlers());

function type(label: string, value: string, scope = screen.getByRole('form')) {
  const field = within(scope).getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('<ProductForm>', () => {
  it('sends a new product with slugs from the names, prices in minor units, and opens it', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/api/admin/produkty`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 41 }, { status: 201 });
      }),
    );
    renderWithIntl(
      <>
        <h1 id="product-form-title">Nový produkt</h1>
        <ProductForm choices={choices} productId={null} initial={emptyProduct()} />
      </>,
      'sk',
      'admin',
    );
    for (const [language, name] of [
      ['Slovensky', 'Plytký tanier'],
      ['Česky', 'Mělký talíř'],
      ['Anglicky', 'Flat plate'],
    ] as const) {
      type('Názov', name, screen.getByRole('group', { name: language }));
    }
    fireEvent.change(screen.getByLabelText('Hlavná kategória'), { target: { value: '8' } });
    fireEvent.click(screen.getByLabelText('Novinka'));
    const variant = screen.getByRole('group', { name: 'Variant 1' });
    type('Kód', 'TP-27', variant);
    type('Cena bez DPH – CZ (Kč)', '129,90', variant);
    type('Sklad (predajných jednotiek)', '40', variant);
    type('Cena bez DPH – SK (€)', '5,20', variant);
    fireEvent.click(screen.getByRole('button', { name: 'Uložiť' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('?id=41'));
    expect(sent).toMatchObject({
      translations: {
        sk: { name: 'Plytký tanier', slug: 'plytky-tanier' },
        cs: { name: 'Mělký talíř', slug: 'melky-talir' },
        en: { name: 'Flat plate', slug: 'flat-plate' },
      },
      brand_id: null,
      main_category_id: 8,
      category_ids: [],
      is_active: true,
      variants: [
        {
          id: null,
          code: 'TP-27',
          price_cz: 12_990,
          price_sk: 520,
          stock: 40,
          pack_quantity: 1,
          unit_pieces: 1,
        },
      ],
    });
  });
});
