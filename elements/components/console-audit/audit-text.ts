import { AUDIT_ACTOR_TYPES, type AuditFilter, type ConsoleAuditEvent } from '../../../contract/console-audit-answers';
import { filtersFromQuery, filtersQuery, isDay, oneOf } from '../../kit/console/url-filters';

/** The filters as typed in the form; empty means any. */
export type AuditFilterValues = {
  actorType: '' | NonNullable<AuditFilter['actorType']>;
  actorId: string;
  action: string;
  targetId: string;
  from: string;
  to: string;
};

export const NO_AUDIT_FILTERS: AuditFilterValues = {
  actorType: '',
  actorId: '',
  action: '',
  targetId: '',
  from: '',
  to: '',
};

/** The filters a URL query holds (`?actorType=owner&from=2026-03-01`); anything else reads as unset. */
export const auditFiltersOf = (query: string | undefined): AuditFilterValues =>
  filtersFromQuery(query, NO_AUDIT_FILTERS, { actorType: oneOf(...AUDIT_ACTOR_TYPES), from: isDay, to: isDay });

/** The filters as a URL query, without `?`: empty for the whole log. */
export const auditFiltersQuery = (values: AuditFilterValues): string => filtersQuery(values, NO_AUDIT_FILTERS);

/** The query the server takes: only what is set, trimmed. */
export function auditQueryOf(values: AuditFilterValues): AuditFilter {
  const text = (value: string) => value.trim() || undefined;
  return {
    actorType: values.actorType || undefined,
    actorId: text(values.actorId),
    action: text(values.action),
    targetId: text(values.targetId),
    from: values.from || undefined,
    to: values.to || undefined,
  };
}

const ACTOR_KINDS = { owner: 'Owner', 'secret-key': 'Secret key', system: 'The service' } as const;

/** Who acted, as a person reads it: the owner's email or the key's name, else its kind and id. */
export const actorText = (event: ConsoleAuditEvent): string =>
  event.actor.label ?? `${ACTOR_KINDS[event.actor.type]} ${event.actor.id}`;

export const targetText = (event: ConsoleAuditEvent): string =>
  event.target ? `${event.target.type ?? ''} ${event.target.id}`.trim() : '—';

/** The actions and areas offered as suggestions in the action filter. */
export const KNOWN_ACTIONS = [
  'members.',
  'members.list',
  'members.update',
  'members.delete',
  'members.export',
  'members.import',
  'members.import-report',
  'secret-keys.',
  'secret-keys.create',
  'secret-keys.revoke',
  'owners.',
  'owners.invite',
  'owners.remove',
  'invitations.revoke',
  'app.',
  'app.update-options',
  'app.update-mode-options',
  'app.update-custom-fields',
  'app.update-providers',
  'app.create-plan',
  'app.update-plan',
  'app.set-plan-status',
  'audit.export',
] as const;
