import { describe, expect, it } from 'vitest';
import {
  createMembershipSession,
  createMemoryStorage,
  DEFAULT_SESSION_DAYS,
  EXPIRES_KEY,
  MEMBER_KEY,
  TOKEN_KEY,
} from './session';
import type { Member } from './types';
import { aMember, anAuth } from '../../../contract/membership-answers.fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const member: Member = aMember({ id: 'mem_1', auth: anAuth({ email: 'ada@example.com' }) });

function sessionAt(start: number) {
  let now = start;
  const storage = createMemoryStorage();
  const session = createMembershipSession(storage, () => now);
  const later = (ms: number) => {
    now += ms;
  };
  return { storage, session, later };
}

describe('the membership session', () => {
  it("stores the token and member under @memberstack/dom's keys, with the answer's expiry", () => {
    const { storage, session } = sessionAt(1_000);
    session.signIn({ member, tokens: { accessToken: 'tok', expires: 5_000, type: 'bearer' } });
    expect(storage.getItem(TOKEN_KEY)).toBe('tok');
    expect(JSON.parse(storage.getItem(MEMBER_KEY)!)).toEqual(member);
    expect(storage.getItem(EXPIRES_KEY)).toBe('5000');
    expect(session.member()).toEqual(member);
  });

  it('drops an expired session on read', () => {
    const { storage, session, later } = sessionAt(1_000);
    session.signIn({ member, tokens: { accessToken: 'tok', expires: 5_000, type: 'bearer' } });
    later(4_000);
    expect(session.token()).toBeNull();
    expect(session.member()).toBeNull();
    expect(storage.getItem(MEMBER_KEY)).toBeNull();
  });

  it('lasts the default days when the answer names no future expiry', () => {
    const { session, later } = sessionAt(1_000);
    session.signIn({ member, tokens: { accessToken: 'tok', expires: 0, type: 'bearer' } });
    later(DEFAULT_SESSION_DAYS * DAY_MS - 1);
    expect(session.token()).toBe('tok');
    later(1);
    expect(session.token()).toBeNull();
  });

  it('keeps a session @memberstack/dom stored, which has no expiry', () => {
    const { storage, session } = sessionAt(1_000);
    storage.setItem(TOKEN_KEY, 'ms-token');
    storage.setItem(MEMBER_KEY, JSON.stringify(member));
    expect(session.token()).toBe('ms-token');
    expect(session.member()).toEqual(member);
  });

  it('tells listeners of sign-in and sign-out, until they stop listening', () => {
    const { session } = sessionAt(1_000);
    const heard: (Member | null)[] = [];
    const stop = session.onAuthChange((change) => heard.push(change));
    session.signIn({ member, tokens: { accessToken: 'tok', expires: 5_000, type: 'bearer' } });
    session.clear();
    session.clear();
    stop();
    session.signIn({ member, tokens: { accessToken: 'tok', expires: 5_000, type: 'bearer' } });
    expect(heard).toEqual([member, null]);
  });

  it('hears another tab sign in and out through the shared storage, once per change', () => {
    const { storage, session } = sessionAt(1_000);
    const heard: (Member | null)[] = [];
    session.onAuthChange((change) => heard.push(change));
    const otherTab = createMembershipSession(storage, () => 1_000);
    otherTab.signIn({ member, tokens: { accessToken: 'other', expires: 5_000, type: 'bearer' } });
    session.syncFromStorage();
    session.syncFromStorage();
    otherTab.clear();
    session.syncFromStorage();
    expect(heard).toEqual([member, null]);
  });

  it('tells member listeners of every stored record, a fresher one included, but auth listeners only of sign-in and out', () => {
    const { session } = sessionAt(1_000);
    const members: (Member | null)[] = [];
    const auth: (Member | null)[] = [];
    session.onMemberChange((change) => members.push(change));
    session.onAuthChange((change) => auth.push(change));
    const renamed = { ...member, customFields: { 'first-name': 'Ada' } };
    session.signIn({ member, tokens: { accessToken: 'tok', expires: 5_000, type: 'bearer' } });
    session.updateMember(renamed);
    session.clear();
    expect(members).toEqual([member, renamed, null]);
    expect(auth).toEqual([member, null]);
  });
});
