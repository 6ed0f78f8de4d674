// Writes dist/fallback-chunks.json: the shell's script files that only a shared module's fallback loads
// (a consumer's own copy, used when no one provides the module). The shell provides every shared module
// itself, so a page never runs them; the host leaves them out of the scripts a page fetches when it
// starts (api/src/site/site.service.ts). Without the file the host lists every script, as before.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const CONSUME_FALLBACK = /^consume shared module /;

export class FallbackChunksPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('FallbackChunksPlugin', (compilation) => {
      const { chunks } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
      const files = chunks
        .filter((c) => c.origins?.length && c.origins.every((o) => CONSUME_FALLBACK.test(o.moduleName ?? '')))
        .flatMap((c) => c.files.filter((f) => f.endsWith('.js')))
        .sort();
      writeFileSync(path.join(compilation.outputOptions.path, 'fallback-chunks.json'), `${JSON.stringify(files)}\n`);
    });
  }
}
