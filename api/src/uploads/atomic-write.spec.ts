// The crash-safe write: whole file under its name, no temporary left behind, temporaries never look
// like stored names, and the leftovers of a crash are swept once they are old enough.
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMP_NAME, makeDirDurable, removeStaleTempFiles, writeFileAtomic } from './atomic-write.js';
import { STORED_NAME } from './uploads.service.js';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'konak-atomic-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('puts all the bytes under the final name and leaves no temporary file', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024, 0xab);
    await writeFileAtomic(path.join(dir, 'a.jpg'), data);
    expect(readFileSync(path.join(dir, 'a.jpg')).equals(data)).toBe(true);
    expect(readdirSync(dir)).toEqual(['a.jpg']);
  });

  it('fails without leaving any file when the folder is missing', async () => {
    await expect(writeFileAtomic(path.join(dir, 'missing', 'a.jpg'), Buffer.from('x'))).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('uses temporary names that no stored name matches', () => {
    const stored = '2024/05/0123456789abcdef01234567-960.webp';
    const temp = `2024/05/.${path.basename(stored)}.0123456789ab.tmp`;
    expect(STORED_NAME.test(stored)).toBe(true);
    expect(STORED_NAME.test(temp)).toBe(false);
    expect(TEMP_NAME.test(path.basename(temp))).toBe(true);
    expect(TEMP_NAME.test(path.basename(stored))).toBe(false);
  });
});

describe('makeDirDurable', () => {
  it('creates nested folders and accepts an existing one', async () => {
    const nested = path.join(dir, 'uploads', '2024', '05');
    await makeDirDurable(nested);
    await makeDirDurable(nested);
    expect(existsSync(nested)).toBe(true);
  });
});

describe('removeStaleTempFiles', () => {
  it('removes old temporaries at any depth and keeps young ones and stored files', async () => {
    const month = path.join(dir, '2024', '05');
    await makeDirDurable(month);
    const old = path.join(month, '.0123456789abcdef01234567.jpg.0123456789ab.tmp');
    const young = path.join(month, '.0123456789abcdef01234567-480.webp.ba9876543210.tmp');
    const stored = path.join(month, '0123456789abcdef01234567.jpg');
    for (const f of [old, young, stored]) writeFileSync(f, 'x');
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(old, hourAgo, hourAgo);
    utimesSync(stored, hourAgo, hourAgo);

    expect(await removeStaleTempFiles(dir, 10 * 60_000)).toBe(1);
    expect(readdirSync(month).sort()).toEqual([path.basename(young), path.basename(stored)].sort());
  });

  it('answers 0 when the uploads folder does not exist yet', async () => {
    expect(await removeStaleTempFiles(path.join(dir, 'none'), 0)).toBe(0);
  });
});
