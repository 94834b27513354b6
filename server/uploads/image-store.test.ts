import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../contract/membership-limits.ts';
import { ImageStore } from './image-store.ts';
import { sniffImageType } from './image-type.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif = new TextEncoder().encode('GIF89a....');
const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');

describe('image type', () => {
  it('is read from the bytes', () => {
    expect(sniffImageType(png)?.mime).toBe('image/png');
    expect(sniffImageType(jpeg)?.mime).toBe('image/jpeg');
    expect(sniffImageType(gif)?.mime).toBe('image/gif');
    expect(sniffImageType(webp)?.mime).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    for (const text of ['<svg onload=alert(1)>', '<?php echo 1; ?>', '', 'RIFF\0\0\0\0WAVE', 'GIF8']) {
      expect(sniffImageType(new TextEncoder().encode(text))).toBeNull();
    }
  });
});

describe('image store', () => {
  const folders: string[] = [];
  const store = async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-images-'));
    folders.push(folder);
    return ImageStore.inDataDir(folder);
  };
  afterAll(() => Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true }))));

  it('keeps an image under a random name and reads it back with its type', async () => {
    const images = await store();
    const saved = await images.save(png);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await images.read(saved.fileName)).toMatchObject({ mime: 'image/png' });
    await images.remove(saved.fileName);
    expect(await images.read(saved.fileName)).toBeNull();
  });

  it('refuses non-images and images of 4,000,000 bytes or more', async () => {
    const images = await store();
    expect(await images.save(new TextEncoder().encode('not an image.png'))).toEqual({
      ok: false,
      reason: 'not-an-image',
    });
    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES);
    big.set(png);
    expect(await images.save(big)).toEqual({ ok: false, reason: 'too-large' });
    expect(await images.save(big.subarray(0, PROFILE_IMAGE_MAX_BYTES - 1))).toMatchObject({ ok: true });
  });

  it('never reads a name it did not make', async () => {
    const images = await store();
    for (const name of ['../../etc/passwd', 'x.png', '%2e%2e/secret', `${'a'.repeat(32)}.svg`])
      expect(await images.read(name)).toBeNull();
  });
});
