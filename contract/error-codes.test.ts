import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES } from './error-codes';

describe('the error catalogue', () => {
  it.each(Object.entries(ERROR_CODES))('%s has an error status and a sentence to show', (code, { status, message }) => {
    expect(code).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
    expect(message).toMatch(/^\S.*[.)]$/);
  });

  it('gives every code its message in a record a site can override', () => {
    expect(Object.keys(ERROR_MESSAGES)).toEqual(Object.keys(ERROR_CODES));
    const site = { ...ERROR_MESSAGES, 'invalid-credentials': 'Wrong email or password' };
    expect(site['invalid-credentials']).toBe('Wrong email or password');
    expect(site['team-full']).toBe(ERROR_CODES['team-full'].message);
  });
});
