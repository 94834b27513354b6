import type { App, PlanSetting } from '../../core/membership/types';
import type { AppSettingsStatus } from '../../kit/membership/membership-store';
import { priceAmount } from '../../xray/inspector/plan-details';
import { IdFact } from '../../xray/ui/id-fact';
import { Facts, SmallButton } from '../../xray/ui/inspector-item.styles';
import { PriceFacts } from '../../xray/ui/price-facts';
import { PanelSection } from './panel-section';
import { Scroll } from './xray-dev-sidebar.styles';

interface AppPanelProps {
  app: App | null;
  status: AppSettingsStatus;
  error: string | null;
  onRetry: () => void;
}

/** The App tab: the app's id and name, plans with their ids and prices, custom fields, providers. */
export function AppPanel({ app, status, error, onRetry }: AppPanelProps) {
  if (!app)
    return (
      <Scroll>
        {status === 'error' ? (
          <div role="alert">
            <p className="muted">The app&rsquo;s settings did not load{error ? `: ${error}` : '.'}</p>
            <SmallButton type="button" onClick={onRetry}>
              Try again
            </SmallButton>
          </div>
        ) : (
          <p className="muted">Loading the app&rsquo;s settings&hellip;</p>
        )}
      </Scroll>
    );
  const plans = app.plans ?? [];
  const fields = [...(app.customFields ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const providers = [...(app.authProviders ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const passwordless = app.additionalAuthMethods?.passwordless;
  return (
    <Scroll>
      <PanelSection title="App">
        <Facts part="facts">
          <IdFact id={app.id} />
          <dt>Name</dt>
          <dd>{app.name ?? '(none)'}</dd>
          {app.mode && (
            <>
              <dt>Mode</dt>
              <dd>{app.mode === 'sandbox' ? 'Test mode' : 'Live'}</dd>
            </>
          )}
          <dt>Passwordless</dt>
          <dd>{passwordless?.enabled ? (passwordless.isDefault ? 'On, default' : 'On') : 'Off'}</dd>
        </Facts>
      </PanelSection>
      <PanelSection title="Plans" emptyText={plans.length === 0 ? 'No plans.' : undefined}>
        <ul>
          {plans.map((plan) => (
            <AppPlan key={plan.id} plan={plan} />
          ))}
        </ul>
      </PanelSection>
      <PanelSection title="Custom fields" emptyText={fields.length === 0 ? 'None.' : undefined}>
        <Facts part="facts">
          {fields.map((field) => (
            <FieldSetting key={field.key} label={field.label} fieldKey={field.key} note={fieldNote(field)} />
          ))}
        </Facts>
      </PanelSection>
      <PanelSection title="Providers" emptyText={providers.length === 0 ? 'None.' : undefined}>
        <Facts part="facts">
          {providers.map((provider) => (
            <FieldSetting key={provider.provider} label={provider.name} fieldKey={provider.provider} note="" />
          ))}
        </Facts>
      </PanelSection>
    </Scroll>
  );
}

function fieldNote(field: { hidden?: boolean; visibility?: string }): string {
  const visibility = field.visibility ? field.visibility.toLowerCase() : '';
  return [visibility, field.hidden ? 'hidden' : ''].filter(Boolean).join(', ');
}

function FieldSetting({ label, fieldKey, note }: { label: string; fieldKey: string; note: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <code>{fieldKey}</code>
        {note && <span className="muted"> · {note}</span>}
      </dd>
    </>
  );
}

/** A plan of the app: its name, free or paid, its ID and priority, and each price with its ID. */
function AppPlan({ plan }: { plan: PlanSetting }) {
  const prices = plan.prices ?? [];
  return (
    <li part="app-plan">
      <Facts part="plan-details" aria-label={`${plan.name}: plan details`}>
        <dt className="plan-name">{plan.name}</dt>
        <dd className="plan-kind">{prices.length ? 'Paid' : 'Free'}</dd>
        <IdFact id={plan.id} />
        {typeof plan.priority === 'number' && (
          <>
            <dt>Priority</dt>
            <dd>{plan.priority}</dd>
          </>
        )}
        {prices.map((price) => (
          <PriceFacts key={price.id} name={price.name} amount={priceAmount(price)} id={price.id} />
        ))}
      </Facts>
    </li>
  );
}
