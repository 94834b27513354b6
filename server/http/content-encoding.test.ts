import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './content-encoding.ts';

const names = (header: string | null) => acceptedEncodings(header).map(({ encoding }) => encoding);

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br', ['br']],
    ['gzip;q=1, br;q=0.5', ['gzip', 'br']],
    ['BR;q=0.2, GZIP;q=0.4', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['br;q=0, gzip;q=0', []],
    ['*', ['br', 'gzip']],
    ['br;q=0, *', ['gzip']],
    ['identity', []],
    ['deflate, compress', []],
    ['', []],
    [null, []],
    ['gzip;q=abc, ;;;, br;q=0.9', ['gzip', 'br']],
  ])('%j takes %j', (header, expected) => {
    expect(names(header)).toEqual(expected);
  });
});
