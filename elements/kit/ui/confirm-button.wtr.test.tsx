import { expect, waitUntil } from '@open-wc/testing';
import type { ButtonHTMLAttributes } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfirmButton } from './confirm-button';

const PlainButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => <button {...props} />;

/** A ConfirmButton on the page beside another button to move the focus to; what it ran is counted. */
async function mountConfirm(windowMs?: number) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const runs: string[] = [];
  root.render(
    <>
      <ConfirmButton
        button={PlainButton}
        data-delete
        label="Delete"
        confirmLabel="Are you sure?"
        onConfirm={() => runs.push('deleted')}
        windowMs={windowMs}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  await waitUntil(() => container.querySelector('[data-delete]'), 'the button did not render');
  const button = container.querySelector<HTMLButtonElement>('[data-delete]')!;
  const reads = (text: string) => waitUntil(() => button.textContent === text, `it never read "${text}"`);
  return {
    button,
    runs,
    reads,
    elsewhere: container.querySelector<HTMLButtonElement>('button:not([data-delete])')!,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

describe('ConfirmButton', () => {
  it('asks on the first click and acts on the second, once', async () => {
    const confirm = await mountConfirm();
    expect(confirm.button.type).to.equal('button');
    confirm.button.click();
    await confirm.reads('Are you sure?');
    expect(confirm.runs).to.deep.equal([]);
    confirm.button.click();
    await confirm.reads('Delete');
    expect(confirm.runs).to.deep.equal(['deleted']);
    confirm.unmount();
  });

  it('reads as before once its window runs out, and then asks again', async () => {
    const confirm = await mountConfirm(150);
    confirm.button.click();
    await confirm.reads('Are you sure?');
    await confirm.reads('Delete');
    confirm.button.click();
    await confirm.reads('Are you sure?');
    expect(confirm.runs).to.deep.equal([]);
    confirm.unmount();
  });

  it('gives up on Escape, claiming the key from a dialog around it, and when the focus moves away', async () => {
    const confirm = await mountConfirm();
    confirm.button.focus();
    confirm.button.click();
    await confirm.reads('Are you sure?');
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    confirm.button.dispatchEvent(escapeKey);
    await confirm.reads('Delete');
    expect(escapeKey.defaultPrevented).to.equal(true);

    confirm.button.click();
    await confirm.reads('Are you sure?');
    confirm.elsewhere.focus();
    await confirm.reads('Delete');
    confirm.button.click();
    await confirm.reads('Are you sure?');
    expect(confirm.runs).to.deep.equal([]);
    confirm.unmount();
  });

  it('leaves an Escape alone while not asking, so a dialog around it still closes', async () => {
    const confirm = await mountConfirm();
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    confirm.button.dispatchEvent(escapeKey);
    expect(escapeKey.defaultPrevented).to.equal(false);
    confirm.unmount();
  });
});
