// Builds the federation runtime from its ES modules. The Module Federation plugins resolve the runtime
// with Node's `require`, so by default every build carries its CommonJS files, which a bundler cannot
// tree-shake: the snapshot, preload and Node loaders that mfCommon's `optimization` switches off stayed in
// the bytes. The same modules as ES modules lose them. Applied after ModuleFederationPlugin, whose own
// alias of @module-federation/runtime this replaces.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** A package's CommonJS entry (dist/index.cjs) and its ES module beside it (dist/index.js). */
const entries = (pkg) => {
  const cjs = require.resolve(pkg);
  return [cjs, cjs.replace(/\.cjs$/, '.js')];
};

export class FederationEsmRuntimePlugin {
  apply(compiler) {
    compiler.hooks.afterPlugins.tap('FederationEsmRuntimePlugin', () => {
      const alias = { ...compiler.options.resolve.alias };
      // Aliased by the plugins to their CommonJS files (the keys keep their place: the first match wins).
      for (const key of [
        '@module-federation/runtime',
        '@module-federation/runtime$',
        '@module-federation/runtime-tools',
      ]) {
        if (key in alias) alias[key] = entries(key.replace(/\$$/, ''))[1];
      }
      // Imported by the plugin's generated entry by their CommonJS file's absolute path.
      for (const pkg of [
        '@module-federation/webpack-bundler-runtime',
        '@module-federation/inject-external-runtime-core-plugin',
      ]) {
        const [cjs, esm] = entries(pkg);
        alias[cjs] = esm;
      }
      compiler.options.resolve.alias = alias;
    });
  }
}
