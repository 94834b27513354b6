import type { Member } from '../core/membership/types';

/** A content group as the app's settings (GET /app) give it, as far as gating reads it. */
export interface ContentGroupSetting {
  key: string;
  allowAllMembers?: boolean;
  plans?: readonly { id: string }[];
  urls?: readonly { url: string; filter: string }[];
  redirect?: string | null;
}

/** What gating knows so far: who is signed in, and the app's groups (null until they are known). */
export interface GateKnowledge {
  member: Member | null;
  groups: readonly ContentGroupSetting[] | null;
}

/** `show`: reveal it; `remove`: take it out of the page; `pending`: keep it hidden, not known yet. */
export type GateDecision = 'show' | 'remove' | 'pending';

/** The plans the member holds now (planConnections; a cancelled one is not active). */
export function activePlanIds(member: Member): Set<string> {
  return new Set(
    (member.planConnections ?? []).filter((connection) => connection.active !== false).map(({ planId }) => planId),
  );
}

/** As the service's own secure content decides: every member, or one holding a plan of the group's. */
export function hasGroupAccess(member: Member, group: ContentGroupSetting): boolean {
  if (group.allowAllMembers) return true;
  const held = activePlanIds(member);
  return (group.plans ?? []).some((plan) => held.has(plan.id));
}

/**
 * What `data-ms-content="<value>"` gets: `members` is any signed-in member, anything else a content
 * group key (a member holding one of its plans), and a leading `!` inverts. A visitor holds no plan,
 * so a visitor is decided without the app's groups; a member's group needs them (`pending` until
 * then). A key the app does not have admits nobody. An empty value gates nothing (the inspector
 * reports it).
 */
export function gateDecision(raw: string, { member, groups }: GateKnowledge): GateDecision {
  let key = raw.trim();
  const inverted = key.startsWith('!');
  if (inverted) key = key.slice(1).trim();
  if (!key) return 'show';
  let allowed: boolean;
  if (key === 'members') allowed = member !== null;
  else if (!member) allowed = false;
  else if (!groups) return 'pending';
  else {
    const group = groups.find((candidate) => candidate.key === key);
    allowed = group ? hasGroupAccess(member, group) : false;
  }
  return allowed !== inverted ? 'show' : 'remove';
}

/** A group's URL (a path, or a whole URL) or a page path, for comparing: its path, lower case, no trailing slash. */
const comparablePath = (value: string): string =>
  new URL(value.trim(), 'http://host/').pathname.replace(/(.)\/+$/, '$1').toLowerCase();

/**
 * Whether a page path matches one of a group's URL rules. Memberstack's filters: `EQUALS` (that
 * page), `STARTS` (that page and every page below it: `/members` gates `/members/guide` but not
 * `/memberstack`), and `CONTAINS` / `ENDS`; a filter we do not know matches nothing rather than
 * gate pages nobody meant to.
 */
export function urlMatches(pathname: string, rule: { url: string; filter: string }): boolean {
  const path = comparablePath(pathname);
  const url = comparablePath(rule.url);
  switch (rule.filter.trim().toUpperCase()) {
    case 'EQUALS':
      return path === url;
    case 'STARTS':
      return path === url || path.startsWith(url === '/' ? url : `${url}/`);
    case 'CONTAINS':
      return path.includes(url);
    case 'ENDS':
      return path.endsWith(url);
    default:
      return false;
  }
}

/**
 * Where a page gated by URL sends someone without access: the first group whose rules match the
 * path and that the visitor or member may not see, to its redirect (`/` when it names none).
 * Null when the page is open to them, or when the redirect is this very page (no loop).
 */
export function urlGateRedirect(pathname: string, knowledge: GateKnowledge): string | null {
  for (const group of knowledge.groups ?? []) {
    if (!(group.urls ?? []).some((rule) => urlMatches(pathname, rule))) continue;
    if (knowledge.member && hasGroupAccess(knowledge.member, group)) continue;
    const redirect = group.redirect?.trim() || '/';
    return comparablePath(redirect) === comparablePath(pathname) ? null : redirect;
  }
  return null;
}
