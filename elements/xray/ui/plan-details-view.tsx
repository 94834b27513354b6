import type { App } from '../../core/membership/types';
import { planDetails } from '../inspector/plan-details';
import { IdFact } from './id-fact';
import { Facts } from './inspector-item.styles';
import { PriceFacts } from './price-facts';

/**
 * A plan or price id as the app knows it: a free plan's ID and Priority, a paid plan's price
 * details; before the app's settings arrive, or for an id the app lacks, the id and why.
 */
export function PlanDetailsView({ id, app, label }: { id: string; app: App | null; label?: string }) {
  const details = planDetails(id, app);
  switch (details.kind) {
    case 'free':
      return (
        <Facts part="plan-details" aria-label={label}>
          <dt>Plan</dt>
          <dd>{details.planName} (free)</dd>
          <IdFact id={details.planId} />
          <dt>Priority</dt>
          <dd>{details.priority ?? 'None'}</dd>
        </Facts>
      );
    case 'paid':
      return (
        <Facts part="plan-details" aria-label={label}>
          <dt>Plan</dt>
          <dd>{details.planName}</dd>
          <dt>Price</dt>
          <dd>
            {details.priceName}: {details.amount}
          </dd>
          <IdFact label="Price ID" id={details.priceId} />
          <IdFact label="Plan ID" id={details.planId} />
        </Facts>
      );
    case 'paid-plan':
      return (
        <Facts part="plan-details" aria-label={label}>
          <dt>Plan</dt>
          <dd>{details.planName}</dd>
          <IdFact id={details.planId} />
          {details.prices.map((price) => (
            <PriceFacts key={price.id} {...price} />
          ))}
        </Facts>
      );
    case 'unknown':
      return (
        <Facts part="plan-details" aria-label={label}>
          <IdFact id={details.id} />
          <dt>Status</dt>
          <dd>{app ? 'Not a plan or price of this app' : 'Loading the app\u2019s plans\u2026'}</dd>
        </Facts>
      );
  }
}
