// Every installed package accepts the Node version the README promises (package.json "engines"): a
// dependency that asks for a newer Node fails here, not on a user's machine. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const promised = semver.minVersion(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node,
).version;

/** package.json files of every installed package: node_modules of the root and of each workspace, nested. */
function* installed(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installed(full);
      continue;
    }
    // Workspaces are linked into node_modules; they are checked as workspaces below.
    if (entry.isSymbolicLink() || !entry.isDirectory()) continue;
    const manifest = path.join(full, 'package.json');
    if (existsSync(manifest)) yield manifest;
    yield* installed(path.join(full, 'node_modules'));
  }
}

test(`every installed package accepts Node ${promised}`, () => {
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const manifests = [...installed(path.join(root, 'node_modules'))];
  for (const ws of workspaces)
    manifests.push(path.join(root, ws, 'package.json'), ...installed(path.join(root, ws, 'node_modules')));
  assert.ok(manifests.length > 300, `only ${manifests.length} packages found: is node_modules installed?`);
  const refusing = [];
  for (const file of manifests) {
    const { name, version, engines } = JSON.parse(readFileSync(file, 'utf8'));
    const range = engines?.node;
    if (typeof range !== 'string' || !range.trim()) continue;
    if (!semver.validRange(range) || !semver.satisfies(promised, range))
      refusing.push(`${name}@${version} (node ${range}) at ${path.relative(root, file)}`);
  }
  assert.deepEqual(refusing, []);
});
