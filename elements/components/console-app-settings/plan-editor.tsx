import { useEffect, useRef, useState } from 'react';
import type { ConsoleMemberMode } from '../../../contract/console-answers';
import {
  APP_MODES,
  type ConsoleAppPlan,
  type ConsolePlanDraft,
  type ConsolePriceDraft,
} from '../../../contract/console-app-settings';
import { consoleClient } from '../../core/console-client';
import { Field, Label } from '../../kit/form/field.styles';
import { TextField } from '../../kit/form/text-field';
import { FieldsRow, KeyText, SmallButton, StripeIds, Toolbar } from './console-app-settings.styles';
import { centsOf } from './price-text';
import type { SectionProps } from './section-props';
import { SelectField } from './select-field';
import { SettingsSection } from './settings-section';
import { type FieldMessages, useFieldMessages } from './use-field-messages';

/** A price as the form holds it: the amount and each mode's Stripe price id as typed. */
interface PriceForm extends Omit<ConsolePriceDraft, 'amount' | 'stripePriceIds'> {
  amountText: string;
  stripeText: Record<ConsoleMemberMode, string>;
}

const STRIPE_LABELS: Record<ConsoleMemberMode, string> = {
  test: 'Stripe price id, test mode',
  live: 'Stripe price id, live mode',
};

const STRIPE_PRICE = /^price_[A-Za-z0-9]{1,100}$/;

/** Where the plan is offered to new members ('' for nowhere). */
const SIGNUP_PLACES = [
  ['', 'Not offered at signup'],
  ['login', "The login modal's signup"],
  ['signup', 'The signup modal'],
] as const;

const BILLINGS = [
  ['SUBSCRIPTION', 'Subscription'],
  ['ONETIME', 'One payment'],
] as const;

const INTERVALS = [
  ['DAYS', 'Day'],
  ['WEEKS', 'Week'],
  ['MONTHS', 'Month'],
  ['YEARS', 'Year'],
] as const;

const formOf = (
  plan: ConsoleAppPlan | undefined,
): { name: string; description: string; signup: string; prices: PriceForm[] } => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  signup: plan?.signupSurface ?? '',
  prices: (plan?.prices ?? [])
    .filter((price) => price.status === 'ACTIVE')
    .map((price) => ({
      id: price.id,
      name: price.name,
      currency: price.currency,
      type: price.type,
      interval: price.interval,
      intervalCount: price.intervalCount,
      amountText: (price.amount / 100).toFixed(2),
      stripeText: { test: price.stripePriceIds.test ?? '', live: price.stripePriceIds.live ?? '' },
    })),
});

const NEW_PRICE: PriceForm = {
  name: 'Monthly',
  currency: 'usd',
  type: 'SUBSCRIPTION',
  interval: 'MONTHS',
  intervalCount: 1,
  amountText: '',
  stripeText: { test: '', live: '' },
};

const stripeProblem = (text: string) =>
  text.trim() === '' || STRIPE_PRICE.test(text.trim()) ? undefined : 'A Stripe price id (price_...).';

function priceProblems(price: PriceForm) {
  return {
    amount: centsOf(price.amountText) === null ? 'An amount such as 19.99.' : undefined,
    currency: /^[a-z]{3}$/.test(price.currency) ? undefined : 'A three-letter code such as usd.',
    stripe: { test: stripeProblem(price.stripeText.test), live: stripeProblem(price.stripeText.live) },
  };
}

/** The plan's form: new (`plan` undefined) or one to edit; a price left out is retired, not deleted. */
export function PlanEditor({
  plan,
  save,
  onDone,
}: {
  plan: ConsoleAppPlan | undefined;
  save: SectionProps['save'];
  onDone: () => void;
}) {
  const start = useRef<HTMLDivElement>(null);
  const initial = formOf(plan);
  // Opened from the table's Edit or New plan: the keyboard goes on in the form it opened.
  useEffect(() => {
    start.current?.querySelector('input')?.focus();
  }, []);
  const [form, setForm] = useState(initial);
  const messages = useFieldMessages();
  const problems = form.prices.map(priceProblems);
  const nameProblem = form.name.trim() === '' ? 'Give the plan a name.' : undefined;
  const updatePrice = (index: number, patch: Partial<PriceForm>) =>
    setForm((current) => ({
      ...current,
      prices: current.prices.map((price, at) => (at === index ? { ...price, ...patch } : price)),
    }));

  const draft = (): ConsolePlanDraft => ({
    name: form.name.trim(),
    description: form.description.trim() || null,
    signupSurface: form.signup === 'login' || form.signup === 'signup' ? form.signup : null,
    prices: form.prices.map(({ amountText, stripeText, ...price }) => ({
      ...price,
      amount: centsOf(amountText) ?? 0,
      interval: price.type === 'ONETIME' ? null : price.interval,
      intervalCount: price.type === 'ONETIME' ? null : price.intervalCount,
      stripePriceIds: { test: stripeText.test.trim() || null, live: stripeText.live.trim() || null },
    })),
  });

  return (
    <SettingsSection
      title={plan ? `Edit ${plan.name}` : 'New plan'}
      lead="A plan without prices is free. A price you remove is retired: members who pay it keep it."
      dirty={JSON.stringify(form) !== JSON.stringify(initial)}
      messages={messages}
      valid={
        !nameProblem &&
        problems.every(
          (problem) => !problem.amount && !problem.currency && !problem.stripe.test && !problem.stripe.live,
        )
      }
      onSave={async () => {
        await save(
          'plans',
          () => (plan ? consoleClient.updatePlan(plan.id, draft()) : consoleClient.createPlan(draft())),
          (answer, current) => ({ ...current, plans: answer.plans }),
        );
        onDone();
      }}
    >
      <div ref={start}>
        <TextField
          label="Plan name"
          name="plan-name"
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
          onBlur={() => messages.leave('plan-name', form.name)}
          error={messages.shown('plan-name', nameProblem)}
        />
      </div>
      <TextField
        label="Description"
        name="plan-description"
        value={form.description}
        onChange={(description) => setForm({ ...form, description })}
      />
      <SelectField
        label="Offered at"
        value={form.signup}
        options={SIGNUP_PLACES}
        onChange={(signup) => setForm({ ...form, signup })}
      />
      <div>
        {form.prices.map((price, index) => (
          <PriceRow
            key={price.id ?? `new-${index}`}
            price={price}
            problems={problems[index]!}
            messages={messages}
            name={(field) => `price-${index}-${field}`}
            update={(patch) => updatePrice(index, patch)}
            remove={() => setForm({ ...form, prices: form.prices.filter((_, at) => at !== index) })}
          />
        ))}
      </div>
      <Toolbar>
        <SmallButton type="button" onClick={() => setForm({ ...form, prices: [...form.prices, { ...NEW_PRICE }] })}>
          Add a price
        </SmallButton>
        <SmallButton type="button" onClick={onDone}>
          Cancel
        </SmallButton>
      </Toolbar>
    </SettingsSection>
  );
}

function PriceRow({
  price,
  problems,
  messages,
  name,
  update,
  remove,
}: {
  price: PriceForm;
  problems: ReturnType<typeof priceProblems>;
  messages: FieldMessages;
  /** The field's name among the plan's messages: the price's place and the field. */
  name: (field: string) => string;
  update: (patch: Partial<PriceForm>) => void;
  remove: () => void;
}) {
  const shown = (field: string, problem: string | undefined) => messages.shown(name(field), problem);
  return (
    <FieldsRow>
      <TextField label="Price name" name="price-name" value={price.name ?? ''} onChange={(name) => update({ name })} />
      <TextField
        label="Amount"
        name="price-amount"
        value={price.amountText}
        onChange={(amountText) => update({ amountText })}
        onBlur={() => messages.leave(name('amount'), price.amountText)}
        error={shown('amount', problems.amount)}
        placeholder="19.99"
      />
      <TextField
        label="Currency"
        name="price-currency"
        value={price.currency}
        onChange={(currency) => update({ currency: currency.toLowerCase() })}
        onBlur={() => messages.leave(name('currency'), price.currency)}
        error={shown('currency', problems.currency)}
      />
      <SelectField label="Billing" value={price.type} options={BILLINGS} onChange={(type) => update({ type })} />
      {price.type === 'SUBSCRIPTION' && (
        <SelectField
          label="Every"
          value={price.interval ?? 'MONTHS'}
          options={INTERVALS}
          onChange={(interval) => update({ interval, intervalCount: 1 })}
        />
      )}
      <StripeIds>
        {APP_MODES.map((mode) => (
          <TextField
            key={mode}
            label={STRIPE_LABELS[mode]}
            name={`price-stripe-${mode}`}
            value={price.stripeText[mode]}
            onChange={(text) => update({ stripeText: { ...price.stripeText, [mode]: text } })}
            onBlur={() => messages.leave(name(`stripe-${mode}`), price.stripeText[mode])}
            error={shown(`stripe-${mode}`, problems.stripe[mode])}
            placeholder="price_..."
          />
        ))}
      </StripeIds>
      {price.id && (
        <Field part="field">
          <Label as="span">Price id</Label>
          <KeyText>{price.id}</KeyText>
        </Field>
      )}
      <SmallButton type="button" aria-label={`Remove the price ${price.name ?? ''}`.trim()} onClick={remove}>
        Remove
      </SmallButton>
    </FieldsRow>
  );
}
