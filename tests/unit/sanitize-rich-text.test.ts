import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/server/content/sanitize-rich-text';

describe('sanitizeRichText strips what could run or track', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an iframe', '<p>Map</p><iframe src="https://evil.example"></iframe>', '<p>Map</p>'],
    ['an event handler', '<p onclick="alert(1)">Click</p>', '<p>Click</p>'],
    ['an onerror on an image', '<img src="/media/a.webp" onerror="alert(1)">', '<img src="/media/a.webp" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a JavaScript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    ['an inline style', '<p style="background:url(javascript:1)">x</p>', '<p>x</p>'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['a form', '<form action="/api/x"><input name="a"><button>Go</button></form>', 'Go'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['an image from plain http', '<p>x</p><img src="http://tracker.example/p.gif">', '<p>x</p>'],
    ['an image from a data: URL', '<img src="data:image/png;base64,AAAA">', ''],
    ['a protocol-relative image', '<img src="//tracker.example/p.gif">', ''],
    ['an id that is not a plain slug', '<h2 id="x&quot; onclick=&quot;1">T</h2>', '<h2>T</h2>'],
    ['an id on a paragraph', '<p id="pobocky">x</p>', '<p>x</p>'],
    ['a class attribute', '<p class="fixed inset-0">x</p>', '<p>x</p>'],
  ])('removes %s', (_case, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});

describe('sanitizeRichText embeds images from the shop’s own media folder only', () => {
  it.each([
    ['a dot segment out of the folder', '<img src="/media/../api/auth/logout">'],
    ['a percent-encoded dot segment', '<img src="/media/%2e%2e/api/auth/logout">'],
    ['upper-case encoded dot segments', '<img src="/media/trends/%2E%2E/%2E%2E/api/auth/logout">'],
    ['backslashes, which a browser reads as slashes', '<img src="/media/..\\..\\api\\auth\\logout">'],
    ['dots written as entities', '<img src="/media/&#46;&#46;/api/auth/logout">'],
    ['an outside address over https', '<img src="https://cdn.example.com/a.jpg" alt="A">'],
    ['an outside address that names a media folder', '<img src="https://evil.example/media/x.png">'],
  ])('drops an image with %s', (_case, input) => {
    expect(sanitizeRichText(`<p>x</p>${input}`)).toBe('<p>x</p>');
  });

  it('stores the path the browser will fetch', () => {
    expect(sanitizeRichText('<img src="/media/trends/./old/../a.webp" alt="Terasa" />')).toBe(
      '<img src="/media/trends/a.webp" alt="Terasa" />',
    );
    expect(sanitizeRichText('<img src="/media/trends/a b.webp" />')).toBe(
      '<img src="/media/trends/a%20b.webp" />',
    );
  });
});

describe('sanitizeRichText keeps the markup editors write', () => {
  it.each([
    ['headings with an anchor', '<h2 id="pobocky">Pobočky</h2><h3>Praha</h3><h4>Sklad</h4>'],
    [
      'paragraphs with emphasis',
      '<p><strong>Tučné</strong>, <em>kurzíva</em> a <b>b</b> <i>i</i><br />riadok</p>',
    ],
    ['lists', '<ul><li>a</li></ul><ol><li>b</li></ol>'],
    ['an internal link', '<a href="/sk/kontakt">Kontakt</a>'],
    ['an https link', '<a href="https://example.com/a?b=1">Web</a>'],
    ['a mailto and a tel link', '<a href="mailto:info@example.com">e-mail</a> <a href="tel:+420123">tel</a>'],
    ['an image from our media', '<img src="/media/trends/a.webp" alt="Terasa" width="800" height="600" />'],
    [
      'a table',
      '<table><caption>Ceny</caption><thead><tr><th scope="col">Doprava</th></tr></thead>' +
        '<tbody><tr><td colspan="2">5 €</td></tr></tbody></table>',
    ],
    ['a quotation and a rule', '<blockquote>Citát</blockquote><hr />'],
  ])('keeps %s', (_case, input) => {
    expect(sanitizeRichText(input)).toBe(input);
  });

  it('opens a new-tab link without handing the opener over', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops any other target', () => {
    expect(sanitizeRichText('<a href="/sk/o-nas" target="_parent">x</a>')).toBe('<a href="/sk/o-nas">x</a>');
  });

  it('keeps the text of a tag it does not allow, and demotes an h1 to h2', () => {
    expect(sanitizeRichText('<h1>Nadpis</h1><div><span>text</span></div>')).toBe('<h2>Nadpis</h2>text');
  });
});
