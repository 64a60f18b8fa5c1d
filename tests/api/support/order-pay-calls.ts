/** A POST of the order pages (`/api/order/pay`, the development gateway's answer) as the browser sends it. */
export function orderPagePost(path: string, body: unknown): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/json',
      'x-channel-id': 'cz',
      'x-user-locale': 'en',
    },
    body: JSON.stringify(body),
  });
}
