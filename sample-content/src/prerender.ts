// Build step (`npm run build`, after tsc): draws every artwork key once, with the WebP copies the API
// stores beside each image, into dist/drawn/ plus a manifest — so seeding an empty database copies
// files instead of drawing 115 pictures. The drawing is spread over worker threads, one per core.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { artworkFileName, renderArtwork } from './artwork/index.js';
import { allArtworkKeys } from './content/index.js';
import { drawVariant, MANIFEST, PRERENDER_WIDTHS, type ArtworkManifest } from './images/prepared.js';

const outDir = path.join(__dirname, 'drawn');

type Entry = ArtworkManifest['images'][string];

async function draw(key: string): Promise<Entry> {
  const file = artworkFileName(key);
  const bytes = await renderArtwork(key);
  writeFileSync(path.join(outDir, file), bytes);
  const variants: Record<number, string> = {};
  for (const width of PRERENDER_WIDTHS) {
    const name = file.replace(/\.[a-z]+$/, `-${width}.webp`);
    writeFileSync(path.join(outDir, name), await drawVariant(bytes, width));
    variants[width] = name;
  }
  return { file, variants };
}

async function main() {
  const started = Date.now();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const keys = allArtworkKeys();
  const images: ArtworkManifest['images'] = {};
  let next = 0;
  const threads = Math.max(1, Math.min(os.availableParallelism(), keys.length));
  await Promise.all(
    Array.from({ length: threads }, () => {
      const worker = new Worker(__filename);
      return new Promise<void>((resolve, reject) => {
        const give = () =>
          next < keys.length
            ? worker.postMessage(keys[next++])
            : void worker.terminate().then(() => resolve());
        worker.on('message', ({ key, entry }: { key: string; entry: Entry }) => {
          images[key] = entry;
          give();
        });
        worker.on('error', reject);
        give();
      });
    }),
  );
  const manifest: ArtworkManifest = { widths: [...PRERENDER_WIDTHS], images };
  writeFileSync(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 1));
  console.log(
    `sample-content: drew ${keys.length} images on ${threads} threads in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (isMainThread) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  parentPort!.on('message', (key: string) => {
    draw(key).then(
      (entry) => parentPort!.postMessage({ key, entry }),
      (error) => {
        throw error;
      },
    );
  });
}
