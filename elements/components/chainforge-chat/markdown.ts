/**
 * The markdown of chat answers (CommonMark's common blocks and GitHub's tables), parsed into a
 * tree that is rendered as React elements: never an HTML string, so any HTML in a message stays
 * text. Links are kept only to http(s) addresses; any other link stays as the text it was written as.
 *
 * While an answer streams in, its text ends anywhere: `streaming` keeps the unfinished end from
 * flickering (a table row shows once its line is complete, an unclosed `**` already bolds).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'code'; lang: string; text: string }
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  | { type: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'rule' };

/** Blocks before their inline text is parsed. */
type RawBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string }
  | { type: 'code'; lang: string; text: string }
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: RawBlock[][] }
  | { type: 'table'; align: Align[]; head: string[]; rows: string[][] }
  | { type: 'quote'; children: RawBlock[] }
  | { type: 'rule' };

export interface ParseOptions {
  /** The text is an answer still being written: its end may be cut anywhere. */
  streaming?: boolean;
}

export function parseMarkdown(source: string, { streaming = false }: ParseOptions = {}): Block[] {
  let text = source.replace(/\r\n?/g, '\n');
  if (streaming) text = withoutUnfinishedTableRows(text);
  return toBlocks(parseBlocks(text.split('\n')), streaming);
}

// ---------------------------------------------------------------------------------------------
// Blocks

const BLANK = /^[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^\s`]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^( {0,3})([-+*]|(\d{1,9})([.)]))(?:([ \t]+)(.*))?$/;
const DELIMITER_CELL = /^:?-+:?$/;

interface Marker {
  ordered: boolean;
  /** `-`, `+`, `*`, `.` or `)`: a different one starts another list. */
  kind: string;
  start: number;
  /** The column the item's content starts at. */
  offset: number;
  content: string;
}

function listMarker(line: string): Marker | null {
  const match = LIST_ITEM.exec(line);
  if (!match) return null;
  const [, indent = '', marker = '', digits, delimiter, spaces, content = ''] = match;
  // `-` alone on a line is an empty item; `-text` is not an item at all.
  if (spaces === undefined && content === '' && line.trimEnd() !== `${indent}${marker}`) return null;
  const gap = spaces === undefined ? 1 : spaces.length > 4 ? 1 : spaces.length;
  return {
    ordered: digits !== undefined,
    kind: delimiter ?? marker,
    start: digits !== undefined ? Number(digits) : 1,
    offset: indent.length + marker.length + gap,
    content: spaces !== undefined && spaces.length > 4 ? `${spaces.slice(1)}${content}` : content,
  };
}

const indentOf = (line: string) => (/^[ \t]*/.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;

function splitCells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let index = 0; index < row.length; index++) {
    const char = row[index];
    if (char === '\\' && row[index + 1] === '|') {
      cell += '|';
      index++;
    } else if (char === '`') {
      inCode = !inCode;
      cell += char;
    } else if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function delimiterRow(line: string | undefined): Align[] | null {
  if (line === undefined || !line.includes('-') || !/^[\s|:-]+$/.test(line)) return null;
  const cells = splitCells(line);
  if (!cells.every((cell) => DELIMITER_CELL.test(cell))) return null;
  return cells.map((cell) =>
    cell.startsWith(':') && cell.endsWith(':')
      ? 'center'
      : cell.endsWith(':')
        ? 'right'
        : cell.startsWith(':')
          ? 'left'
          : null,
  );
}

function isTableStart(lines: readonly string[], index: number): boolean {
  const line = lines[index];
  if (line === undefined || !line.includes('|')) return false;
  const align = delimiterRow(lines[index + 1]);
  return align !== null && align.length === splitCells(line).length;
}

/** Whether a line begins a block that ends a paragraph before it. */
function startsBlock(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? '';
  const marker = listMarker(line);
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    (marker !== null && marker.content.trim() !== '' && (!marker.ordered || marker.start === 1)) ||
    isTableStart(lines, index)
  );
}

function parseBlocks(lines: readonly string[]): RawBlock[] {
  const blocks: RawBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (BLANK.test(line)) {
      index++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const [, mark = '', lang = ''] = fence;
      const closing = new RegExp(`^ {0,3}${mark[0] === '`' ? '`' : '~'}{${mark.length},}[ \\t]*$`);
      const body: string[] = [];
      index++;
      while (index < lines.length && !closing.test(lines[index]!)) body.push(lines[index++]!);
      index++;
      blocks.push({ type: 'code', lang, text: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, text: heading[2] ?? '' });
      index++;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      index++;
      continue;
    }

    if (isTableStart(lines, index)) {
      const head = splitCells(line);
      const align = delimiterRow(lines[index + 1])!;
      const rows: string[][] = [];
      index += 2;
      while (index < lines.length && !BLANK.test(lines[index]!) && !startsBlock(lines, index)) {
        const cells = splitCells(lines[index++]!);
        rows.push(head.map((_, column) => cells[column] ?? ''));
      }
      blocks.push({ type: 'table', align, head, rows });
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && !BLANK.test(lines[index]!)) {
        const match = QUOTE.exec(lines[index]!);
        // A line without `>` continues the quoted paragraph (a lazy line) unless it starts a block.
        if (!match && startsBlock(lines, index)) break;
        quoted.push(match ? (match[1] ?? '') : lines[index]!);
        index++;
      }
      blocks.push({ type: 'quote', children: parseBlocks(quoted) });
      continue;
    }

    const marker = listMarker(line);
    if (marker) {
      index = parseList(lines, index, marker, blocks);
      continue;
    }

    const paragraph = [line.trim()];
    index++;
    while (index < lines.length && !BLANK.test(lines[index]!) && !startsBlock(lines, index)) {
      paragraph.push(lines[index++]!.replace(/^[ \t]+/, ''));
    }
    blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
  }
  return blocks;
}

/**
 * A list from `index`: items of the same kind of marker, each with the lines indented under it
 * (at least two columns, so the usual two-, three- and four-space nesting all work) and lazy
 * lines that continue its paragraph. Answers the index after the list.
 */
function parseList(lines: readonly string[], start: number, first: Marker, blocks: RawBlock[]): number {
  const items: RawBlock[][] = [];
  let tight = true;
  let index = start;
  let marker: Marker | null = first;
  while (marker) {
    const body = [marker.content];
    const strip = Math.max(2, marker.offset);
    index++;
    let blankBefore = false;
    while (index < lines.length) {
      const line = lines[index]!;
      if (BLANK.test(line)) {
        blankBefore = true;
        body.push('');
        index++;
        continue;
      }
      const indent = indentOf(line);
      if (indent >= 2) {
        body.push(line.replace(/\t/g, '    ').slice(Math.min(indent, strip)));
      } else if (!blankBefore && !startsBlock(lines, index) && !listMarker(line)) {
        body.push(line.trim());
      } else {
        break;
      }
      blankBefore = false;
      index++;
    }
    // Blank lines before the next item (or inside this one, between its blocks) make the list loose.
    while (body.length > 0 && body.at(-1) === '') body.pop();
    const children = parseBlocks(body);
    if (body.includes('') && children.length > 1) tight = false;
    items.push(children);
    const next = index < lines.length ? listMarker(lines[index]!) : null;
    const continues = next !== null && next.ordered === first.ordered && next.kind === first.kind;
    if (continues && blankBefore) tight = false;
    marker = continues && indentOf(lines[index]!) < 2 ? next : null;
  }
  blocks.push({ type: 'list', ordered: first.ordered, start: first.start, tight, items });
  return index;
}

// ---------------------------------------------------------------------------------------------
// While streaming

/**
 * A table row appears when its line is complete, and a table when its delimiter row has come: the
 * answer's unfinished last line is held back when it belongs to a table, and so is a lone header
 * row still waiting for its delimiter row.
 */
function withoutUnfinishedTableRows(text: string): string {
  let kept = text;
  const lastBreak = kept.lastIndexOf('\n');
  const lastLine = kept.slice(lastBreak + 1);
  if (lastLine.trimStart().startsWith('|')) kept = kept.slice(0, lastBreak + 1);
  const lines = kept.split('\n');
  const complete = lines.at(-1) === '' ? lines.slice(0, -1) : lines;
  const last = complete.at(-1);
  const before = complete.at(-2);
  if (last?.trimStart().startsWith('|') && !delimiterRow(last) && !(before?.includes('|') ?? false)) {
    kept = complete.slice(0, -1).join('\n');
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------
// Inline text

function toBlocks(raw: readonly RawBlock[], openEnd: boolean): Block[] {
  return raw.map((block, index): Block => {
    const last = openEnd && index === raw.length - 1;
    switch (block.type) {
      case 'paragraph':
        return { type: 'paragraph', children: parseInline(block.text, last) };
      case 'heading':
        return { type: 'heading', level: block.level, children: parseInline(block.text, last) };
      case 'list':
        return {
          ...block,
          items: block.items.map((item, itemIndex) => toBlocks(item, last && itemIndex === block.items.length - 1)),
        };
      case 'table':
        return {
          type: 'table',
          align: block.align,
          head: block.head.map((cell) => parseInline(cell)),
          rows: block.rows.map((row) => row.map((cell) => parseInline(cell))),
        };
      case 'quote':
        return { type: 'quote', children: toBlocks(block.children, last) };
      default:
        return block;
    }
  });
}

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
