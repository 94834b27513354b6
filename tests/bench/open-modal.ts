import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build, type InlineConfig } from 'vite';
import { startTestServer } from '../../server/testing/test-server';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { median, type Figure } from './report';

const RUNS = 15;
const TARGET_MS = 150;
const root = new URL('../../', import.meta.url).pathname;

type Timer = 'openLogin' | 'openNativeDialog';

/**
 * From `chainforge.openModal('login')` to a focused email field, warm (the modal's code and the
 * app settings already loaded once), in real Chromium against the real membership service, on a
 * builder's page of another origin loading the CDN build. Beside it, the floor: a native <dialog>
 * with one input, shown and focused by hand on the same page.
 */
export async function openModalFigures(): Promise<Figure[]> {
  await mkdir(join(root, '.tmp'), { recursive: true });
  const cdnDir = await mkdtemp(join(root, '.tmp', 'bench-open-modal-'));
  const config = (await import('../../vite.config')).default;
  const cdn = (typeof config === 'function' ? config({ mode: 'cdn', command: 'build' }) : config) as InlineConfig;
  await build({ ...cdn, configFile: false, root, logLevel: 'error', build: { ...cdn.build, outDir: cdnDir } });
  const server = await startTestServer({ staticRoots: { cdn: cdnDir } });
  // The builder's site: another origin (localhost, not 127.0.0.1) on a port of its own.
  const site = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(builderPage(server.url));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(siteUrl);
    await page.waitForFunction(() => 'chainforge' in window && 'timeOpen' in window);
    const time = (timer: Timer) =>
      page.evaluate((name) => (window as unknown as Record<Timer, () => Promise<number>>)[name](), timer);
    await time('openLogin');
    await time('openNativeDialog');
    const modal: number[] = [];
    const native: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      modal.push(await time('openLogin'));
      native.push(await time('openNativeDialog'));
    }
    const measured = median(modal);
    return [
      {
        name: "openModal('login') to a focused email field, warm",
        value: `${measured.toFixed(1)} ms`,
        target: `<= ${TARGET_MS} ms`,
        reference: `a bare native <dialog> shown and its input focused: ${median(native).toFixed(1)} ms`,
        meetsTarget: measured <= TARGET_MS,
      },
    ];
  } finally {
    await browser.close();
    site.close();
    await server.close();
    await rm(cdnDir, { recursive: true, force: true });
  }
}

function builderPage(serverUrl: string): string {
  return `<!doctype html><html><head>
<script type="module" src="${serverUrl}/cdn/chainforge-elements.js" data-public-key="pk_sb_chainforge_demo"
  data-api-url="${serverUrl}/membership" data-inspector="off"></script>
<script type="module">
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};
const focusedEmail = () =>
  new Promise((resolve) => {
    const check = () => (deepActive()?.getAttribute('type') === 'email' ? resolve() : requestAnimationFrame(check));
    check();
  });
window.openLogin = async () => {
  const start = performance.now();
  window.chainforge.openModal('login');
  await focusedEmail();
  const elapsed = performance.now() - start;
  window.chainforge.hideModal();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return elapsed;
};
window.openNativeDialog = async () => {
  const dialog = document.createElement('dialog');
  dialog.innerHTML = '<h2>Log in</h2><input type="email" aria-label="Email">';
  const start = performance.now();
  document.body.append(dialog);
  dialog.showModal();
  dialog.querySelector('input').focus();
  await focusedEmail();
  const elapsed = performance.now() - start;
  dialog.remove();
  return elapsed;
};
window.timeOpen = true;
</script></head><body><h1>A builder's page</h1></body></html>`;
}
