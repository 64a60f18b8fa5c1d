import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadJsMeter, firstLoadScripts } from '@/scripts/first-load-js';

const html = `<html><head>
<script src="/_next/static/chunks/a.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script src="https://widget.example/reviews.js"></script>
<script>self.__next_f.push([1,""])</script>
</head><body><script src="/_next/static/chunks/b.js" async=""></script>
<script src="/_next/static/chunks/a.js" async=""></script></body></html>`;

describe('first-load JavaScript of a page', () => {
  it("counts the page's own scripts once each, not the noModule polyfills nor other origins", () => {
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('adds up their gzip sizes and fetches a script shared by two pages once', async () => {
    const bodies: Record<string, Buffer> = {
      '/_next/static/chunks/a.js': Buffer.from('let a = 1;'.repeat(500)),
      '/_next/static/chunks/b.js': Buffer.from('console.log("b");'),
    };
    const fetched: string[] = [];
    const measure = firstLoadJsMeter(async (source) => {
      fetched.push(source);
      return bodies[source]!;
    });
    const expected = Object.values(bodies).reduce(
      (sum, body) => sum + gzipSync(body, { level: 9 }).length,
      0,
    );
    expect((await measure(html)).total).toBe(expected);
    expect((await measure(html)).total).toBe(expected);
    expect(fetched).toHaveLength(2);
  });
});
