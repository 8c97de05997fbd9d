// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { LazySelect, SelectDrawing } from './LazySelect.tsx';

const tables = [
  { group: 'Terrace', items: [{ value: '1', label: 'Table 1' }] },
  { group: 'Hall', items: [{ value: '2', label: 'Table 2' }, '3'] },
];

describe('LazySelect', () => {
  // First in the file: once loaded, the Select renders at once for every later test.
  it('draws the field until the Select arrives, then is the Select', async () => {
    const { container } = renderWithProviders(
      <LazySelect data={tables} value="2" onChange={() => undefined} data-testid="picker" />,
    );
    expect(screen.queryByTestId('picker')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toContain('Table 2');

    expect(await screen.findByTestId('picker')).toHaveValue('Table 2');
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});

describe('SelectDrawing', () => {
  it.each([
    { value: '1', shown: 'Table 1' },
    { value: '3', shown: '3' },
    { value: null, shown: 'Choose your table' },
    { value: '9', shown: 'Choose your table' },
  ])('shows $shown for the value $value, with the error', ({ value, shown }) => {
    const { container } = renderWithProviders(
      <SelectDrawing
        data={tables}
        value={value}
        placeholder="Choose your table"
        error="Please choose a table."
        data-testid="picker"
      />,
    );
    const drawing = container.querySelector('[aria-hidden="true"]');
    expect(drawing?.textContent).toBe(`${shown}Please choose a table.`);
    // Nobody uses the drawing for the field: no test id, no control.
    expect(screen.queryByTestId('picker')).toBeNull();
    expect(container.querySelector('input, [role="combobox"]')).toBeNull();
  });
});
