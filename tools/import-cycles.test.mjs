// No part's source imports itself round in a circle (type-only imports included): a circle makes the
// load order decide which module sees the other half-built, and it hides which of two files is the
// lower layer. Relative imports are followed inside each part; spec files are left out (they import
// what they test and nothing imports them). Run by `npm run lint`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const PARTS = ['contract', 'shared-ui', 'api', 'public-mfe', 'admin-mfe', 'shell', 'sample-content'];
const SOURCE = /\.(ts|tsx)$/;
// One statement's specifier, statement by statement: `from '…'` of an import or export at a line start.
const RELATIVE = /^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']*)'/gm;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(p);
    return SOURCE.test(e.name) && !e.name.includes('.spec.') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
}

/** Each file's relative imports, resolved to files. */
const importsOf = (files) =>
  new Map(
    files.map((f) => [
      f,
      [...readFileSync(f, 'utf8').matchAll(RELATIVE)].map((m) => resolve(f, m[1])).filter(Boolean),
    ]),
  );

/** Every circle in an import graph, each as the list of files round it. */
function circles(edges) {
  const state = new Map();
  const found = [];
  const visit = (file, trail) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, trail);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file, []);
  return found;
}

for (const part of PARTS) {
  it(`${part}: no import circles`, () => {
    const found = circles(importsOf(sources(path.join(root, part, 'src'))));
    assert.deepEqual(
      found.map((c) => c.map((f) => path.relative(root, f)).join(' → ')),
      [],
    );
  });
}

it('finds a circle when there is one, type-only imports and re-exports included', () => {
  const specifiers = (text) => [...text.matchAll(RELATIVE)].map((m) => m[1]);
  assert.deepEqual(
    specifiers(
      "import { b } from './b.js';\nimport type { C } from '../c.js';\nexport { d } from './d.js';\nimport x from 'pkg';",
    ),
    ['./b.js', '../c.js', './d.js'],
  );
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
  ]);
  assert.deepEqual(circles(graph), [['a', 'b', 'c', 'a']]);
  assert.deepEqual(
    circles(
      new Map([
        ['a', ['b']],
        ['b', []],
      ]),
    ),
    [],
  );
});
