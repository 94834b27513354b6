import { describe, expect, it } from 'vitest';
import {
  CODE_MESSAGE,
  EMAIL_MESSAGE,
  PASSWORD_MESSAGE,
  validateCode,
  validateEmail,
  validatePassword,
} from './validation';

describe('validateEmail', () => {
  it.each(['name@domain.tld', 'a.b+tag@mail.example.co', 'user@bücher.ch', 'user@xn--bcher-kva.ch'])(
    'accepts %s',
    (email) => {
      expect(validateEmail(email)).toBeUndefined();
    },
  );

  it('leaves an empty field to the form', () => {
    expect(validateEmail('')).toBeUndefined();
  });

  it.each([
    'name',
    'name@',
    '@domain.tld',
    'name@domain',
    'name@domain.t',
    'name@domain.',
    'name@.tld',
    'na me@domain.tld',
    'a@b@c.de',
    ' name@domain.tld',
  ])('refuses %j', (email) => {
    expect(validateEmail(email)).toBe(EMAIL_MESSAGE);
  });
});

describe('validatePassword', () => {
  it('needs at least 8 characters', () => {
    expect(validatePassword('1234567')).toBe(PASSWORD_MESSAGE);
    expect(validatePassword('')).toBe(PASSWORD_MESSAGE);
    expect(validatePassword('12345678')).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validatePassword('🔑🔑🔑🔑')).toBe(PASSWORD_MESSAGE);
  });
});

describe('validateCode', () => {
  it('accepts exactly six digits', () => {
    expect(validateCode('123456')).toBeUndefined();
    expect(validateCode('000000')).toBeUndefined();
  });

  it.each(['', '12345', '1234567', '12345a', ' 123456', '１２３４５６'])('refuses %j', (code) => {
    expect(validateCode(code)).toBe(CODE_MESSAGE);
  });
});
