import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, unwrap, unwrapResult } from './errors.ts';

const reply = (status: number) => new Response(null, { status });

describe('unwrapResult', () => {
  it('returns the data of a 2xx reply', () => {
    expect(unwrapResult({ data: { user: { id: 1 } }, response: reply(200) })).toEqual({ user: { id: 1 } });
  });

  it.each([
    {
      name: 'JSON Error body with code and fields',
      status: 422,
      body: {
        error: 422,
        message: 'Check the fields',
        code: 'validation_failed',
        fields: { phone: 'Bad phone' },
      },
      expected: {
        status: 422,
        serverMessage: 'Check the fields',
        code: 'validation_failed',
        fields: { phone: 'Bad phone' },
      },
    },
    {
      name: 'field messages sent as lists',
      status: 422,
      body: { message: 'Invalid', fields: { name: ['Required', 'Too short'], age: 3 } },
      expected: { status: 422, serverMessage: 'Invalid', code: null, fields: { name: 'Required' } },
    },
    {
      name: 'plain-text body (e.g. a proxy page)',
      status: 502,
      body: 'Bad gateway',
      expected: { status: 502, serverMessage: 'Bad gateway', code: null, fields: {} },
    },
    {
      name: 'no body',
      status: 500,
      body: undefined,
      expected: { status: 500, serverMessage: null, code: null, fields: {} },
    },
  ])('throws an http ApiError for $name', ({ status, body, expected }) => {
    const thrown = catchError(() => unwrapResult({ error: body, response: reply(status) }));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'http', ...expected });
  });

  it('names its kind when the server sent no message (screens never show it)', () => {
    const thrown = catchError(() => unwrapResult({ error: undefined, response: reply(500) }));
    expect((thrown as ApiError).message).toBe('http');
  });

  it.each([
    { data: { error: 1, message: 'Menu is closed' }, serverMessage: 'Menu is closed' },
    { data: { error: 1 }, serverMessage: null },
  ])(
    'throws a server-message ApiError for a 200 with error: 1 ($serverMessage)',
    ({ data, serverMessage }) => {
      const thrown = catchError(() => unwrapResult({ data, response: reply(200) }));
      expect(thrown).toMatchObject({ kind: 'server-message', status: 200, serverMessage });
    },
  );

  it('accepts error: 0 as success', () => {
    expect(unwrapResult({ data: { error: 0, menu: null }, response: reply(200) })).toEqual({
      error: 0,
      menu: null,
    });
  });
});

describe('unwrap', () => {
  it('turns a reply body that is not JSON into a server failure', async () => {
    await expect(
      unwrap(Promise.reject(new SyntaxError('Unexpected end of JSON input'))),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      code: 'reply_unreadable',
    });
  });

  it('awaits the call before unwrapping', async () => {
    await expect(unwrap(Promise.resolve({ data: { ok: true }, response: reply(200) }))).resolves.toEqual({
      ok: true,
    });
    await expect(
      unwrap(Promise.resolve({ error: { message: 'Gone' }, response: reply(404) })),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      serverMessage: 'Gone',
    });
  });
});

describe('isApiError', () => {
  it.each([
    { value: new ApiError({ kind: 'timeout' }), expected: true },
    { value: new Error('x'), expected: false },
    { value: { kind: 'http', status: 500 }, expected: false },
    { value: null, expected: false },
  ])('is $expected for %#', ({ value, expected }) => {
    expect(isApiError(value)).toBe(expected);
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
