import { parseAccept } from 'hono/utils/accept';

/**
 * The encodings a build stores beside each text file (tools/build/precompressed-files.ts), by the
 * name a browser asks for and the suffix of the copy, smallest first.
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type StoredEncoding = (typeof PRECOMPRESSED)[number];

/**
 * The stored encodings a request's `Accept-Encoding` takes, the most wanted first; among equally
 * wanted ones, the smaller (brotli before gzip). `q=0` refuses an encoding, and `*` stands for
 * any the header does not name. No header, or one naming none of ours: none (the file as it is).
 */
export function acceptedEncodings(header: string | null | undefined): StoredEncoding[] {
  const accepted = parseAccept(header ?? '');
  const quality = (name: string) =>
    (
      accepted.find((value) => value.type.toLowerCase() === name) ??
      accepted.find((value) => value.type === '*') ?? { q: 0 }
    ).q;
  return PRECOMPRESSED.filter(({ encoding }) => quality(encoding) > 0).sort(
    (a, b) => quality(b.encoding) - quality(a.encoding),
  );
}
