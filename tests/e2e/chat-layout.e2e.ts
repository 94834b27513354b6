import { expect, type Page, test } from '@playwright/test';
import { signIn } from './session';

const OVERVIEW = '/supply-chain/overview?channel=total';

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const boxesOf = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { left, top, right, bottom } = node.getBoundingClientRect();
      return { name: (node.textContent ?? '').trim().slice(0, 40), left, top, right, bottom };
    }),
  );

/** The overview's figure cards, charts and tables where they are in the window now. */
const dataBoxes = (page: Page) =>
  boxesOf(page, 'supply-chain-overview :is([part="figure"], [part="chart"], [part="panel"])');

async function chatBox(page: Page): Promise<Box> {
  const [box] = await boxesOf(page, 'chainforge-chat [part="panel"]');
  if (!box) throw new Error('no chat on the page');
  return box;
}

/** The names of the figures, charts and tables the chat lies over (a pixel of slack for rounding). */
async function coveredByChat(page: Page): Promise<string[]> {
  const chat = await chatBox(page);
  return (await dataBoxes(page))
    .filter(
      (data) =>
        Math.min(chat.right, data.right) - Math.max(chat.left, data.left) > 1 &&
        Math.min(chat.bottom, data.bottom) - Math.max(chat.top, data.top) > 1,
    )
    .map((data) => data.name);
}

async function scrollPage(page: Page, where: 'top' | 'middle' | 'bottom') {
  await page.evaluate((place) => {
    const end = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo(0, place === 'top' ? 0 : place === 'middle' ? end / 2 : end);
  }, where);
  // Sticky boxes settle in the frame after the scroll.
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

async function openOverview(page: Page) {
  await page.goto(OVERVIEW);
  await expect(page.locator('supply-chain-overview [part="headline"]')).toBeVisible();
  await expect(page.locator('chainforge-chat [part="toggle"]')).toBeVisible();
  await expect(page.locator('chainforge-chat [part="loading"]')).toHaveCount(0);
}

test.describe('the chat beside the supply-chain figures', () => {
  test.describe.configure({ timeout: 60_000 });

  test('at 1280 px the open chat is docked beside the overview, over none of its figures, charts or tables', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'demo@chainforge.dev');
    await openOverview(page);
    const chat = page.locator('chainforge-chat');
    await expect(chat.getByRole('button', { name: 'Chain Forge', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A long conversation, reopened as after a reload: the chat at its tallest.
    const prompt = chat.getByRole('button', { name: 'Do I have any stockout risks?' });
    if (!(await prompt.isVisible())) await chat.getByRole('button', { name: 'New chat' }).click();
    await prompt.click();
    await expect(chat.locator('[part~="assistant-message"]').last()).toContainText('Stockout risks', {
      timeout: 15_000,
    });
    await expect(chat.getByRole('button', { name: 'Stop answering' })).toHaveCount(0, { timeout: 15_000 });
    await page.reload();
    await expect(chat.locator('[part~="user-message"]').last()).toContainText('Do I have any stockout risks?');

    expect((await chatBox(page)).bottom - (await chatBox(page)).top).toBeGreaterThan(600);
    for (const where of ['top', 'middle', 'bottom'] as const) {
      await scrollPage(page, where);
      expect(await coveredByChat(page), `scrolled to the ${where}`).toEqual([]);
      // Docked: the chat stays in view beside the figures as the page scrolls.
      expect((await chatBox(page)).top).toBeGreaterThanOrEqual(56);
      expect((await chatBox(page)).bottom).toBeLessThanOrEqual(800);
    }
  });

  test('collapsed, the chat gives the overview its width back and waits in a bar the page ends above', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'demo@chainforge.dev');
    await openOverview(page);
    const [docked] = await boxesOf(page, 'supply-chain-overview [part="headline"]');
    await page.locator('chainforge-chat [part="toggle"]').click();
    await expect(page.locator('chainforge-chat [part="toggle"]')).toHaveAttribute('aria-expanded', 'false');
    const [full] = await boxesOf(page, 'supply-chain-overview [part="headline"]');
    expect(full!.right - full!.left).toBeGreaterThan(docked!.right - docked!.left + 300);

    await scrollPage(page, 'bottom');
    expect(await coveredByChat(page)).toEqual([]);
    // Opened again, it is docked beside the figures once more.
    await page.locator('chainforge-chat [part="toggle"]').click();
    await expect(page.locator('chainforge-chat [part="input"]')).toBeFocused();
    expect(await coveredByChat(page)).toEqual([]);
  });

  test('on a tablet the open chat follows the overview, over none of its figures, charts or tables', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signIn(page, 'demo@chainforge.dev');
    await openOverview(page);
    await expect(page.locator('chainforge-chat [part="toggle"]')).toHaveAttribute('aria-expanded', 'true');
    for (const where of ['top', 'middle', 'bottom'] as const) {
      await scrollPage(page, where);
      expect(await coveredByChat(page), `scrolled to the ${where}`).toEqual([]);
    }
    // At the end of the page the whole chat is in view, below the last table.
    const chat = await chatBox(page);
    expect(chat.bottom).toBeLessThanOrEqual(900);
    expect(Math.max(...(await dataBoxes(page)).map((data) => data.bottom))).toBeLessThanOrEqual(chat.top);
  });

  test('on a phone the chat button sits in a bar across the bottom, never over a bar chart or a figure', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'demo@chainforge.dev');
    await openOverview(page);
    await expect(page.locator('chainforge-chat [part="toggle"]')).toHaveAttribute('aria-expanded', 'false');

    for (const where of ['top', 'middle'] as const) {
      await scrollPage(page, where);
      const chat = await chatBox(page);
      // The button's bar spans the page: beside the button, at its height, is the bar, not a half-hidden chart.
      const besideButton = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-dock]') !== null,
        { x: 20, y: (chat.top + chat.bottom) / 2 },
      );
      expect(besideButton, `scrolled to the ${where}`).toBe(true);
    }
    // At the end of the page its content ends above the bar.
    await scrollPage(page, 'bottom');
    expect(await coveredByChat(page)).toEqual([]);
    const [dock] = await boxesOf(page, '[data-dock]');
    const lowest = Math.max(...(await dataBoxes(page)).map((data) => data.bottom));
    expect(lowest).toBeLessThanOrEqual(dock!.top);
  });
});
