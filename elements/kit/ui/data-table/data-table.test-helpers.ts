// Shared by the table elements' Chromium tests: driving the opt-in controls as a person would,
// and catching the CSV a click on "Export CSV" saves.
import { waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { rowsOf, shadowQuery } from '../../../../tests/wtr/helpers';

export interface SavedFile {
  name: string;
  type: string;
  text: string;
}

/**
 * Records every file saved through an object URL and a download link, instead of saving it:
 * URL.createObjectURL keeps the Blob, the link's click is swallowed. `restore` puts both back.
 */
export function captureDownloads(): { files: () => Promise<SavedFile[]>; restore: () => void } {
  const blobs = new Map<string, Blob>();
  const clicked: { name: string; url: string }[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL.call(URL, object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download') && blobs.has(this.href)) clicked.push({ name: this.download, url: this.href });
    else click.call(this);
  };
  return {
    files: () =>
      Promise.all(
        clicked.map(async ({ name, url }) => {
          const blob = blobs.get(url)!;
          // Blob.text() would drop a byte order mark: read the bytes.
          const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
          return { name, type: blob.type, text };
        }),
      ),
    restore: () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

export async function exportCsv(element: Element): Promise<SavedFile> {
  const capture = captureDownloads();
  try {
    (await shadowQuery<HTMLButtonElement>(element, '[part="export"]')).click();
    const files = await capture.files();
    if (files.length !== 1) throw new Error(`expected one saved file, got ${files.length}`);
    return files[0]!;
  } finally {
    capture.restore();
  }
}

/** Types into the filter box with the keyboard, replacing what it held. */
export async function typeFilter(element: Element, text: string): Promise<void> {
  const input = await shadowQuery<HTMLInputElement>(element, '[part="filter"]');
  input.focus();
  input.select();
  await sendKeys(text ? { type: text } : { press: 'Backspace' });
  await waitUntil(() => input.value === text, `the filter box did not take "${text}"`);
}

export function sortButton(element: Element, header: string): HTMLButtonElement {
  const button = [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('th [part="sort-button"]')].find(
    (candidate) => candidate.textContent === header,
  );
  if (!button) throw new Error(`no sort button "${header}"`);
  return button;
}

/** Each header's aria-sort, by header text; headers without one are left out. */
export function ariaSorts(element: Element): Record<string, string | null> {
  return Object.fromEntries(
    [...element.shadowRoot!.querySelectorAll('th[aria-sort]')].map((th) => [
      th.textContent,
      th.getAttribute('aria-sort'),
    ]),
  );
}

/** Waits until one column of the shown rows reads `expected`, top to bottom. */
export async function columnBecomes(element: Element, column: number, expected: string[]): Promise<void> {
  await waitUntil(
    () => JSON.stringify(rowsOf(element).map((row) => row[column])) === JSON.stringify(expected),
    `column ${column} did not become ${JSON.stringify(expected)}; it is ${JSON.stringify(rowsOf(element).map((row) => row[column]))}`,
    { timeout: 5000 },
  );
}

export function countText(element: Element): string {
  return element.shadowRoot!.querySelector('[part="count"]')?.textContent ?? '';
}
