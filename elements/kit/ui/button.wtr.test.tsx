import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { DangerAction, PrimaryAction } from '../console/console-controls';
import { SubmitButton } from '../form/submit-button';
import { themeDeclarations } from '../theme-tokens';
import { OutlineButton } from './button';

/** Renders the buttons in the light theme's colours and returns them by their text. */
async function mount(buttons: ReactNode) {
  const container = document.createElement('div');
  container.style.cssText = `${themeDeclarations('light')} display: flex; align-items: start; gap: 8px; padding: 8px;`;
  document.body.append(container);
  const root = createRoot(container);
  root.render(buttons);
  await waitUntil(() => container.querySelector('button'), 'nothing rendered');
  // styled-components writes its rules on the next frame.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const byText = (text: string) =>
    [...container.querySelectorAll<HTMLElement>('button, a')].find((button) => button.textContent === text)!;
  return {
    byText,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

const centre = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
};

describe('the kit’s buttons', () => {
  afterEach(() => resetMouse());

  it('look alike when they cannot be pressed: faded, the not-allowed cursor, and no change on hover', async () => {
    const view = await mount(
      <form>
        <OutlineButton type="button" disabled>
          Previous
        </OutlineButton>
        <PrimaryAction type="button" disabled>
          Save
        </PrimaryAction>
        <DangerAction type="button" disabled>
          Delete
        </DangerAction>
        <SubmitButton disabled>Send</SubmitButton>
        <OutlineButton type="button">Next</OutlineButton>
      </form>,
    );
    for (const text of ['Previous', 'Save', 'Delete', 'Send']) {
      const style = getComputedStyle(view.byText(text));
      expect(style.opacity, text).to.equal('0.5');
      expect(style.cursor, text).to.equal('not-allowed');
    }
    const enabled = getComputedStyle(view.byText('Next'));
    expect(enabled.opacity).to.equal('1');
    expect(enabled.cursor).to.equal('pointer');

    const previous = view.byText('Previous');
    const border = getComputedStyle(previous).borderColor;
    await sendMouse({ type: 'move', position: centre(previous) });
    expect(getComputedStyle(previous).borderColor, 'a disabled button changed on hover').to.equal(border);
    const next = view.byText('Next');
    const nextBorder = getComputedStyle(next).borderColor;
    await sendMouse({ type: 'move', position: centre(next) });
    expect(getComputedStyle(next).borderColor, 'an enabled button did not answer the hover').not.to.equal(nextBorder);
    view.unmount();
  });

  it('keep a sending submit at full strength, its spinner showing', async () => {
    const view = await mount(<SubmitButton busy>Send</SubmitButton>);
    expect(getComputedStyle(view.byText('Send')).opacity).to.equal('1');
    view.unmount();
  });

  it('stand as tall as each other in a row when they take the same size', async () => {
    const view = await mount(
      <>
        <PrimaryAction type="button">Apply filters</PrimaryAction>
        <OutlineButton type="button" $size="medium">
          Clear
        </OutlineButton>
        <OutlineButton type="button" $size="large">
          Cancel
        </OutlineButton>
        <div style={{ width: 200 }}>
          <SubmitButton>Turn on</SubmitButton>
        </div>
      </>,
    );
    const height = (text: string) => view.byText(text).getBoundingClientRect().height;
    expect(height('Apply filters')).to.equal(36);
    expect(height('Clear')).to.equal(36);
    expect(height('Turn on')).to.equal(40);
    expect(height('Cancel')).to.equal(40);
    view.unmount();
  });

  it('ring the focused button in its own colour: the danger colour round a danger button', async () => {
    const view = await mount(
      <>
        <OutlineButton type="button">Keep</OutlineButton>
        <DangerAction type="button">Delete</DangerAction>
      </>,
    );
    const tokens = Object.fromEntries(
      themeDeclarations('light')
        .split('\n')
        .map((line) => line.replace(/;$/, '').split(': ')),
    );
    const rgb = (colour: string) => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    };
    view.byText('Keep').focus();
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => document.activeElement === view.byText('Delete'), 'Tab did not reach Delete');
    expect(getComputedStyle(view.byText('Delete')).outlineColor).to.equal(rgb(tokens['--cf-color-danger']));
    await sendKeys({ press: 'Shift+Tab' });
    expect(getComputedStyle(view.byText('Keep')).outlineColor).to.equal(rgb(tokens['--cf-color-primary']));
    view.unmount();
  });
});
