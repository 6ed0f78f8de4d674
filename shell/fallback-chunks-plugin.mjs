// Writes dist/fallback-chunks.json: the shell's script files a public page never runs when it starts —
//   - what only a shared module's fallback loads (a consumer's own copy, used when no one provides the
//     module: the shell provides every shared module itself);
//   - what only earlier releases of the remotes need (tools/mf-shared.mjs LEGACY: the i18next they read
//     their texts from, and the chunk that initialises it, named legacy-*), fetched by the federation
//     runtime on the rare page that loads such a release;
//   - what only an admin page runs (admin-app: the data router, src/bootstrap.tsx), which a public page,
//     the only kind the server draws, never needs.
// The host leaves them out of the scripts a page fetches when it starts (api/src/site/site.service.ts).
// Without the file the host lists every script, as before.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LEGACY } from '../tools/mf-shared.mjs';

const CONSUME_FALLBACK = /^consume shared module /;
const LEGACY_MODULE = new RegExp(`^(provide|consume) shared module \\(default\\) (${LEGACY.join('|')})@`);

const LATER = /^(legacy|admin)-/;
const LATER_REQUEST = /\/(legacy|admin)-[\w-]+$/;

const notAtStart = (chunk) =>
  chunk.names?.some((n) => LATER.test(n)) ||
  (chunk.origins?.length &&
    chunk.origins.every(
      (o) =>
        CONSUME_FALLBACK.test(o.moduleName ?? '') ||
        LEGACY_MODULE.test(o.moduleName ?? '') ||
        LATER_REQUEST.test(o.request ?? ''),
    ));

export class FallbackChunksPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('FallbackChunksPlugin', (compilation) => {
      const { chunks } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
      const files = chunks
        .filter(notAtStart)
        .flatMap((c) => c.files.filter((f) => f.endsWith('.js')))
        .sort();
      writeFileSync(
        path.join(compilation.outputOptions.path, 'fallback-chunks.json'),
        `${JSON.stringify(files)}\n`,
      );
    });
  }
}
