/** The e2e server's port (playwright.config.ts): E2E_PORT lets two checkouts test side by side. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/** `http://localhost:3100`, or a country shop's origin: `origin('sk.localhost')`. */
export function origin(host = 'localhost'): string {
  return `http://${host}:${e2ePort}`;
}
