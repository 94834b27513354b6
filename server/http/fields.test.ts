import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  boundedText,
  codeField,
  customFieldValues,
  emailField,
  idField,
  passwordField,
  plainObject,
  requestedPlans,
  urlField,
} from './fields.ts';

const accepts = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;
const messageFor = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message;

describe('the shared fields', () => {
  it('emailField keeps one ASCII form of an address', () => {
    expect(v.parse(emailField, ' user@bücher.ch ')).toBe('user@xn--bcher-kva.ch');
    expect(messageFor(emailField, 'not an address')).toBe('must be an email address');
  });

  it('boundedText, urlField and passwordField refuse what is too long, saying the bound', () => {
    expect(accepts(boundedText(3), 'abc')).toBe(true);
    expect(messageFor(boundedText(3), 'abcd')).toBe('must be at most 3 characters');
    expect(accepts(urlField, `https://example.com/${'a'.repeat(1980)}`)).toBe(true);
    expect(accepts(urlField, `https://example.com/${'a'.repeat(1981)}`)).toBe(false);
    expect(accepts(passwordField, 'x'.repeat(1024))).toBe(true);
    expect(accepts(passwordField, 'x'.repeat(1025))).toBe(false);
  });

  it('idField takes 1 to 200 characters', () => {
    expect(accepts(idField, 'pln_chainforge_team')).toBe(true);
    expect(messageFor(idField, '')).toBe('is required');
    expect(messageFor(idField, 'x'.repeat(201))).toBe('must be at most 200 characters');
  });

  it('codeField takes exactly six digits, around spaces', () => {
    expect(v.parse(codeField, ' 012345 ')).toBe('012345');
    for (const wrong of ['12345', '1234567', '12345a', '']) expect(accepts(codeField, wrong)).toBe(false);
  });

  it('plainObject refuses arrays and null, which valibot objects take', () => {
    expect(accepts(plainObject, { a: 1 })).toBe(true);
    for (const wrong of [[], [1], null, 'text']) expect(messageFor(plainObject, wrong)).toBe('must be an object');
  });

  it('customFieldValues keeps values as text and refuses nested ones', () => {
    expect(v.parse(customFieldValues, { name: 'Ada', age: 36, member: true, note: null })).toEqual({
      name: 'Ada',
      age: '36',
      member: 'true',
      note: '',
    });
    expect(accepts(customFieldValues, { nested: { a: 1 } })).toBe(false);
    expect(accepts(customFieldValues, Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 'x'])))).toBe(
      false,
    );
  });

  it('requestedPlans takes up to 20 plans by id', () => {
    expect(v.parse(requestedPlans, [{ planId: 'pln_a' }, { planId: 'pln_b', extra: 1 }])).toEqual([
      { planId: 'pln_a' },
      { planId: 'pln_b' },
    ]);
    expect(accepts(requestedPlans, [{ planId: '' }])).toBe(false);
    expect(
      accepts(
        requestedPlans,
        Array.from({ length: 21 }, () => ({ planId: 'pln_a' })),
      ),
    ).toBe(false);
  });
});
