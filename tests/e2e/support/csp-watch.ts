import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation a page reports, from the `securitypolicyviolation`
 * event (recorded by a script the browser runs before the page's own, per document) and from the console
 * (Chromium logs a refused script or style there as well, and a header it cannot read). The returned
 * check fails on any seen so far; call it before leaving each page, as a new document starts a new record.
 */
export async function watchCsp(page: Page): Promise<() => Promise<void>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Permissions-Policy|Refused to (execute|load|apply|connect|frame|evaluate)/i.test(
        message.text(),
      )
    )
      logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    expect([...events, ...logged], page.url()).toEqual([]);
  };
}

/** Every script in the page's HTML (JSON-LD data aside) carries the nonce of the response's policy. */
export function expectNoncedScripts(html: string, policy: string | null): void {
  const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  expect(nonce, `no nonce in ${policy}`).toBeTruthy();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/type="application\/ld\+json"/.test(tag));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

/**
 * A page from the shared cache: no nonce anywhere, and each inline script (JSON-LD aside) allowed by its
 * SHA-256 in the policy, which allows nothing inline besides.
 */
export function expectHashedScripts(html: string, policy: string | null): void {
  const scriptSources = /script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
  expect(scriptSources).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
  expect(html).not.toMatch(/<[a-z][^>]*\snonce=/i);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=|type="application\/ld\+json"/.test(attributes!),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , body] of inline) {
    expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  }
}
