import { type Block, parseMarkdown } from './markdown';
import { inlineText } from './markdown-inline';

/**
 * What screen readers hear of an answer while it is written: whole sentences, in order, never a
 * token at a time. The answer's markdown is read as text (no `**` or `|`); a table is summed up
 * in one sentence (its columns and rows), as its cells are there to read in the conversation.
 */

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATIONS = /(?:^|\s)(?:e\.g|i\.e|vs|etc|approx|incl|no|mr|mrs|ms|dr|st)\.$/i;

/** Cuts text into sentences. A sentence ends at `.`, `!`, `?` or `…` (closing quotes and brackets kept) before a space. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const boundary = /[.!?…]+["'’”)\]]*(?=\s)/g;
  let start = 0;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].length;
    const candidate = text.slice(start, end);
    if (ABBREVIATIONS.test(candidate)) continue;
    if (candidate.trim()) sentences.push(collapse(candidate));
    start = end;
  }
  const rest = text.slice(start);
  if (rest.trim()) sentences.push(collapse(rest));
  return sentences;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A sentence ends with its punctuation; a line read on its own gets a full stop. */
const asSentence = (text: string) => {
  const line = collapse(text);
  return line === '' || /[.!?…:;]["'’”)\]]*$/.test(line) ? line : `${line}.`;
};

interface Piece {
  text: string;
  /** Whether the piece is all there: the unfinished end of an answer is not. */
  complete: boolean;
}

function pieces(blocks: readonly Block[], complete: boolean): Piece[] {
  return blocks.flatMap((block, index) => {
    const done = complete || index < blocks.length - 1;
    switch (block.type) {
      case 'paragraph':
      case 'heading':
        return [{ text: inlineText(block.children), complete: done }];
      case 'list':
        return block.items.flatMap((item, itemIndex) => pieces(item, done || itemIndex < block.items.length - 1));
      case 'table': {
        if (!done) return [];
        const columns = block.head.map((cell) => inlineText(cell)).join(', ');
        const rows = block.rows.length === 1 ? '1 row' : `${block.rows.length} rows`;
        return [{ text: `A table of ${rows}, with the columns ${columns}.`, complete: true }];
      }
      case 'quote':
        return pieces(block.children, done);
      case 'code':
        return done ? [{ text: 'A block of code.', complete: true }] : [];
      default:
        return [];
    }
  });
}

/**
 * The answer's sentences that are complete so far. With `done` false the answer is still being
 * written, and its last sentence is held back until a following one (or the end) shows it is
 * finished. As the answer grows, the list only grows: announce what is beyond the last count.
 */
export function spokenSentences(markdown: string, done: boolean): string[] {
  return pieces(parseMarkdown(markdown, { streaming: !done }), done).flatMap((piece) => {
    const sentences = splitSentences(piece.text);
    // A finished piece ends as a sentence, even a line without a full stop (a title, a list item).
    return piece.complete ? sentences.map(asSentence) : sentences.slice(0, -1);
  });
}
