// Writes .br and .gz beside every JS, CSS, HTML, JSON and SVG file of a build, so the server sends
// compressed files without compressing on each request. Usage: node tools/precompress.mjs <dist dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size > 512) {
      const data = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

walk(path.resolve(process.argv[2] ?? 'dist'));
