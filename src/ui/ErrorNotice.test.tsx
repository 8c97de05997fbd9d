// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { ApiError } from '../api/errors.ts';
import { ErrorNotice } from './ErrorNotice.tsx';

describe('ErrorNotice', () => {
  it.each([
    { error: new ApiError({ kind: 'network' }), shown: /offline/ },
    { error: new ApiError({ kind: 'timeout' }), shown: /took too long/ },
    {
      error: new ApiError({ kind: 'http', status: 500, serverMessage: 'SQLSTATE[42S22]' }),
      shown: /Something went wrong/,
    },
    {
      error: new ApiError({ kind: 'server-message', serverMessage: 'Fail to fetch menu, please try later' }),
      shown: /^Fail to fetch menu, please try later$/,
    },
    { error: new ApiError({ kind: 'server-message' }), shown: /Something went wrong/ },
    { error: { kind: 'server-message', serverMessage: 'Branch closed' }, shown: /^Branch closed$/ },
    { error: new TypeError('x is undefined'), shown: /Something went wrong/ },
    { error: 'boom', shown: /Something went wrong/ },
  ])('says what happened for $error', ({ error, shown }) => {
    renderWithProviders(<ErrorNotice error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(shown);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('never shows the raw text of an HTTP failure', () => {
    renderWithProviders(
      <ErrorNotice error={new ApiError({ kind: 'http', status: 500, serverMessage: 'SQLSTATE' })} />,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('SQLSTATE');
  });

  it('offers to try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithProviders(
      <ErrorNotice error={new ApiError({ kind: 'network' })} onRetry={onRetry} title="Menu" />,
    );
    expect(screen.getByText('Menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
