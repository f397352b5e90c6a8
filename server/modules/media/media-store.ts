import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files under the media directory. Every name is derived from its content (or, for demo drawings,
 * from what is drawn), so a file once written never changes: writing is "create if missing", and a
 * temporary name plus rename means a reader never sees half a file, even if the process dies.
 */
export class MediaStore {
  constructor(readonly root: string) {}

  resolve(...parts: string[]): string {
    return path.join(this.root, ...parts);
  }

  async size(relative: string): Promise<number | null> {
    try {
      return (await stat(this.resolve(relative))).size;
    } catch {
      return null;
    }
  }

  async put(relative: string, bytes: Buffer): Promise<void> {
    const target = this.resolve(relative);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    try {
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }
}

export const originalPath = (hash: string, extension: string) => `originals/${hash}.${extension}`;
export const sizedPath = (hash: string, width: number, format: 'webp' | 'avif') => `p/${hash}-${width}.${format}`;
export const downloadPath = (hash: string) => `d/${hash}.pdf`;
