// The shell / shared-ui contract as the builds declare it: every remote's mf-manifest.json names the range
// it works with, and the shared libraries are required as semver ranges, never strictly. Run by
// `npm run lint`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { compatibleRange, contractVersion, KonakContractPlugin } from './konak-contract.mjs';
import { mfShared } from './mf-shared.mjs';

const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');

test("the contract version is shared-ui's package version", () => {
  assert.equal(
    contractVersion(),
    JSON.parse(readFileSync(path.join(root, 'shared-ui/package.json'), 'utf8')).version,
  );
});

test('a build against x.y.z works with every later patch and minor of x, and earlier patches of x.y', () => {
  assert.equal(compatibleRange('1.4.2'), '^1.4.0');
  assert.equal(compatibleRange('2.0.0'), '^2.0.0');
  assert.equal(compatibleRange('19.3.1'), '^19.3.0');
  assert.throws(() => compatibleRange('latest'), /not a semver version/);
});

test('shared libraries are singletons required by range, shared-ui by the contract range, none strictly', () => {
  for (const app of ['shell', 'public-mfe', 'admin-mfe']) {
    const shared = mfShared(path.join(root, app));
    assert.deepEqual(shared['@konak/shared-ui'], {
      singleton: true,
      requiredVersion: compatibleRange(contractVersion()),
    });
    for (const [name, config] of Object.entries(shared)) {
      assert.equal(config.singleton, true, name);
      assert.equal(config.strictVersion, undefined, name);
      assert.match(config.requiredVersion, /^\^\d+\.\d+\.0$/, `${app}: ${name}`);
    }
  }
});

test("the remote's mf-manifest.json gains the range it works with, after Module Federation wrote it", () => {
  let manifest = JSON.stringify({ name: 'public_mfe', shared: [] });
  let hook;
  class RawSource {
    constructor(text) {
      this.text = text;
    }
    source() {
      return this.text;
    }
  }
  const compilation = {
    errors: [],
    hooks: { processAssets: { tap: (options, fn) => (hook = { options, fn }) } },
    getAsset: (name) => (name === 'mf-manifest.json' ? { source: new RawSource(manifest) } : undefined),
    updateAsset: (name, source) => (manifest = source.source()),
  };
  const compiler = {
    webpack: {
      Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER: 3000, PROCESS_ASSETS_STAGE_REPORT: 5000 },
      sources: { RawSource },
      WebpackError: Error,
    },
    hooks: { thisCompilation: { tap: (_name, fn) => fn(compilation) } },
  };
  new KonakContractPlugin().apply(compiler);
  assert.ok(hook.options.stage > compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER);
  hook.fn();
  assert.deepEqual(JSON.parse(manifest).konak, {
    contract: compatibleRange(contractVersion()),
    builtWith: contractVersion(),
  });
  assert.equal(JSON.parse(manifest).name, 'public_mfe');
  assert.deepEqual(compilation.errors, []);
});
