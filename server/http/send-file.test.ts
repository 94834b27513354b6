import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFile } from './send-file.ts';

const CODE = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;
let dir: string;
let script: string;
let image: string;

const get = (file: string, acceptEncoding?: string, ifNoneMatch?: string) =>
  sendFile(
    new Request('http://127.0.0.1/file', {
      headers: {
        ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
        ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}),
      },
    }),
    file,
    { 'Cache-Control': 'no-cache' },
  );

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-send-file-'));
  script = path.join(dir, 'chunk.js');
  image = path.join(dir, 'logo.png');
  await fs.writeFile(script, CODE);
  await fs.writeFile(`${script}.br`, brotliCompressSync(CODE));
  await fs.writeFile(`${script}.gz`, gzipSync(CODE));
  await fs.writeFile(image, 'not really a png');
  await fs.writeFile(`${image}.br`, 'never sent: images are not compressed again');
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('sendFile', () => {
  it("sends a text file in the smallest stored encoding the browser takes, saying so, with the caller's headers", async () => {
    const answer = await get(script, 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(CODE.length);
    expect(body.equals(await fs.readFile(`${script}.br`))).toBe(true);
  });

  it('sends gzip to a browser that takes only gzip, and the file as it is to one that takes neither', async () => {
    const gzipped = await get(script, 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gzipped.arrayBuffer()).equals(await fs.readFile(`${script}.gz`))).toBe(true);

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get(script, header);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(CODE);
    }
  });

  it('gives each encoding its own validator, and answers 304 only to the one it sent', async () => {
    const br = await get(script, 'br');
    const gzip = await get(script, 'gzip');
    const plain = await get(script);
    const tags = [br, gzip, plain].map((answer) => answer.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect((await get(script, 'br', tags[0]!)).status).toBe(304);
    expect((await get(script, 'gzip', tags[0]!)).status).toBe(200);
    expect((await get(script, undefined, tags[2]!)).status).toBe(304);
  });

  it('never sends a stored copy older than its file (the file was written again, its copies not)', async () => {
    const later = new Date(Date.now() + 60_000);
    const fresh = path.join(dir, 'rewritten.js');
    await fs.writeFile(fresh, CODE);
    await fs.writeFile(`${fresh}.br`, brotliCompressSync('export const stale = true;'));
    await fs.utimes(fresh, later, later);
    const answer = await get(fresh, 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe(CODE);
  });

  it('sends images as they are, whatever lies beside them', async () => {
    const answer = await get(image, 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBeNull();
    expect(await answer.text()).toBe('not really a png');
  });
});
