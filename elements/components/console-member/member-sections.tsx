import { useId, useState } from 'react';
import type { ConsoleMemberDetail, ConsolePlan } from '../../../contract/console-answers';
import type { AdminPlanConnection, PlanConnectionStatus } from '../../../contract/membership-answers';
import { consoleClient } from '../../core/console-client';
import { formatDateTime } from '../../core/format';
import { OutlineButton } from '../../kit/ui/button';
import { StatusBadge, type StatusTone } from '../../kit/ui/status-badge';
import {
  Card,
  Facts,
  FieldPair,
  HiddenLabel,
  InlineForm,
  List,
  Muted,
  PlanState,
  Small,
} from './console-member.styles';

/** What the page does to the member: each answers what to say, and may change what is shown. */
export interface MemberActions {
  busy: string | null;
  run: (name: string, act: () => Promise<string>) => Promise<boolean>;
  show: (detail: ConsoleMemberDetail) => void;
}

interface SectionProps {
  detail: ConsoleMemberDetail;
}

/**
 * Every date on the member's page is written one way, the console's way for an instant
 * (2026-03-14 09:30:00, local time); Memberstack gives billing dates in Unix seconds.
 */
const dateOfSeconds = (seconds: number) => formatDateTime(new Date(seconds * 1000).toISOString());

/** A plan connection's state by what it means: paying or trying it, payment wanted, or ended. */
const CONNECTION_TONES: Record<PlanConnectionStatus, StatusTone> = {
  ACTIVE: 'success',
  TRIALING: 'success',
  PAST_DUE: 'attention',
  UNPAID: 'attention',
  INCOMPLETE: 'attention',
  REQUIRES_PAYMENT: 'attention',
  CANCELED: 'danger',
};

export function DetailsCard({ detail: { member } }: SectionProps) {
  return (
    <Card part="section" aria-labelledby="details-heading">
      <h2 id="details-heading">Details</h2>
      <Facts>
        <dt>Email</dt>
        <dd>{member.auth.email}</dd>
        <dt>Member ID</dt>
        <dd>{member.id}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(member.createdAt)}</dd>
        <dt>Last sign-in</dt>
        <dd>{member.lastLogin ? formatDateTime(member.lastLogin) : 'Never'}</dd>
        <dt>Email verified</dt>
        <dd>{member.verified ? 'Yes' : 'No'}</dd>
        <dt>Password</dt>
        <dd>{member.auth.hasPassword ? 'Set' : 'None (signs in another way)'}</dd>
        <dt>Stripe customer</dt>
        <dd>{member.stripeCustomerId ?? 'None'}</dd>
      </Facts>
    </Card>
  );
}

const fieldText = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export function FieldsCard({ detail: { member, customFields } }: SectionProps) {
  return (
    <Card part="section" aria-labelledby="fields-heading">
      <h2 id="fields-heading">Custom fields</h2>
      {customFields.length === 0 ? (
        <Muted>This app has no custom fields.</Muted>
      ) : (
        <Facts>
          {customFields.map((field) => (
            <FieldPair key={field.key}>
              <dt>
                {field.label}
                {field.hidden && <Small> (hidden)</Small>}
              </dt>
              <dd>{fieldText(member.customFields[field.key])}</dd>
            </FieldPair>
          ))}
        </Facts>
      )}
    </Card>
  );
}

/** A connection's state as Stripe tells it: its status, and when it ends if it is ending. */
function ConnectionState({ connection }: { connection: AdminPlanConnection }) {
  const cancelAt = connection.payment?.cancelAtDate;
  const words = connection.status.replace('_', ' ').toLowerCase();
  const status = words.charAt(0).toUpperCase() + words.slice(1);
  return (
    <>
      <StatusBadge $tone={CONNECTION_TONES[connection.status]}>{status}</StatusBadge>
      {cancelAt ? (
        <Small>
          {connection.active ? 'Cancels' : 'Ended'} {dateOfSeconds(cancelAt)}
        </Small>
      ) : null}
    </>
  );
}

export function PlansCard({
  detail,
  plans,
  actions,
}: SectionProps & { plans: readonly ConsolePlan[]; actions: MemberActions }) {
  const { member } = detail;
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const held = new Set(member.planConnections.map((connection) => connection.planId));
  const addable = plans.filter((plan) => plan.free && plan.active && !held.has(plan.id));
  const planName = (planId: string) => plans.find((plan) => plan.id === planId)?.name ?? planId;
  return (
    <Card part="section" aria-labelledby="plans-heading">
      <h2 id="plans-heading">Plans</h2>
      {member.planConnections.length === 0 ? (
        <Muted>No plans.</Muted>
      ) : (
        <List aria-label="Plans">
          {member.planConnections.map((connection) => (
            <li key={connection.id}>
              <span>
                <strong>{connection.planName}</strong> <Small>{connection.type === 'FREE' ? 'Free' : 'Paid'}</Small>
              </span>
              <PlanState>
                <ConnectionState connection={connection} />
                {connection.type === 'FREE' && (
                  <OutlineButton
                    type="button"
                    part="action"
                    aria-label={`Remove ${connection.planName}`}
                    disabled={actions.busy !== null}
                    onClick={() =>
                      void actions.run('remove-plan', async () => {
                        actions.show(await consoleClient.removePlan(member.id, connection.planId));
                        return `${connection.planName} was removed.`;
                      })
                    }
                  >
                    Remove
                  </OutlineButton>
                )}
              </PlanState>
            </li>
          ))}
        </List>
      )}
      {addable.length > 0 && (
        <InlineForm
          aria-label="Add a free plan"
          onSubmit={(event) => {
            event.preventDefault();
            const planId = chosen || addable[0]?.id;
            if (!planId) return;
            void actions.run('add-plan', async () => {
              actions.show(await consoleClient.addPlan(member.id, planId));
              setChosen('');
              return `${planName(planId)} was added.`;
            });
          }}
        >
          <HiddenLabel htmlFor={selectId}>Free plan to add</HiddenLabel>
          <select
            id={selectId}
            value={chosen || addable[0]?.id}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            {addable.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
          <OutlineButton type="submit" part="action" disabled={actions.busy !== null}>
            Add free plan
          </OutlineButton>
        </InlineForm>
      )}
    </Card>
  );
}

export function TeamsCard({ detail: { member } }: SectionProps) {
  const teams = [
    ...member.teams.ownedTeams.map((team) => ({ ...team, role: 'Owner' })),
    ...member.teams.joinedTeams.map((team) => ({ ...team, role: 'Member' })),
  ];
  return (
    <Card part="section" aria-labelledby="teams-heading">
      <h2 id="teams-heading">Teams</h2>
      {teams.length === 0 ? (
        <Muted>Not in a team.</Muted>
      ) : (
        <List aria-label="Teams">
          {teams.map((team) => (
            <li key={`${team.role}-${team.teamId}`}>
              <span>
                <strong>{team.name}</strong> {team.planName && <Small>{team.planName}</Small>}
              </span>
              <Small>{team.role}</Small>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

export function ProvidersCard({ detail: { member } }: SectionProps) {
  const providers = member.auth.providers;
  return (
    <Card part="section" aria-labelledby="providers-heading">
      <h2 id="providers-heading">Sign-in providers</h2>
      {providers.length === 0 ? (
        <Muted>None connected.</Muted>
      ) : (
        <List aria-label="Sign-in providers">
          {providers.map(({ provider }) => (
            <li key={provider}>{provider[0]?.toUpperCase() + provider.slice(1)}</li>
          ))}
        </List>
      )}
    </Card>
  );
}

/** The member's live sessions; the page's own 'Sign out everywhere' ends them. */
export function SessionsCard({ detail: { sessions } }: SectionProps) {
  return (
    <Card part="section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">
        Sessions <Small>{sessions.length} live</Small>
      </h2>
      {sessions.length === 0 ? (
        <Muted>Signed in nowhere.</Muted>
      ) : (
        <List aria-label="Live sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <span>Signed in {formatDateTime(session.createdAt)}</span>
              <Small>Ends {formatDateTime(session.expiresAt)}</Small>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
