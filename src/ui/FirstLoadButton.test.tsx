// @vitest-environment jsdom
import { Button } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { markupShape } from '../../tests/support/markup-shape.ts';
import { renderWithProviders } from '../../tests/support/render.tsx';
import type { LayoutMode } from '../layouts/layout-mode.ts';
import { FirstLoadButton } from './FirstLoadButton.tsx';

function SearchIcon() {
  return <svg aria-hidden="true" />;
}

describe('FirstLoadButton', () => {
  it.each<[string, Record<string, unknown>, LayoutMode]>([
    ['the default filled button, a retry', { onClick: () => {} }, 'phone'],
    ['the default filled button on a touch screen (kiosk, table tablet)', { onClick: () => {} }, 'touch'],
    ['a light button, a filter that is on', { variant: 'light', 'aria-haspopup': 'dialog' }, 'phone'],
    ['a default button, a filter that is off', { variant: 'default', className: 'entry' }, 'touch'],
    [
      'a full-width entry with an icon, as a link',
      {
        variant: 'default',
        justify: 'flex-start',
        fullWidth: true,
        leftSection: <SearchIcon />,
        'data-testid': 'search-entry',
        renderRoot: (props: Record<string, unknown>) => <a {...props} href="/demo/search" />,
      },
      'phone',
    ],
    ['a coloured button', { color: 'red' }, 'phone'],
    ['a compact subtle button, a filter’s Clear', { variant: 'subtle', size: 'compact-sm' }, 'touch'],
  ])('renders as Mantine’s Button does: %s', (_, props, layout) => {
    const button = renderWithProviders(<Button {...props}>Try again</Button>, { layout });
    // Button also passes `justify` on to the element as an attribute HTML does not have; its
    // look comes from the --button-justify variable, which both set.
    const buttonShape = markupShape(button.container.firstElementChild!, ['justify']);
    button.unmount();
    const plain = renderWithProviders(<FirstLoadButton {...props}>Try again</FirstLoadButton>, { layout });
    expect(markupShape(plain.container.firstElementChild!)).toEqual(buttonShape);
  });

  it('is a button that answers a click, by its label', () => {
    const onClick = vi.fn();
    const { getByRole } = renderWithProviders(<FirstLoadButton onClick={onClick}>Try again</FirstLoadButton>);
    fireEvent.click(getByRole('button', { name: 'Try again' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
