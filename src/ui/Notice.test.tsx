// @vitest-environment jsdom
import { Alert } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { Notice } from './Notice.tsx';
import { markupShape } from '../../tests/support/markup-shape.ts';

describe('Notice', () => {
  it.each([
    ['a titled status', { color: 'orange', title: 'You are offline', role: 'status' as const, mb: 'md' }],
    ['an untitled status', { color: 'yellow', role: 'status' as const, mb: 'md' }],
    ['a titled alert', { color: 'red', title: 'The menu could not be loaded' }],
  ])('renders as Mantine’s light Alert does: %s', (_, props) => {
    const alert = renderWithProviders(
      <Alert variant="light" {...props}>
        Body text
      </Alert>,
    );
    const alertShape = markupShape(alert.container.firstElementChild!);
    alert.unmount();
    const notice = renderWithProviders(<Notice {...props}>Body text</Notice>);
    expect(markupShape(notice.container.firstElementChild!)).toEqual(alertShape);
  });

  it('ties its title and body to the notice for screen readers', () => {
    const { getByRole } = renderWithProviders(
      <Notice color="red" title="Title">
        Body
      </Notice>,
    );
    const notice = getByRole('alert');
    expect(notice).toHaveAccessibleName('Title');
    expect(notice).toHaveAccessibleDescription('Body');
    expect(notice.querySelector('.mantine-Alert-title')).toHaveTextContent('Title');
  });
});
