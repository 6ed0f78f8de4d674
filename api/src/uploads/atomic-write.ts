// Crash-safe file writes: a stored file appears under its name whole or not at all. The bytes go to a
// hidden temporary name in the same folder, are flushed to disk (fsync), renamed into place (atomic
// within one file system) and the folder is flushed so the new name itself survives a power cut. A
// crash leaves at most a temporary file, which no served name matches and removeStaleTempFiles clears.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Temporary names: `.<final name>.<random>.tmp` — a dot file, never a stored name. */
export const TEMP_NAME = /^\..+\.[a-f0-9]{12}\.tmp$/;

/** Writes `data` to `file` so that `file` either does not exist or holds all of `data`, durably. */
export async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, file);
  await syncDir(path.dirname(file));
}

/** mkdir -p that also flushes the parent of every folder it created, so the folders survive a power cut. */
export async function makeDirDurable(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (!first) return;
  for (let created = path.resolve(dir); created !== path.dirname(created); created = path.dirname(created)) {
    await syncDir(path.dirname(created));
    if (created === path.resolve(first)) break;
  }
}

/** Removes temporary files older than `olderThanMs` under `root` (any depth). Younger ones may be
 *  another instance's write in progress when the uploads folder is shared. Answers how many went. */
export async function removeStaleTempFiles(
  root: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return 0; // no uploads yet
  }
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) removed += await removeStaleTempFiles(full, olderThanMs, now);
    else if (TEMP_NAME.test(entry.name)) {
      const modified = (await stat(full).catch(() => null))?.mtimeMs; // null: renamed into place meanwhile
      if (modified === undefined || now - modified < olderThanMs) continue;
      await rm(full, { force: true });
      removed++;
    }
  }
  return removed;
}

async function syncDir(dir: string) {
  if (process.platform === 'win32') return; // folders cannot be opened for fsync there; NTFS journals names
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
