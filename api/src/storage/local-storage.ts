// Uploads on this server's disk, under DATA_DIR/uploads: written atomically and flushed (atomic-write.ts),
// served by Express's sendFile (ranges, ETag, Last-Modified). One instance, or several on a shared disk.
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import { makeDirDurable, writeFileAtomic } from '../uploads/atomic-write.js';
import { UPLOAD_HEADERS, type UploadStorage } from './upload-storage.js';

export class LocalStorage implements UploadStorage {
  constructor(readonly root: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    const file = path.join(this.root, name);
    await makeDirDurable(path.dirname(file));
    await writeFileAtomic(file, data);
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.root, name), { force: true });
  }

  async has(name: string): Promise<boolean> {
    return stat(path.join(this.root, name)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.root, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  serve(name: string, _req: Request, res: Response): Promise<void> {
    return new Promise((resolve) => {
      res.sendFile(
        path.join(this.root, name),
        { headers: UPLOAD_HEADERS, cacheControl: false, dotfiles: 'deny' },
        (error) => {
          if (error && !res.headersSent) res.status(404).json({ detail: 'Kayıt bulunamadı' });
          resolve();
        },
      );
    });
  }
}
