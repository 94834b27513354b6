import fs from 'node:fs/promises';
import path from 'node:path';
import { acceptedEncodings, PRECOMPRESSED, type StoredEncoding } from './content-encoding.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** A compressed copy a build stores beside a file: sent in place of the file, never as itself. */
const isStoredCopy = (file: string) => PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix));

/**
 * The file a URL path names inside `root`, or null. Refuses anything that could leave the root:
 * `..` segments (also when percent-encoded), NUL bytes, backslashes and dot-files; and the
 * compressed copies beside files.
 */
export async function resolveInside(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const base = path.resolve(root);
  let file = path.resolve(base, ...segments);
  if ((file !== base && !file.startsWith(base + path.sep)) || isStoredCopy(file)) return null;
  try {
    const stat = await fs.stat(file);
    if (stat.isDirectory()) {
      file = path.join(file, 'index.html');
      if (!(await fs.stat(file)).isFile()) return null;
    } else if (!stat.isFile()) {
      return null;
    }
  } catch {
    return null;
  }
  return file;
}

const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Text a browser fetches, worth compressing; images and fonts come compressed. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg\+xml)/;

/** Whether a build stores compressed copies of this file (tools/build/precompressed-files.ts), for sendFile to send. */
export const isCompressible = (file: string) => COMPRESSIBLE.test(contentTypeOf(file));

/**
 * The stored copy to send in the first encoding the request takes, when there is one. A copy older
 * than its file (the file was written again, its copies not) is never sent.
 */
async function storedCopy(request: Request, file: string, fileModified: number) {
  for (const stored of acceptedEncodings(request.headers.get('accept-encoding'))) {
    const copy = await fs.stat(file + stored.suffix).catch(() => null);
    if (copy?.isFile() && copy.mtimeMs >= fileModified) return { ...stored, path: file + stored.suffix };
  }
  return null;
}

const validatorOf = (size: number, modified: number, encoding?: StoredEncoding['encoding']) =>
  `W/"${size.toString(16)}-${Math.floor(modified).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/**
 * The file as a response, with validators so that a reload can be answered 304. A text file goes
 * in the smallest encoding the browser takes of those the build stored beside it.
 */
export async function sendFile(request: Request, file: string, headers: Record<string, string>): Promise<Response> {
  const stat = await fs.stat(file);
  const contentType = contentTypeOf(file);
  const compressible = COMPRESSIBLE.test(contentType);
  const copy = compressible ? await storedCopy(request, file, stat.mtimeMs) : null;
  const etag = validatorOf(stat.size, stat.mtimeMs, copy?.encoding);
  const common: Record<string, string> = {
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...headers,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: common });
  const body = await fs.readFile(copy?.path ?? file);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      ...(copy ? { 'Content-Encoding': copy.encoding } : {}),
      ...common,
    },
  });
}
