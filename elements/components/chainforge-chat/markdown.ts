import { type Inline, parseInline } from './markdown-inline';
import { type Align, delimiterRow, isTableStart, splitCells, withoutUnfinishedTableRows } from './markdown-tables';

/**
 * The markdown of chat answers (CommonMark's common blocks and GitHub's tables), parsed into a
 * tree that is rendered as React elements: never an HTML string, so any HTML in a message stays
 * text. Links are kept only to http(s) addresses; any other link stays as the text it was written as.
 *
 * While an answer streams in, its text ends anywhere: `streaming` keeps the unfinished end from
 * flickering (a table row shows once its line is complete, an unclosed `**` already bolds).
 */

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
