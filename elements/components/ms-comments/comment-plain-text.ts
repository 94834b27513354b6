/** A comment's HTML back as the plain text a member edits: its blocks apart by a blank line. */
export function commentPlainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  const blocks = [...body.children].map((block) => (block.textContent ?? '').trim());
  return blocks.length ? blocks.join('\n\n') : (body.textContent ?? '').trim();
}
