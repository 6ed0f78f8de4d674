// The shell / shared-ui contract: what the shell provides to the remotes at run time (shared-ui's exports,
// the boot data, the data router). Its version is shared-ui's package.json version — one place; the
// shell reads it as shared-ui's CONTRACT_VERSION, the remotes' builds read it here. Bump rules:
// docs/decisions/0026-one-versioned-contract.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHARED_UI_PACKAGE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../shared-ui/package.json',
);

/** The contract version this checkout provides (and builds its remotes against). */
export function contractVersion() {
  return JSON.parse(readFileSync(SHARED_UI_PACKAGE, 'utf8')).version;
}

/** The range of versions that keep what a build against `version` uses: any later patch or minor of the
 *  same major, and earlier patches of the same minor (a patch adds nothing a remote could need):
 *  1.4.2 → ^1.4.0. */
export function compatibleRange(version) {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`not a semver version: ${version}`);
  return `^${match[1]}.${match[2]}.0`;
}

/** Writes what a remote needs of the shell into its mf-manifest.json, which the shell reads before it
 *  loads any of the remote's code: `"konak": {"contract": "^1.1.0", "builtWith": "1.1.0"}`. */
export class KonakContractPlugin {
  apply(compiler) {
    const version = contractVersion();
    const konak = { contract: compatibleRange(version), builtWith: version };
    compiler.hooks.thisCompilation.tap('KonakContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Module Federation's manifest plugin (stage OPTIMIZE_TRANSFER) has written the file.
        { name: 'KonakContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                'KonakContractPlugin: no mf-manifest.json (set manifest: true)',
              ),
            );
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.konak = konak;
          compilation.updateAsset(
            'mf-manifest.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
