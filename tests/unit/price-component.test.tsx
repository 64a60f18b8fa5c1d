// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '@/components/ui/price';
import { renderWithIntl } from './render-with-intl';

function renderPrice(props: Parameters<typeof Price>[0]) {
  return renderWithIntl(<Price {...props} />);
}

describe('<Price>', () => {
  it('shows the gross price first and the net price beside it', () => {
    renderPrice({ withVat: 123450, withoutVat: 102025, currency: 'CZK' });
    expect(screen.getByTestId('price-primary')).toHaveTextContent('1 234,50 Kč');
    expect(screen.getByText('1 020,25 Kč bez DPH')).toBeInTheDocument();
  });

  it('leads with the net price for VAT payers and marks a starting price', () => {
    renderPrice({ withVat: 1230, withoutVat: 1000, currency: 'EUR', primary: 'net', from: true });
    expect(screen.getByTestId('price-primary')).toHaveTextContent('od 10,00 €');
    expect(screen.getByText('12,30 € s DPH')).toBeInTheDocument();
  });
});
