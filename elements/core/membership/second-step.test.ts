import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../contract/error-codes';
import { PASSKEY_FAILED_MESSAGE } from './errors';
import { isBackupCode, needsSecondStep, type SignInAnswer } from './second-step';

describe('needsSecondStep', () => {
  it('tells a challenge from a finished sign-in', () => {
    const challenge = { secondStep: { challenge: 'chl_1', expiresAt: 1, methods: ['totp', 'backup-code'] } };
    expect(needsSecondStep(challenge as SignInAnswer)).toBe(true);
    expect(needsSecondStep({ member: {}, tokens: {} } as SignInAnswer)).toBe(false);
    expect(needsSecondStep({ secondStep: null } as unknown as SignInAnswer)).toBe(false);
  });
});

describe('isBackupCode', () => {
  it.each(['abcde-23456', 'ABCDE-23456', 'abcde23456', ' abcde - 23456 '])('takes %j', (typed) => {
    expect(isBackupCode(typed)).toBe(true);
  });

  it.each(['', '123456', 'abcde-2345', 'abcde-234567', 'abcde_23456', 'abcd--23456', 'abcde-2345!'])(
    'refuses %j',
    (typed) => {
      expect(isBackupCode(typed)).toBe(false);
    },
  );
});

describe('the passkey failure the browser causes', () => {
  it("reads as the catalogue's passkey-failed", () => {
    expect(PASSKEY_FAILED_MESSAGE).toBe(ERROR_CODES['passkey-failed'].message);
  });
});
