import { useId, useState } from 'react';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { openBillingPortal } from '../billing-portal';
import { freePlanConnections, joinedTeams, paidPlanConnections } from '../member-sections';
import { Group, Muted, Row, Rows, SmallButton, SubHeading } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { PaidPlans } from './paid-plans';

/**
 * 'Plans': the billing portal (for a member with a payment customer), the paid plans with their
 * state, the teams the member joined, to leave, and the free plans, to remove.
 */
export function PlansSection({ app, member, messages, showError, showSuccess }: SectionProps) {
  const idPrefix = useId();
  // What is being done, so its button shows it and the others wait.
  const [busy, setBusy] = useState<string | null>(null);
  const teams = joinedTeams(member);
  const freePlans = freePlanConnections(member);
  const paidPlans = paidPlanConnections(member);
  const planName = (planId: string) => app.plans?.find((plan) => plan.id === planId)?.name ?? planId;

  const run = async (action: string, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const leaveTeam = (teamId: string) =>
    run(`team:${teamId}`, async () => {
      await membershipClient.removeTeamMember(teamId, member.id);
      await membershipClient.getCurrentMember();
      showSuccess(messages.message('plans.leftTeam'));
    });

  const removePlan = (planId: string) =>
    run(`plan:${planId}`, async () => {
      await membershipClient.removeFreePlan(planId);
      showSuccess(messages.message('plans.removed'));
    });

  const actionProps = (action: string) => ({
    disabled: busy !== null,
    'aria-busy': busy === action,
  });

  return (
    <>
      {member.stripeCustomerId && (
        <SmallButton {...actionProps('portal')} onClick={() => void run('portal', openBillingPortal)}>
          {messages.message('plans.manageSubscriptions')}
        </SmallButton>
      )}
      {paidPlans.length > 0 && (
        <PaidPlans connections={paidPlans} planName={planName} messages={messages} headingId={`${idPrefix}paid`} />
      )}
      {teams.length > 0 && (
        <Group aria-labelledby={`${idPrefix}teams`}>
          <SubHeading id={`${idPrefix}teams`}>{messages.message('plans.teamPlans')}</SubHeading>
          <Rows>
            {teams.map(({ teamId, planName: teamPlan }) => (
              <Row key={teamId}>
                <span id={`${idPrefix}team-${teamId}`}>{teamPlan ?? teamId}</span>
                <SmallButton
                  {...actionProps(`team:${teamId}`)}
                  aria-describedby={`${idPrefix}team-${teamId}`}
                  onClick={() => void leaveTeam(teamId)}
                >
                  {messages.message('plans.leaveTeam')}
                </SmallButton>
              </Row>
            ))}
          </Rows>
        </Group>
      )}
      <Group aria-labelledby={`${idPrefix}free`}>
        <SubHeading id={`${idPrefix}free`}>{messages.message('plans.freePlans')}</SubHeading>
        {freePlans.length === 0 ? (
          <Muted>{messages.message('plans.noFreePlans')}</Muted>
        ) : (
          <Rows>
            {freePlans.map(({ planId }) => (
              <Row key={planId}>
                <span id={`${idPrefix}plan-${planId}`}>{planName(planId)}</span>
                <SmallButton
                  {...actionProps(`plan:${planId}`)}
                  aria-describedby={`${idPrefix}plan-${planId}`}
                  onClick={() => void removePlan(planId)}
                >
                  {messages.message('plans.remove')}
                </SmallButton>
              </Row>
            ))}
          </Rows>
        )}
      </Group>
    </>
  );
}
