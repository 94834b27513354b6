import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_IMAGE_MAX_BYTES } from '../../contract/membership-limits.ts';
import { sniffImageType } from './image-type.ts';

/** Where the membership service serves stored images (GET /membership/uploads/<name>). */
export const UPLOADS_PATH = '/membership/uploads/';

export type StoredImage = { ok: true; fileName: string } | { ok: false; reason: 'not-an-image' | 'too-large' };

/**
 * Keeps uploaded images under DATA_DIR/uploads with random names: the client's file name never
 * reaches the file system, and only bytes that are an image are kept.
 */
export class ImageStore {
  constructor(private readonly directory: string) {}

  static inDataDir(dataDir: string): ImageStore {
    return new ImageStore(path.join(dataDir, 'uploads'));
  }

  async save(bytes: Uint8Array): Promise<StoredImage> {
    if (bytes.byteLength >= PROFILE_IMAGE_MAX_BYTES) return { ok: false, reason: 'too-large' };
    const type = sniffImageType(bytes);
    if (!type) return { ok: false, reason: 'not-an-image' };
    const fileName = `${randomBytes(16).toString('hex')}.${type.extension}`;
    await fs.mkdir(this.directory, { recursive: true });
    await fs.writeFile(path.join(this.directory, fileName), bytes, { flag: 'wx' });
    return { ok: true, fileName };
  }

  /** The bytes and type of a stored image; null for any name this store did not make. */
  async read(fileName: string): Promise<{ bytes: Buffer; mime: string } | null> {
    if (!/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(fileName)) return null;
    const bytes = await fs.readFile(path.join(this.directory, fileName)).catch(() => null);
    const type = bytes && sniffImageType(bytes);
    return bytes && type ? { bytes, mime: type.mime } : null;
  }

  async remove(fileName: string): Promise<void> {
    if (/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(fileName))
      await fs.rm(path.join(this.directory, fileName), { force: true });
  }

  /**
   * Removes the image a stored URL names (`.../membership/uploads/<name>`), by its path, so an
   * image made under an earlier PUBLIC_URL goes too; a name this store never made names nothing
   * (its names are random), and another site's URL or no URL removes nothing.
   */
  async removeNamedBy(url: string | null): Promise<void> {
    const pathname = url && URL.canParse(url) ? new URL(url).pathname : '';
    if (pathname.startsWith(UPLOADS_PATH)) await this.remove(pathname.slice(UPLOADS_PATH.length));
  }
}
