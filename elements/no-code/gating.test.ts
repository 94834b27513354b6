import { describe, expect, it } from 'vitest';
import type { Member } from '../core/membership/types';
import {
  activePlanIds,
  type ContentGroupSetting,
  gateDecision,
  hasGroupAccess,
  urlGateRedirect,
  urlMatches,
} from './gating';
import { aMember, anAuth, aPlanConnection } from '../../contract/membership-answers.fixtures';

const member = (planIds: string[] = [], inactive: string[] = []): Member =>
  aMember({
    id: 'mem_1',
    auth: anAuth({ email: 'a@example.com' }),
    planConnections: [
      ...planIds.map((planId, index) => aPlanConnection({ id: `con_${index}`, planId })),
      ...inactive.map((planId, index) =>
        aPlanConnection({ id: `old_${index}`, planId, active: false, status: 'CANCELED', type: 'SUBSCRIPTION' }),
      ),
    ],
  });

// The seeded app's groups (server/startup/seed/membership-data.ts).
const GROUPS: ContentGroupSetting[] = [
  {
    key: 'supply-chain',
    plans: [{ id: 'pln_starter' }, { id: 'pln_team' }],
    urls: [{ url: '/supply-chain', filter: 'STARTS' }],
    redirect: '/login',
  },
  {
    key: 'members',
    allowAllMembers: true,
    plans: [],
    urls: [{ url: '/members', filter: 'STARTS' }],
    redirect: '/login',
  },
  { key: 'playbook', plans: [{ id: 'pln_team' }], urls: [{ url: '/team-playbook', filter: 'EQUALS' }], redirect: '' },
];

describe('gateDecision', () => {
  const visitor = { member: null, groups: null };
  const signedIn = { member: member(), groups: null };

  it('shows members content to a signed-in member only, and !members to a visitor only', () => {
    expect(gateDecision('members', visitor)).toBe('remove');
    expect(gateDecision('members', signedIn)).toBe('show');
    expect(gateDecision('!members', visitor)).toBe('show');
    expect(gateDecision('!members', signedIn)).toBe('remove');
  });

  it('decides a group for a visitor without the app settings: a visitor holds no plan', () => {
    expect(gateDecision('supply-chain', visitor)).toBe('remove');
    expect(gateDecision('!supply-chain', visitor)).toBe('show');
  });

  it("waits for the app's groups to decide a member's group", () => {
    expect(gateDecision('supply-chain', signedIn)).toBe('pending');
    expect(gateDecision('!supply-chain', signedIn)).toBe('pending');
  });

  it('shows a group to a member holding one of its plans, and inverts with !', () => {
    const holder = { member: member(['pln_team']), groups: GROUPS };
    const other = { member: member(['pln_other']), groups: GROUPS };
    expect(gateDecision('supply-chain', holder)).toBe('show');
    expect(gateDecision('!supply-chain', holder)).toBe('remove');
    expect(gateDecision('supply-chain', other)).toBe('remove');
    expect(gateDecision('!supply-chain', other)).toBe('show');
  });

  it('counts only active plan connections', () => {
    expect(gateDecision('playbook', { member: member([], ['pln_team']), groups: GROUPS })).toBe('remove');
  });

  it('admits every member to a group that allows all members', () => {
    expect(gateDecision('members', { member: member(), groups: GROUPS })).toBe('show');
  });

  it('admits nobody to a group the app does not have, and tolerates spaces', () => {
    expect(gateDecision('no-such-group', { member: member(['pln_team']), groups: GROUPS })).toBe('remove');
    expect(gateDecision(' ! no-such-group ', { member: member(['pln_team']), groups: GROUPS })).toBe('show');
    expect(gateDecision('  members ', signedIn)).toBe('show');
  });

  it('gates nothing with an empty value', () => {
    expect(gateDecision('', visitor)).toBe('show');
    expect(gateDecision('!', visitor)).toBe('show');
  });
});

describe('plans held', () => {
  it('lists the active plan ids', () => {
    expect([...activePlanIds(member(['a', 'b'], ['c']))]).toEqual(['a', 'b']);
    // A member stored by another client may lack the list.
    expect(activePlanIds({ ...member(), planConnections: undefined } as unknown as Member).size).toBe(0);
  });

  it('matches a group by any of its plans', () => {
    expect(hasGroupAccess(member(['pln_starter']), GROUPS[0]!)).toBe(true);
    expect(hasGroupAccess(member(['pln_x']), GROUPS[0]!)).toBe(false);
    expect(hasGroupAccess(member(), { key: 'k' })).toBe(false);
  });
});

describe('urlMatches', () => {
  it.each([
    ['/members', { url: '/members', filter: 'STARTS' }, true],
    ['/members/area.html', { url: '/members', filter: 'STARTS' }, true],
    ['/Members/', { url: '/members', filter: 'STARTS' }, true],
    ['/pricing', { url: '/members', filter: 'STARTS' }, false],
    ['/memberstack.html', { url: '/members', filter: 'STARTS' }, false],
    ['/anything', { url: '/', filter: 'STARTS' }, true],
    ['/team-playbook', { url: '/team-playbook', filter: 'EQUALS' }, true],
    ['/team-playbook/', { url: '/team-playbook', filter: 'EQUALS' }, true],
    ['/team-playbook/2', { url: '/team-playbook', filter: 'EQUALS' }, false],
    ['/a/secret/b', { url: 'secret', filter: 'CONTAINS' }, true],
    ['/docs/private', { url: '/private', filter: 'ENDS' }, true],
    ['/members', { url: 'https://site.example/members/', filter: 'equals' }, true],
    ['/members', { url: '/members?x=1#top', filter: 'EQUALS' }, true],
    ['/members', { url: '/members', filter: 'REGEX' }, false],
  ])('%s against %j: %s', (path, rule, expected) => {
    expect(urlMatches(path, rule)).toBe(expected);
  });
});

describe('urlGateRedirect', () => {
  it("sends a visitor on a group's page to its redirect, and a member with access nowhere", () => {
    expect(urlGateRedirect('/supply-chain/east', { member: null, groups: GROUPS })).toBe('/login');
    expect(urlGateRedirect('/supply-chain/east', { member: member(['pln_starter']), groups: GROUPS })).toBeNull();
    expect(urlGateRedirect('/supply-chain', { member: member(['pln_other']), groups: GROUPS })).toBe('/login');
  });

  it('lets every member into an all-members group', () => {
    expect(urlGateRedirect('/members/area', { member: member(), groups: GROUPS })).toBeNull();
    expect(urlGateRedirect('/members/area', { member: null, groups: GROUPS })).toBe('/login');
  });

  it('goes to / when the group names no redirect, and never to the page it is on', () => {
    expect(urlGateRedirect('/team-playbook', { member: null, groups: GROUPS })).toBe('/');
    const selfRedirect = [{ key: 'k', urls: [{ url: '/', filter: 'STARTS' }], redirect: '/login/' }];
    expect(urlGateRedirect('/login', { member: null, groups: selfRedirect })).toBeNull();
    expect(urlGateRedirect('/anything', { member: null, groups: selfRedirect })).toBe('/login/');
  });

  it('leaves pages no group claims, and waits for the groups', () => {
    expect(urlGateRedirect('/pricing', { member: null, groups: GROUPS })).toBeNull();
    expect(urlGateRedirect('/members', { member: null, groups: null })).toBeNull();
  });
});
