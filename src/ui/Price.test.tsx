// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { Price } from './Price.tsx';

describe('Price', () => {
  it.each([
    { amount: 1250, currency: 'KWD', shown: /1\.250/ },
    { amount: 2000, currency: 'KWD', shown: /^KWD\s2$/ },
    { amount: 1999, currency: 'USD', shown: /^\$19\.99$/ },
  ])('shows $amount minor $currency in English', ({ amount, currency, shown }) => {
    const { container } = renderWithProviders(<Price amount={amount} currency={currency} />);
    expect(container.querySelector('bdi')?.textContent).toMatch(shown);
  });

  it('uses the active language: the Arabic currency sign in Arabic', () => {
    const { container } = renderWithProviders(<Price amount={1250} currency="KWD" />, { locale: 'ar' });
    const text = container.querySelector('bdi')?.textContent ?? '';
    expect(text).toContain('د.ك.');
    expect(text).not.toContain('KWD');
  });

  it('renders nothing when prices are hidden', () => {
    const { container } = renderWithProviders(<Price amount={1250} currency="KWD" hidden />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces a struck-through price as the original price', () => {
    const { container } = renderWithProviders(<Price amount={1500} currency="KWD" strikethrough />);
    expect(screen.getByText(/Original price:/)).toBeInTheDocument();
    expect(container.querySelector('s bdi')?.textContent).toMatch(/1\.500/);
  });
});
