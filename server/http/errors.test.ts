import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../contract/error-codes.ts';
import { logger } from '../observability/logger.ts';
import { apiError, handleError } from './errors.ts';

/** A one-route app that throws what it is given, answered by the one error handler. */
async function answerTo(thrown: unknown) {
  const app = new Hono().onError(handleError).get('/', () => {
    throw thrown;
  });
  const response = await app.request('/');
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('apiError', () => {
  it('takes the status and message of the catalogue', () => {
    const error = apiError('team-full');
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      code: 'team-full',
      ...ERROR_CODES['team-full'],
    });
  });

  it('keeps a more specific message and headers', () => {
    const error = apiError('too-many-requests', {
      message: 'Too many sign-in attempts.',
      headers: { 'Retry-After': '120' },
    });
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many sign-in attempts.');
    expect(error.headers).toEqual({ 'Retry-After': '120' });
  });

  it('is answered as { error: { code, message } }, uncached, with its headers', async () => {
    const { status, headers, body } = await answerTo(
      apiError('invalid-token', { headers: { 'WWW-Authenticate': 'Bearer' } }),
    );
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 'invalid-token', message: ERROR_CODES['invalid-token'].message } });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('www-authenticate')).toBe('Bearer');
  });
});

describe('handleError', () => {
  it("answers hono's exceptions with the code of their status", async () => {
    expect(await answerTo(new HTTPException(413, { message: 'Too big' }))).toMatchObject({
      status: 413,
      body: { error: { code: 'payload-too-large', message: 'Too big' } },
    });
    expect((await answerTo(new HTTPException(408))).body.error.code).toBe('bad-request');
  });

  it('answers anything else as 500 internal, telling nothing of it', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      const { status, body } = await answerTo(new Error('secret detail'));
      expect(status).toBe(500);
      expect(body).toEqual({ error: { code: 'internal', message: ERROR_CODES.internal.message } });
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the log line of an unexpected error', () => {
  it('carries no email address or token that the error quoted', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      await answerTo(new Error('duplicate key (email)=(ada@example.com) for cf_ms_abcdefghijklmnop'));
      const line = JSON.stringify(logged.mock.calls[0]);
      expect(line).toContain('duplicate key');
      expect(line).not.toContain('ada@example.com');
      expect(line).not.toContain('cf_ms_abcdefghijklmnop');
    } finally {
      logged.mockRestore();
    }
  });
});
