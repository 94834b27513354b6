import { useId, useState } from 'react';
import type { App, Member, MemberPlanConnection } from '../../core/membership/types';
import { planDetails } from '../../xray/inspector/plan-details';
import { PlanDetailsView } from '../../xray/ui/plan-details-view';
import { ChevronIcon } from '../../xray/ui/xray-icons';
import { Empty } from '../../xray/ui/inspector-list.styles';
import { IdFact } from '../../xray/ui/id-fact';
import { Facts } from '../../xray/ui/inspector-item.styles';
import { PanelSection } from './panel-section';
import { PlanButton, Scroll } from './xray-dev-sidebar.styles';

/** The Member tab: the signed-in member's id, email, plans and custom fields. */
export function MemberPanel({ member, app }: { member: Member | null; app: App | null }) {
  if (!member)
    return (
      <Scroll>
        <Empty part="empty">No member signed in</Empty>
        <p className="muted">Log in on this page with a test member to see their data here.</p>
      </Scroll>
    );
  const fields = Object.entries(member.customFields ?? {});
  const plans = member.planConnections ?? [];
  const labelOf = (key: string) => app?.customFields?.find((field) => field.key === key)?.label;
  return (
    <Scroll>
      <PanelSection title="Member">
        <Facts part="facts">
          <IdFact id={member.id} />
          <dt>Email</dt>
          <dd>{member.auth.email}</dd>
          <dt>Verified</dt>
          <dd>{member.verified ? 'Yes' : 'No'}</dd>
          {member.createdAt && (
            <>
              <dt>Signed up</dt>
              <dd>{member.createdAt.slice(0, 10)}</dd>
            </>
          )}
        </Facts>
      </PanelSection>
      <PanelSection title="Plans" emptyText={plans.length === 0 ? 'No plans.' : undefined}>
        <ul>
          {plans.map((connection) => (
            <MemberPlan key={connection.id ?? connection.planId} connection={connection} app={app} />
          ))}
        </ul>
      </PanelSection>
      <PanelSection title="Custom fields" emptyText={fields.length === 0 ? 'None.' : undefined}>
        <Facts part="facts">
          {fields.map(([key, value]) => (
            <FieldFact key={key} name={labelOf(key) ?? key} fieldKey={key} value={value} />
          ))}
        </Facts>
      </PanelSection>
    </Scroll>
  );
}

function FieldFact({ name, fieldKey, value }: { name: string; fieldKey: string; value: unknown }) {
  const text = value === null || value === undefined || value === '' ? '(empty)' : String(value);
  return (
    <>
      <dt title={fieldKey}>{name}</dt>
      <dd>{text}</dd>
    </>
  );
}

/**
 * One plan connection: its name and whether it is free, expanding to ID and Priority (free) or
 * its price details (paid).
 */
function MemberPlan({ connection, app }: { connection: MemberPlanConnection; app: App | null }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const priceId = (connection.payment as { priceId?: unknown } | null | undefined)?.priceId;
  const plan = planDetails(connection.planId, app);
  const name = plan.kind === 'unknown' ? connection.planId : plan.planName;
  const free = String(connection.type).toUpperCase() === 'FREE' || plan.kind === 'free';
  return (
    <li part="member-plan">
      <PlanButton type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <span className="name">{name}</span>
        <span className="kind">{free ? 'Free' : 'Paid'}</span>
        <ChevronIcon />
      </PlanButton>
      {open && (
        <div id={detailsId}>
          <PlanDetailsView
            id={typeof priceId === 'string' && priceId ? priceId : connection.planId}
            app={app}
            label={`${name}: plan details`}
          />
          {connection.status && (
            <p className="muted status">
              Status: {connection.status.toLowerCase()}
              {connection.active === false ? ' (inactive)' : ''}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
