import type { Messages } from '../../../core/membership/messages';
import type { MemberPlanConnection } from '../../../core/membership/types';
import { StatusBadge } from '../../../kit/ui/status-badge';
import { Group, Muted, PlanLine, Row, Rows, SubHeading } from '../ms-profile-modal.styles';
import { type DatedText, paidPlanState } from '../paid-plan-state';

/** A billing date in the visitor's own locale, as a day (the time of day means nothing to them). */
const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** 'Paid Plans': each paid plan with its state (active, past due, canceling on a date, ended). */
export function PaidPlans({
  connections,
  planName,
  messages,
  headingId,
}: {
  connections: MemberPlanConnection[];
  planName: (planId: string) => string;
  messages: Messages;
  headingId: string;
}) {
  const say = ({ key, date }: DatedText) =>
    messages.message(key, date === undefined ? undefined : { date: DAY_FORMAT.format(date * 1000) });
  return (
    <Group aria-labelledby={headingId}>
      <SubHeading id={headingId}>{messages.message('plans.paidPlans')}</SubHeading>
      <Rows>
        {connections.map((connection) => {
          const state = paidPlanState(connection);
          return (
            <Row key={connection.id} part="paid-plan">
              <PlanLine>
                <span>{planName(connection.planId)}</span>
                {state.detail && <Muted>{say(state.detail)}</Muted>}
              </PlanLine>
              <StatusBadge part="plan-status" $tone={state.tone}>
                {say(state.badge)}
              </StatusBadge>
            </Row>
          );
        })}
      </Rows>
    </Group>
  );
}
