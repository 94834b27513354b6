import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import styled from 'styled-components';
import { validateEmail } from '../../core/validation';
import { expectAccessible, shadowQuery } from '../../../tests/wtr/helpers';
import { defineElement, type KitProps } from '../define-element';
import { deepActiveElement } from '../dialog/deep-active-element';
import type { ElementMeta } from '../element-meta';
import { CodeInput } from './code-input';
import { FormMessage } from './form-message';
import { FormStack } from './form-stack';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** The surface the forms sit on inside a dialog, so contrast is judged as users see it. */
const Surface = styled.div`
  padding: 24px;
  background: var(--cf-color-surface);
`;

function FormProbe(_: KitProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Surface>
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
        }}
      >
        <TextField
          label="Email address"
          type="email"
          name="email"
          value={email}
          onChange={setEmail}
          error={validateEmail(email)}
        />
        <TextField label="Password" type="password" name="password" value={password} onChange={setPassword} />
        <CodeInput label="Verification code" value={code} onChange={setCode} />
        <output>{code}</output>
        <FormMessage
          error={busy ? 'That code has expired' : undefined}
          success={code.length === 6 ? 'Code complete' : undefined}
        />
        <SubmitButton busy={busy}>Continue</SubmitButton>
      </FormStack>
    </Surface>
  );
}

const meta: ElementMeta = {
  tag: 'kit-form-probe',
  summary: 'A probe for the kit form',
  attributes: {},
  properties: {},
  events: {},
  parts: {},
};
defineElement(meta, FormProbe);

const inProbe = <T extends Element = HTMLElement>(probe: Element, selector: string) =>
  probe.shadowRoot!.querySelector<T & Element>(selector)!;
const digitBoxes = (probe: Element) => [...probe.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="code-digit"]')];
const codeValue = (probe: Element) => inProbe(probe, 'output').textContent;
const focusedBox = (probe: Element) => digitBoxes(probe).indexOf(deepActiveElement() as HTMLInputElement);

async function renderProbe() {
  const probe = await fixture(html`<kit-form-probe></kit-form-probe>`);
  await shadowQuery(probe, '[part="submit"]');
  return probe;
}

async function type(text: string) {
  await sendKeys({ type: text });
}

async function press(key: string) {
  await sendKeys({ press: key });
}

function paste(target: Element, text: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true, composed: true }));
}

describe('CodeInput', () => {
  it('is a labelled group of six one-digit boxes', async () => {
    const probe = await renderProbe();
    const group = inProbe(probe, '[role="group"]');
    expect(probe.shadowRoot!.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).to.equal(
      'Verification code',
    );
    expect(digitBoxes(probe).map((box) => box.getAttribute('aria-label'))).to.deep.equal(
      [1, 2, 3, 4, 5, 6].map((digit) => `Digit ${digit} of 6`),
    );
    expect(digitBoxes(probe)[0]!.getAttribute('autocomplete')).to.equal('one-time-code');
    expect(digitBoxes(probe)[0]!.inputMode).to.equal('numeric');
  });

  it('takes one digit a box as they are typed, ignoring anything else', async () => {
    const probe = await renderProbe();
    digitBoxes(probe)[0]!.focus();
    await type('1a2 -3');
    await waitUntil(() => codeValue(probe) === '123', `typed ${codeValue(probe)}`);
    expect(digitBoxes(probe).map((box) => box.value)).to.deep.equal(['1', '2', '3', '', '', '']);
    expect(focusedBox(probe)).to.equal(3);
    await type('456');
    await waitUntil(() => codeValue(probe) === '123456');
    expect(focusedBox(probe)).to.equal(5);
  });

  it('spreads a pasted code across the boxes', async () => {
    const probe = await renderProbe();
    digitBoxes(probe)[0]!.focus();
    paste(digitBoxes(probe)[0]!, '123456');
    await waitUntil(() => codeValue(probe) === '123456', `pasted ${codeValue(probe)}`);
    expect(digitBoxes(probe).map((box) => box.value)).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    expect(focusedBox(probe)).to.equal(5);
  });

  it('goes back on Backspace in an empty box, and clears a filled one', async () => {
    const probe = await renderProbe();
    digitBoxes(probe)[0]!.focus();
    await type('12');
    await waitUntil(() => codeValue(probe) === '12');
    expect(focusedBox(probe)).to.equal(2);
    await press('Backspace');
    expect(focusedBox(probe)).to.equal(1);
    expect(codeValue(probe)).to.equal('12');
    await press('Backspace');
    await waitUntil(() => codeValue(probe) === '1', `left ${codeValue(probe)}`);
    expect(focusedBox(probe)).to.equal(1);
  });

  it('is one Tab stop, and sends focus from a later empty box to the first empty one', async () => {
    const probe = await renderProbe();
    digitBoxes(probe)[4]!.focus();
    expect(focusedBox(probe)).to.equal(0);
    await press('Tab');
    expect(deepActiveElement()).to.equal(inProbe(probe, '[part="submit"]'));
    await press('Shift+Tab');
    expect(focusedBox(probe)).to.equal(0);
  });
});

describe('TextField', () => {
  it('is labelled, and ties its error to the input while there is one', async () => {
    const probe = await renderProbe();
    const input = inProbe<HTMLInputElement>(probe, 'input[name="email"]');
    expect(input.labels?.[0]?.textContent).to.equal('Email address');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    input.focus();
    await type('name@domain');
    await waitUntil(() => input.getAttribute('aria-invalid') === 'true', 'no error shown');
    const error = probe.shadowRoot!.getElementById(input.getAttribute('aria-describedby')!);
    expect(error?.textContent).to.equal('Please enter a valid email address');
    await type('.tld');
    await waitUntil(() => !input.hasAttribute('aria-invalid'), 'the error stayed');
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('shows and hides a password with a named toggle', async () => {
    const probe = await renderProbe();
    const input = inProbe<HTMLInputElement>(probe, 'input[name="password"]');
    const toggle = inProbe(probe, '[part="password-toggle"]');
    input.focus();
    await type('secret-words');
    expect(input.type).to.equal('password');
    expect(toggle.getAttribute('aria-label')).to.equal('Show password');
    toggle.click();
    await waitUntil(() => input.type === 'text', 'the password stayed hidden');
    expect(toggle.getAttribute('aria-label')).to.equal('Hide password');
    expect(input.value).to.equal('secret-words');
    toggle.click();
    await waitUntil(() => input.type === 'password', 'the password stayed shown');
  });
});

describe('SubmitButton and FormMessage', () => {
  it('turns busy on submit: aria-busy, disabled, a spinner, its name kept', async () => {
    const probe = await renderProbe();
    const button = inProbe<HTMLButtonElement>(probe, '[part="submit"]');
    expect(button.getAttribute('aria-busy')).to.equal('false');
    inProbe(probe, 'input[name="password"]').focus();
    await press('Enter');
    await waitUntil(() => button.getAttribute('aria-busy') === 'true', 'the button did not turn busy');
    expect(button.disabled).to.equal(true);
    expect(button.querySelector('[aria-hidden="true"]')).to.exist;
    expect(button.textContent).to.equal('Continue');
  });

  it('announces errors as an alert and successes as a status', async () => {
    const probe = await renderProbe();
    expect(inProbe(probe, '[role="alert"]').textContent).to.equal('');
    paste(digitBoxes(probe)[0]!, '123456');
    await waitUntil(() => inProbe(probe, '[role="status"]').textContent === 'Code complete');
    inProbe(probe, '[part="submit"]').click();
    await waitUntil(() => inProbe(probe, '[role="alert"]').textContent === 'That code has expired');
  });

  it('passes axe in both themes, with an error showing', async () => {
    const probe = await renderProbe();
    inProbe(probe, 'input[name="email"]').focus();
    await type('not-an-email');
    await waitUntil(() => inProbe(probe, '[part="field-error"]'));
    await expectAccessible(probe);
    probe.setAttribute('theme', 'light');
    await expectAccessible(probe);
  });
});
