// Module hooks that let a worker thread started from the API's TypeScript sources (its tests: Jest runs
// the sources) load TypeScript as the built API loads JavaScript: `./x.js` imports name `./x.ts` files,
// compiled by SWC as Jest compiles them, and @konak/contract is its sources. Registered by
// ts-worker-register.mjs, which api/src/common/worker-script.ts passes to such a worker; the built API
// (api/dist) never uses it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const CONTRACT = new URL('../contract/src/index.ts', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === '@konak/contract') return { url: CONTRACT, shortCircuit: true };
  if (context.parentURL?.endsWith('.ts') && /^\.\.?\//.test(specifier) && specifier.endsWith('.js')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
