// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render.tsx';
import { ApiError } from '../../api/errors.ts';
import { ServerErrorScreen } from './ServerErrorScreen.tsx';

describe('ServerErrorScreen', () => {
  it.each([
    {
      name: 'a call that found no connection, in the notices’ words',
      error: new ApiError({ kind: 'network' }),
      detail: 'You seem to be offline. Check your connection and try again.',
    },
    {
      name: 'an HTTP failure by its status, never its body',
      error: new ApiError({ kind: 'http', status: 502, serverMessage: 'SQLSTATE[42S22] at /var/www' }),
      detail: 'HTTP 502',
    },
    {
      name: 'a message the server wrote for customers',
      error: new ApiError({ kind: 'server-message', serverMessage: 'Branch closed' }),
      detail: 'Branch closed',
    },
    {
      name: 'a crash of our own as thrown',
      error: new TypeError('x is undefined'),
      detail: 'x is undefined',
    },
  ])('shows $name', ({ error, detail }) => {
    renderWithProviders(<ServerErrorScreen error={error} />);
    const shown = screen.getByTestId('server-error').querySelector('pre');
    expect(shown?.textContent).toBe(detail);
    expect(screen.getByTestId('server-error')).not.toHaveTextContent('SQLSTATE');
  });
});
