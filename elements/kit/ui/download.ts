/**
 * Saves text as a file, from the page, with no server round trip. A UTF-8 byte order mark leads,
 * so that Excel reads the file as UTF-8 (without one it guesses the system's code page and
 * garbles any non-ASCII product name). The object URL is revoked later, not at once: the browser
 * reads it after the click returns.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** `transactions-2026-03-09.csv`: the day of the export in local time, as the person sees it. */
export function datedFileName(base: string, extension: string, today = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${base}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.${extension}`;
}
