// Reads an archive entry by entry (decrypting and decompressing as it goes) and verifies it: every part
// the manifest names is present once with its SHA-256 and size, nothing else is there, and the
// manifest is the archive's last entry. A restore verifies the whole archive before writing anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  ArchiveError,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  TABLES_DIR,
  UPLOADS_DIR,
  type Manifest,
} from './archive-format.js';
import { ENCRYPTED_MAGIC, decryptStream } from './crypto-stream.js';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError(
      error.code === 'ENOENT' ? `there is no archive at ${file}` : `cannot read ${file}: ${error.message}`,
    );
  });
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    return head.equals(ENCRYPTED_MAGIC);
  } finally {
    await handle.close();
  }
}

/** Calls `onEntry` with each entry's name and bytes, in archive order. A damaged or cut-off file, or a
 *  wrong passphrase, throws ArchiveError; an error of `onEntry` is thrown as it is. */
export async function readEntries(
  file: string,
  passphrase: string | undefined,
  onEntry: (name: string, data: Buffer) => Promise<void>,
): Promise<void> {
  const encrypted = await isEncrypted(file);
  if (encrypted && !passphrase)
    throw new ArchiveError(
      'the archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was written with',
    );
  const extract = tar.extract();
  const stages: (Readable | NodeJS.WritableStream)[] = [
    createReadStream(file),
    ...(encrypted ? [decryptStream(passphrase!)] : []),
    createGunzip(),
    extract as unknown as NodeJS.WritableStream,
  ];
  let streamError: Error | undefined;
  const piped = pipeline(
    stages as unknown as readonly (NodeJS.ReadableStream | NodeJS.WritableStream)[],
  ).catch((error: Error) => {
    streamError = error;
  });
  let callbackError: unknown;
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      try {
        await onEntry(entry.header.name, Buffer.concat(chunks));
      } catch (error) {
        callbackError = error;
        throw error;
      }
    }
  } catch (error) {
    extract.destroy();
    await piped;
    if (callbackError) throw callbackError;
    const cause = streamError ?? (error as Error);
    throw cause instanceof ArchiveError
      ? cause
      : new ArchiveError(`the archive is damaged or cut off (${cause.message})`);
  }
  await piped;
  if (streamError)
    throw streamError instanceof ArchiveError
      ? streamError
      : new ArchiveError(`the archive is damaged or cut off (${(streamError as Error).message})`);
}

/** Reads the whole archive once and checks it; returns its manifest. Throws ArchiveError. */
export async function verifyArchive(file: string, passphrase?: string): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; bytes: number }>();
  let manifest: Manifest | undefined;
  await readEntries(file, passphrase, async (name, data) => {
    if (manifest) throw new ArchiveError(`the archive has an entry after its manifest (${name})`);
    if (name === MANIFEST) {
      try {
        manifest = JSON.parse(data.toString('utf8')) as Manifest;
      } catch {
        throw new ArchiveError('the manifest is damaged (not valid JSON)');
      }
      return;
    }
    if (seen.has(name)) throw new ArchiveError(`the archive holds ${name} twice`);
    seen.set(name, { sha256: sha256(data), bytes: data.length });
  });
  if (!manifest) throw new ArchiveError('the archive has no manifest.json: not a Konak backup, or cut off');
  if (manifest.format !== FORMAT) throw new ArchiveError('not a Konak backup (manifest format)');
  if (manifest.format_version > FORMAT_VERSION)
    throw new ArchiveError(
      `the archive's format ${manifest.format_version} is newer than this version reads (${FORMAT_VERSION}): upgrade Konak first`,
    );
  const expected = new Map<string, { sha256: string; bytes: number }>();
  for (const table of manifest.tables) for (const part of table.parts) expected.set(part.path, part);
  for (const upload of manifest.uploads) expected.set(UPLOADS_DIR + upload.name, upload);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw new ArchiveError(`${name} is missing from the archive`);
    if (got.sha256 !== want.sha256 || got.bytes !== want.bytes)
      throw new ArchiveError(`${name} is damaged (its SHA-256 does not match the manifest)`);
  }
  for (const name of seen.keys()) {
    if (!expected.has(name)) throw new ArchiveError(`${name} is in the archive but not in its manifest`);
  }
  for (const table of manifest.tables) {
    const rows = table.parts.reduce((n, p) => n + p.rows, 0);
    if (rows !== table.rows || table.parts.some((p) => !p.path.startsWith(`${TABLES_DIR}${table.name}/`)))
      throw new ArchiveError(`the manifest's counts of ${table.name} do not add up`);
  }
  return manifest;
}
