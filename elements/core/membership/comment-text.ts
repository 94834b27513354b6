const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

// A link ends at a space or at punctuation that closes a sentence rather than the address.
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

function linked(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const address = escapeHtml(match[0]);
    html += `${escapeHtml(line.slice(from, match.index))}<a href="${address}">${address}</a>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(from));
}

/**
 * What a member typed, as the allowed comment HTML: a paragraph per blank-line-separated block,
 * `<br>` for a single line break, and http(s) addresses as links. Everything typed is text: the
 * server sanitises again and adds the links' rel.
 */
export function commentHtmlFromText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.trim().split('\n').map(linked).join('<br>')}</p>`)
    .join('');
}
