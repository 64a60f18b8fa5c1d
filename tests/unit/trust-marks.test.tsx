// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewsBadge } from '@/components/frame/reviews-badge';
import { BrandMarkList } from '@/components/ui/brand-mark-list';
import { cardMarks, carrierMarks } from '@/lib/config/brand-marks';
import { renderWithIntl } from './render-with-intl';

describe('trust marks', () => {
  it('lists the cards as images named by the brand, from the shop’s own files', () => {
    renderWithIntl(<BrandMarkList label="Platobné karty" marks={cardMarks} />);
    const list = screen.getByRole('list', { name: 'Platobné karty' });
    const images = within(list).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Visa',
      'Mastercard',
      'Maestro',
      'Apple Pay',
      'Google Pay',
    ]);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^\/static\/marks\/[a-z-]+\.svg$/);
  });

  it('has a self-hosted SVG for every mark, titled with the brand', () => {
    for (const mark of [...carrierMarks, ...cardMarks]) {
      const svg = readFileSync(path.join(process.cwd(), 'public', mark.src), 'utf8');
      expect(svg).toContain(`<title>${mark.name}</title>`);
      expect(svg).not.toMatch(/(href|src)="https?:/);
    }
  });

  it.each([
    [
      'sk',
      'https://www.heureka.sk/obchody/horeca-shop/',
      'Recenzie zákazníkov na Heureke',
      'OVERENÉ ZÁKAZNÍKMI',
      'heureka.sk',
    ],
    [
      'cs',
      'https://obchody.heureka.cz/horeca-shop-cz/recenze/',
      'Recenze zákazníků na Heurece',
      'OVĚŘENO ZÁKAZNÍKY',
      'obchody.heureka.cz',
    ],
  ] as const)(
    'the %s Heureka seal leads to the shop’s page and names its host',
    (locale, url, name, certificate, host) => {
      renderWithIntl(<ReviewsBadge profileUrl={url} />, locale, 'admin');
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', url);
      expect([...link.querySelectorAll('textPath')].map((path) => path.textContent)).toEqual([
        certificate,
        host,
      ]);
    },
  );
});
