/**
 * The inline markdown of chat answers (emphasis, code spans, links, bare addresses, breaks) as a
 * tree of text nodes. Links are kept only to http(s) addresses; any other stays the text it was
 * written as. `openEnd`: the text is the unfinished end of an answer still streaming in, so an
 * unclosed `**` already bolds rather than flickering.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

const PUNCTUATION = /[!-/:-@[-`{-~]/;
const WHITESPACE = /\s/;
const WORD = /[\p{L}\p{N}]/u;

/** http and https only; anything else (javascript:, data:, relative paths) is no link of ours. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (!/^https?:\/\//i.test(trimmed) || /[\s\u0000-\u001f\u007f]/.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The run of `char` starting at `index`. */
function runLength(text: string, index: number, char: string): number {
  let end = index;
  while (text[end] === char) end++;
  return end - index;
}

/** The end of a code span opened at `index` (the index after its closing run), or -1. */
function codeSpanEnd(text: string, index: number): number {
  const length = runLength(text, index, '`');
  let search = index + length;
  while (search < text.length) {
    const found = text.indexOf('`', search);
    if (found === -1) return -1;
    const closing = runLength(text, found, '`');
    if (closing === length) return found + closing;
    search = found + closing;
  }
  return -1;
}

/** Where the emphasis opened at `index` with a run of `length` closes (the closing run's index), or -1. */
function findCloser(text: string, index: number, char: string, length: number): number {
  let search = index + length;
  while (search < text.length) {
    const current = text[search]!;
    if (current === '\\') {
      search += 2;
      continue;
    }
    if (current === '`') {
      const end = codeSpanEnd(text, search);
      search = end === -1 ? search + runLength(text, search, '`') : end;
      continue;
    }
    if (current === char) {
      const run = runLength(text, search, char);
      const before = text[search - 1] ?? ' ';
      const after = text[search + run] ?? ' ';
      const rightFlanking = !WHITESPACE.test(before) && search > index + length;
      const wordAfter = char === '_' && WORD.test(after);
      if (run === length && rightFlanking && !wordAfter) return search;
      search += run;
      continue;
    }
    search++;
  }
  return -1;
}

/** `[label](url "title")` at `index`: the label, the destination and the index after it, or null. */
function linkAt(text: string, index: number): { label: string; url: string; end: number } | null {
  let depth = 0;
  let cursor = index;
  for (; cursor < text.length; cursor++) {
    const char = text[cursor];
    if (char === '\\') cursor++;
    else if (char === '[') depth++;
    else if (char === ']' && --depth === 0) break;
  }
  if (depth !== 0 || text[cursor + 1] !== '(') return null;
  const match = /^\(\s*(<[^<>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+("[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/.exec(
    text.slice(cursor + 1),
  );
  if (!match) return null;
  const destination = match[1] ?? '';
  return {
    label: text.slice(index + 1, cursor),
    url: destination.startsWith('<') ? destination.slice(1, -1) : destination,
    end: cursor + 1 + match[0].length,
  };
}

/** A bare `https://...` address, without the punctuation that ends the sentence around it. */
function bareUrlAt(text: string, index: number): string | null {
  if (index > 0 && WORD.test(text[index - 1]!)) return null;
  const match = /^https?:\/\/[^\s<>`]+/i.exec(text.slice(index));
  if (!match) return null;
  let url = match[0];
  for (;;) {
    const trimmed = url.replace(/[.,:;!?'"*_~]+$/, '');
    const open = (trimmed.match(/\(/g) ?? []).length;
    const close = (trimmed.match(/\)/g) ?? []).length;
    url = trimmed.endsWith(')') && close > open ? trimmed.slice(0, -1) : trimmed;
    if (url === trimmed) break;
  }
  return /^https?:\/\/[^/]/i.test(url) ? url : null;
}

/**
 * Inline markdown: code spans, emphasis (`*`, `_`, `**`, `__`, `***`), strikethrough (`~~`),
 * links, autolinks and bare http(s) addresses, backslash escapes and hard line breaks. Everything
 * else, HTML included, is text. `openEnd`: the text is the end of an answer being written, so an
 * emphasis or code span still open runs to its end instead of showing its marker.
 */
export function parseInline(text: string, openEnd = false): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;

    if (char === '\\') {
      const next = text[index + 1];
      if (next === '\n') {
        flush();
        out.push({ type: 'break' });
        index += 2;
        continue;
      }
      if (next !== undefined && PUNCTUATION.test(next)) {
        buffer += next;
        index += 2;
        continue;
      }
    }

    if (char === '\n') {
      if (/ {2,}$/.test(buffer)) {
        buffer = buffer.replace(/ +$/, '');
        flush();
        out.push({ type: 'break' });
      } else {
        buffer = `${buffer.replace(/ +$/, '')}\n`;
      }
      index++;
      while (text[index] === ' ') index++;
      continue;
    }

    if (char === '`') {
      const length = runLength(text, index, '`');
      const end = codeSpanEnd(text, index);
      if (end !== -1 || openEnd) {
        let code = text.slice(index + length, end === -1 ? text.length : end - length).replace(/\n/g, ' ');
        if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '')
          code = code.slice(1, -1);
        if (code !== '' || end !== -1) {
          flush();
          out.push({ type: 'code', text: code });
        }
        index = end === -1 ? text.length : end;
        continue;
      }
      buffer += '`'.repeat(length);
      index += length;
      continue;
    }

    if (char === '[') {
      const link = linkAt(text, index);
      if (link) {
        const href = safeHref(link.url);
        if (href) {
          flush();
          out.push({ type: 'link', href, children: parseInline(link.label) });
        } else {
          // Not a link we make: shown exactly as written, so nothing is hidden behind its label.
          buffer += text.slice(index, link.end);
        }
        index = link.end;
        continue;
      }
    }

    if (char === '<') {
      const autolink = /^<(https?:\/\/[^\s<>]+)>/i.exec(text.slice(index));
      const href = autolink ? safeHref(autolink[1]!) : null;
      if (autolink && href) {
        flush();
        out.push({ type: 'link', href, children: [{ type: 'text', text: autolink[1]! }] });
        index += autolink[0].length;
        continue;
      }
    }

    if (char === 'h' || char === 'H') {
      const url = bareUrlAt(text, index);
      const href = url ? safeHref(url) : null;
      if (url && href) {
        flush();
        out.push({ type: 'link', href, children: [{ type: 'text', text: url }] });
        index += url.length;
        continue;
      }
    }

    if (char === '*' || char === '_' || char === '~') {
      const run = runLength(text, index, char);
      const after = text[index + run];
      const before = text[index - 1];
      const opens =
        after !== undefined &&
        !WHITESPACE.test(after) &&
        !(char === '_' && before !== undefined && WORD.test(before)) &&
        (char !== '~' || run === 2);
      if (opens) {
        const lengths =
          char === '~'
            ? [2]
            : [Math.min(run, 3), 2, 1].filter((length, at, all) => length <= run && all.indexOf(length) === at);
        let matched = false;
        for (const length of lengths) {
          // The run's last `length` markers open; any before them are text.
          const openAt = index + run - length;
          const closer = findCloser(text, openAt, char, length);
          if (closer === -1 && !(openEnd && length === lengths[0])) continue;
          const inner = text.slice(openAt + length, closer === -1 ? text.length : closer);
          if (inner.trim() === '') continue;
          buffer += char.repeat(run - length);
          flush();
          out.push(emphasis(char, length, parseInline(inner, closer === -1)));
          index = closer === -1 ? text.length : closer + length;
          matched = true;
          break;
        }
        if (matched) continue;
      }
      buffer += char.repeat(run);
      index += run;
      continue;
    }

    buffer += char;
    index++;
  }
  flush();
  return out;
}

function emphasis(char: string, length: number, children: Inline[]): Inline {
  if (char === '~') return { type: 'del', children };
  if (length === 3) return { type: 'strong', children: [{ type: 'em', children }] };
  return { type: length === 2 ? 'strong' : 'em', children };
}

/** The text a person reads, without markup: for titles, summaries and what screen readers hear. */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'code':
          return node.text;
        case 'break':
          return '\n';
        default:
          return inlineText(node.children);
      }
    })
    .join('');
}
