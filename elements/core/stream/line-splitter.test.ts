import { describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter';

const splitPieces = (pieces: string[]) => {
  const splitter = new LineSplitter();
  return pieces.flatMap((piece) => splitter.push(piece));
};

describe('LineSplitter', () => {
  it('ends lines at LF, CRLF and a lone CR, keeping an unterminated tail', () => {
    expect(splitPieces(['a\nb\r\nc\rd'])).toEqual(['a', 'b', 'c']);
  });

  it('joins a line that arrives in pieces', () => {
    expect(splitPieces(['da', 'ta: x', '\n'])).toEqual(['data: x']);
  });

  it('reads a CRLF split between two pieces as one line end', () => {
    expect(splitPieces(['a\r', '\nb\n'])).toEqual(['a', 'b']);
    expect(splitPieces(['a\r', '', '\n\n'])).toEqual(['a', '']);
  });

  it('still sees an empty line after a lone CR that ends a piece', () => {
    expect(splitPieces(['a\r', '\r'])).toEqual(['a', '']);
  });
});
