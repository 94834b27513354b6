import { describe, expect, it } from 'vitest';
import type { Member } from '../core/membership/types';
import { collectFields, displayValue, formatSignupDate, prefillValue, signupPlans } from './member-fields';
import { aMember, anAuth } from '../../contract/membership-answers.fixtures';

const MEMBER: Member = aMember({
  id: 'mem_42',
  createdAt: '2025-03-04T10:00:00.000Z',
  auth: anAuth({ email: 'dana@example.com' }),
  profileImage: 'https://cdn.example/dana.png',
  customFields: { 'first-name': 'Dana', age: 41, empty: null },
});

describe('collectFields', () => {
  it('reads the email, the passwords, the code and every custom field', () => {
    expect(
      collectFields([
        { key: 'email', value: '  dana@example.com ' },
        { key: 'password', value: ' secret pass ' },
        { key: 'first-name', value: 'Dana ' },
        { key: 'token', value: ' 123 456 ' },
        { key: 'current-password', value: 'old' },
        { key: 'new-password', value: 'new' },
      ]),
    ).toEqual({
      email: 'dana@example.com',
      password: ' secret pass ',
      token: '123456',
      currentPassword: 'old',
      newPassword: 'new',
      customFields: { 'first-name': 'Dana ' },
    });
  });

  it('reads checkboxes as true or false and a radio group as its checked value', () => {
    expect(
      collectFields([
        { key: 'newsletter', value: 'on', type: 'checkbox', checked: true },
        { key: 'terms', value: 'on', type: 'checkbox', checked: false },
        { key: 'size', value: 'S', type: 'radio', checked: false },
        { key: 'size', value: 'M', type: 'radio', checked: true },
        { key: 'size', value: 'L', type: 'radio', checked: false },
      ]).customFields,
    ).toEqual({ newsletter: 'true', terms: 'false', size: 'M' });
  });

  it('takes no custom field from display-only keys or an empty key', () => {
    expect(
      collectFields([
        { key: 'id', value: 'x' },
        { key: 'signup-date', value: 'x' },
        { key: 'profile-image', value: 'x' },
        { key: ' ', value: 'x' },
      ]),
    ).toEqual({ customFields: {} });
  });

  it('lets a later control of the same key win', () => {
    expect(
      collectFields([
        { key: 'city', value: 'Oslo' },
        { key: 'city', value: 'Bergen' },
      ]).customFields,
    ).toEqual({ city: 'Bergen' });
  });
});

describe('what a member shows', () => {
  it('gives the email, id, date, image and custom fields as text', () => {
    expect(displayValue(MEMBER, 'email')).toBe('dana@example.com');
    expect(displayValue(MEMBER, 'id')).toBe('mem_42');
    expect(displayValue(MEMBER, 'signup-date', 'en-US')).toBe('Mar 4, 2025');
    expect(displayValue(MEMBER, 'profile-image')).toBe('https://cdn.example/dana.png');
    expect(displayValue(MEMBER, 'first-name')).toBe('Dana');
    expect(displayValue(MEMBER, 'age')).toBe('41');
    expect(displayValue(MEMBER, 'empty')).toBe('');
    expect(displayValue(MEMBER, 'unknown-field')).toBe('');
  });

  it('shows nothing for input-only keys', () => {
    for (const key of ['password', 'token', 'current-password', 'new-password', ''])
      expect(displayValue(MEMBER, key)).toBeUndefined();
  });

  it('prefills only the email and custom fields', () => {
    expect(prefillValue(MEMBER, 'email')).toBe('dana@example.com');
    expect(prefillValue(MEMBER, 'first-name')).toBe('Dana');
    expect(prefillValue(MEMBER, 'id')).toBeUndefined();
    expect(prefillValue(MEMBER, 'password')).toBeUndefined();
  });

  it('formats no date from nothing or nonsense', () => {
    expect(formatSignupDate(undefined)).toBe('');
    expect(formatSignupDate('not a date')).toBe('');
  });
});

describe('signupPlans', () => {
  it("joins the form's plans and the pending one, once each", () => {
    expect(signupPlans('pln_a', 'pln_b')).toEqual([{ planId: 'pln_a' }, { planId: 'pln_b' }]);
    expect(signupPlans(' pln_a , pln_c', 'pln_a')).toEqual([{ planId: 'pln_a' }, { planId: 'pln_c' }]);
    expect(signupPlans(null, null)).toEqual([]);
    expect(signupPlans('', ' ')).toEqual([]);
  });
});
