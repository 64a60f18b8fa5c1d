import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';

vi.mock('@/lib/toast/toast', () => ({ toast: { error: vi.fn() } }));

const BASE = 'http://shop.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('sends a FormData body as multipart, with the shop headers and without a JSON content type', async () => {
  let seen: { type: string | null; channel: string | null; name: string | undefined } | null = null;
  server.use(
    http.post(`${BASE}/api/admin/bannery/obrazok`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('image');
      seen = {
        type: request.headers.get('content-type'),
        channel: request.headers.get('x-channel-id'),
        name: file instanceof File ? file.name : undefined,
      };
      return HttpResponse.json({ id: 7 }, { status: 201 });
    }),
  );
  const client = createApiClient({ baseUrl: BASE, getLocale: () => 'sk', getChannel: () => 'cz' });
  const body = new FormData();
  body.set('image', new File(['png'], 'banner.png', { type: 'image/png' }));

  expect(await client.post('/api/admin/bannery/obrazok', body)).toEqual({ id: 7 });
  expect(seen).toEqual({
    type: expect.stringMatching(/^multipart\/form-data; boundary=/),
    channel: 'cz',
    name: 'banner.png',
  });
});
