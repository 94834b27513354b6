import type {
  App,
  CustomFieldSetting,
  Member,
  MemberPlanConnection,
  MemberTeamEntry,
} from '../../core/membership/types';

/** The custom fields a member edits on Profile: the app's fields not flagged hidden, in the app's order. */
export function visibleCustomFields(app: App): CustomFieldSetting[] {
  return (app.customFields ?? []).filter((field) => !field.hidden).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** Profile is offered only when it has a field to edit. */
export const hasProfileSection = (app: App): boolean => visibleCustomFields(app).length > 0;

export const freePlanConnections = (member: Member): MemberPlanConnection[] =>
  (member.planConnections ?? []).filter((connection) => connection.type === 'FREE');

/** Paid and one-time plans, whatever their state: a canceled one still says when it ended. */
export const paidPlanConnections = (member: Member): MemberPlanConnection[] =>
  (member.planConnections ?? []).filter((connection) => connection.type !== 'FREE');

export const joinedTeams = (member: Member): MemberTeamEntry[] => member.teams?.joinedTeams ?? [];

/** Plans has something to show: a billing portal, a paid plan's state, a free plan to remove, or a team to leave. */
export const hasPlansSection = (member: Member): boolean =>
  Boolean(member.stripeCustomerId) || (member.planConnections ?? []).length > 0 || joinedTeams(member).length > 0;

/** Team manages the member's first owned team only, as Memberstack's modal does. */
export const ownedTeamId = (member: Member): string | undefined => member.teams?.ownedTeams?.[0]?.teamId;
