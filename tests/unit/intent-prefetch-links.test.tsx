// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { Link } from '@/lib/i18n/navigation';

const localizedPrefetch = vi.fn();
const nextPrefetch = vi.fn();
const rendered: { prefetch?: unknown }[] = [];

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: unknown; prefetch?: unknown };
function Anchor({ href, prefetch, ...props }: AnchorProps) {
  rendered.push({ prefetch });
  return <a {...props} href={typeof href === 'string' ? href : JSON.stringify(href)} />;
}

vi.mock('@/lib/i18n/base-navigation', () => ({
  BaseLink: Anchor,
  useRouter: () => ({ prefetch: localizedPrefetch }),
}));
vi.mock('next/link', () => ({ default: Anchor }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: nextPrefetch }) }));

beforeEach(() => {
  localizedPrefetch.mockReset();
  nextPrefetch.mockReset();
  rendered.length = 0;
});

describe('links prefetch when the visitor reaches for them, not when they are shown', () => {
  it('Link: nothing on render; the page on hover, focus and touch', () => {
    const href = { pathname: '/produkt/[slug]', params: { slug: 'tanier-27-cm' } } as const;
    render(<Link href={href}>Tanier</Link>);
    expect(rendered).toEqual([{ prefetch: false }]);
    expect(localizedPrefetch).not.toHaveBeenCalled();

    const link = screen.getByRole('link', { name: 'Tanier' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(localizedPrefetch).toHaveBeenCalledTimes(3);
    expect(localizedPrefetch).toHaveBeenCalledWith(href);
  });

  it("keeps the link's own handlers", () => {
    const onMouseEnter = vi.fn();
    render(
      <Link href="/kontakt" onMouseEnter={onMouseEnter}>
        Kontakt
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Kontakt' }));
    expect(onMouseEnter).toHaveBeenCalledOnce();
    expect(localizedPrefetch).toHaveBeenCalledWith('/kontakt');
  });

  it('prefetch={false} turns prefetching off', () => {
    render(
      <Link href="/kontakt" prefetch={false}>
        Kontakt
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Kontakt' }));
    expect(localizedPrefetch).not.toHaveBeenCalled();
  });

  it('LocalizedUrlLink: an already localized URL, prefetched on intent only', () => {
    render(<LocalizedUrlLink href="/en/category/cutlery">Cutlery</LocalizedUrlLink>);
    expect(rendered).toEqual([{ prefetch: false }]);
    const link = screen.getByRole('link', { name: 'Cutlery' });
    expect(link.getAttribute('href')).toBe('/en/category/cutlery');
    fireEvent.touchStart(link);
    expect(nextPrefetch).toHaveBeenCalledWith('/en/category/cutlery');
  });
});
