import './quiet-server-logs';
import { get } from 'node:http';
import { chromium } from '@playwright/test';
import { elementLoaders } from '../../elements/element-loaders';
import { startTestServer } from '../../server/testing/test-server';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { serveBuilderSite } from '../e2e/builder-site';

/** The builder's site, a real local server: Chromium lets only a local page load from a local server. */
const BUILDER_ORIGIN = 'http://127.0.0.1:4996';

export interface FetchedWeight {
  files: number;
  /** The response bodies' bytes as they came over the wire, summed. */
  transferred: number;
}

/** A builder's page of another origin showing every element (the modals closed), loading our script. */
function everyElementPage(scriptUrl: string): string {
  const tags = Object.keys(elementLoaders);
  const elements = tags.map((tag) => (tag.endsWith('-modal') ? `<${tag} open="false"></${tag}>` : `<${tag}></${tag}>`));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Every element</title>
<script type="module" src="${scriptUrl}"></script></head><body>${elements.join('\n')}</body></html>`;
}

/** A file's body as our server sends it to a browser taking only `encoding`, not decoded: its bytes on the wire. */
function bytesOnTheWire(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * What Chromium itself fetches of a CDN build for a page using every element, as our server sends
 * it: the files and their bytes over the wire as Chromium takes them (brotli); and the same files
 * as the server sends them to a browser that takes only gzip (Chromium cannot be made to ask so).
 */
export async function fetchedByEveryElementPage(cdnFolder: string): Promise<Record<'br' | 'gzip', FetchedWeight>> {
  const server = await startTestServer({ staticRoots: { cdn: cdnFolder } });
  const site = await serveBuilderSite(
    { '/every-element.html': everyElementPage(`${server.url}/cdn/chainforge-elements.js`) },
    BUILDER_ORIGIN,
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const fetched: { url: string; size: Promise<number> }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/cdn/')) {
        fetched.push({
          url: response.url(),
          size: response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        });
      }
    });
    await page.goto(`${BUILDER_ORIGIN}/every-element.html`);
    await page.waitForFunction((tags) => tags.every((tag) => customElements.get(tag)), Object.keys(elementLoaders));
    await page.waitForLoadState('networkidle');
    const brotli = await Promise.all(fetched.map((file) => file.size));
    const gzip = await Promise.all(fetched.map((file) => bytesOnTheWire(file.url, 'gzip')));
    const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
    return {
      br: { files: brotli.length, transferred: sum(brotli) },
      gzip: { files: gzip.length, transferred: sum(gzip) },
    };
  } finally {
    await browser.close();
    await site.close();
    await server.close();
  }
}
