import { useId, useRef, useState } from 'react';
import type { ConsoleAppPlan } from '../../../contract/console-app-settings';
import { consoleClient } from '../../core/console-client';
import { toClientError } from '../../core/client-error';
import { type Column, DataTable } from '../../kit/ui/data-table/data-table';
import { StatusBadge } from '../../kit/ui/status-badge';
import { BothModes } from './both-modes';
import {
  HeadingRow,
  SectionCard,
  SectionHeading,
  SectionLead,
  SmallButton,
  Toolbar,
} from './console-app-settings.styles';
import { PlanEditor } from './plan-editor';
import { priceText } from './price-text';
import type { SectionProps } from './section-props';

const activePrices = (plan: ConsoleAppPlan) => plan.prices.filter((price) => price.status === 'ACTIVE');

/** The app's plans: a table, a form to add or edit one, and retiring (members keep it) or offering it again. */
export function PlansSection({ saved, save }: Pick<SectionProps, 'saved' | 'save'>) {
  const headingId = useId();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [statusError, setStatusError] = useState('');
  const newPlan = useRef<HTMLButtonElement>(null);
  // The form goes when saved or cancelled: the keyboard comes back to the table's section.
  const closeEditor = () => {
    setEditing(null);
    newPlan.current?.focus();
  };
  const editedPlan = saved.plans.find((plan) => plan.id === editing);

  async function setStatus(plan: ConsoleAppPlan, status: ConsoleAppPlan['status']) {
    setStatusError('');
    try {
      await save(
        'plans',
        () => consoleClient.setPlanStatus(plan.id, status),
        (answer, current) => ({ ...current, plans: answer.plans }),
      );
    } catch (thrown) {
      setStatusError(toClientError(thrown).message);
    }
  }

  const columns: Column<ConsoleAppPlan>[] = [
    { header: 'Plan', text: (plan) => plan.name },
    {
      header: 'Prices',
      text: (plan) => (activePrices(plan).length === 0 ? 'Free' : activePrices(plan).map(priceText).join(', ')),
    },
    {
      header: 'Status',
      text: (plan) => (plan.status === 'ACTIVE' ? 'Offered' : 'Retired'),
      cell: (plan, text) => <StatusBadge $tone={plan.status === 'ACTIVE' ? 'success' : 'neutral'}>{text}</StatusBadge>,
    },
    {
      header: 'Actions',
      text: () => '',
      cell: (plan) => (
        <Toolbar>
          <SmallButton type="button" aria-label={`Edit ${plan.name}`} onClick={() => setEditing(plan.id)}>
            Edit
          </SmallButton>
          {plan.status === 'ACTIVE' ? (
            <SmallButton type="button" aria-label={`Retire ${plan.name}`} onClick={() => setStatus(plan, 'INACTIVE')}>
              Retire
            </SmallButton>
          ) : (
            <SmallButton
              type="button"
              aria-label={`Offer ${plan.name} again`}
              onClick={() => setStatus(plan, 'ACTIVE')}
            >
              Offer again
            </SmallButton>
          )}
        </Toolbar>
      ),
    },
  ];

  return (
    <>
      <SectionCard part="section" aria-labelledby={headingId}>
        <HeadingRow>
          <SectionHeading part="section-heading" id={headingId}>
            Plans &amp; prices
          </SectionHeading>
          <BothModes />
        </HeadingRow>
        <SectionLead>
          A retired plan is offered to no one; members who hold it keep it. A price may name the Stripe price checkout
          charges in each mode: Stripe's test-mode prices do not exist in live mode.
        </SectionLead>
        <DataTable
          label="Plans"
          columns={columns}
          rows={saved.plans}
          rowKey={(plan) => plan.id}
          emptyText="No plans yet."
          noun={['plan', 'plans']}
        />
        {statusError && <SectionLead role="alert">{statusError}</SectionLead>}
        <Toolbar>
          <SmallButton ref={newPlan} type="button" onClick={() => setEditing('new')}>
            New plan
          </SmallButton>
        </Toolbar>
      </SectionCard>
      {editing !== null && (editing === 'new' || editedPlan) && (
        <PlanEditor key={editing} plan={editedPlan} save={save} onDone={closeEditor} />
      )}
    </>
  );
}
