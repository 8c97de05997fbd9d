// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('without a connection', () => {
    afterEach(() => vi.restoreAllMocks());

    it.each([
      { name: 'a call', error: new ApiError({ kind: 'http', status: 503 }) },
      { name: "the page's code", error: new TypeError('Failed to fetch dynamically imported module: /a.js') },
    ])('says the page failed for want of it ($name), never as our failure', ({ error }) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      renderWithProviders(<ServerErrorScreen error={error} onRetry={() => undefined} />);
      const screenShown = screen.getByTestId('page-offline');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
      expect(screenShown).toHaveTextContent('You seem to be offline. Check your connection and try again.');
      expect(screenShown).not.toHaveTextContent(/500|our side|HTTP|module/);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('opens the page again once the connection is back', () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const onRetry = vi.fn();
      renderWithProviders(<ServerErrorScreen error={new ApiError({ kind: 'network' })} onRetry={onRetry} />);
      expect(onRetry).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      act(() => void fireEvent(window, new Event('online')));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });
});
