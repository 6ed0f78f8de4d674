// The version of the contract between the shell and the remotes: this package's exports, the boot data
// (./boot.ts) and the shell's data router. It is this package's own version (package.json), so Module
// Federation's share scope and the shell's check speak of the same number; the remotes' builds read it
// through tools/konak-contract.mjs. Bump rules: docs/decisions/0026-one-versioned-contract.md.
import pkg from '../package.json';

export const CONTRACT_VERSION: string = pkg.version;
