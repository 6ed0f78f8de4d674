#!/usr/bin/env node
// The previous release's browser parts (shell, public-mfe, admin-mfe dist folders), built once from a git
// commit in a temporary worktree and cached under node_modules/.cache, for the version-skew test.
//
//   node e2e/support/previous-release.mjs [commit]     (default: the release before contracts, 5b6dce5)
//
// Prints one JSON line last: {"dir": "<cache>/<commit>"} holding shell/dist, public-mfe/dist and
// admin-mfe/dist, or {"skip": "<why>"} when the history lacks the commit (a shallow clone) or git is absent.
// A cached copy is used as is; a build takes about five minutes on a 2-core machine.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PARTS = ['shell', 'public-mfe', 'admin-mfe'];
export const PREVIOUS_RELEASE = '5b6dce5';

const log = (line) => process.stderr.write(`[previous-release] ${line}\n`);
const git = (...args) =>
  execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** node_modules for the worktree: the repository's installed packages, but the workspace packages
 *  (@konak/*) pointing at the worktree's own folders. A plain symlink to the repository's node_modules
 *  would resolve @konak/shared-ui to today's source (its links are relative to the real folder). */
function linkNodeModules(worktree) {
  const from = path.join(REPO, 'node_modules');
  const to = path.join(worktree, 'node_modules');
  mkdirSync(to);
  for (const entry of readdirSync(from)) {
    if (entry === '@konak' || entry === '.cache') continue;
    symlinkSync(path.join(from, entry), path.join(to, entry));
  }
  mkdirSync(path.join(to, '@konak'));
  for (const part of readdirSync(path.join(from, '@konak'))) {
    if (existsSync(path.join(worktree, part, 'package.json')))
      symlinkSync(path.join(worktree, part), path.join(to, '@konak', part));
  }
}

/** The packages the release's parts declare (the three built, what they import, the root's tools) that
 *  today's install no longer has — a dependency dropped since, such as the shell's @fontsource/* fonts
 *  (2026-11-27) — installed at the versions of the release's own lockfile into a folder of the worktree
 *  (from the npm registry, ~10 s) and linked beside the others. */
function installDropped(worktree) {
  const read = (file) => JSON.parse(readFileSync(path.join(worktree, file), 'utf8'));
  const declared = new Set(
    ['.', ...PARTS, 'shared-ui', 'contract'].flatMap((dir) => {
      const pkg = existsSync(path.join(worktree, dir, 'package.json'))
        ? read(path.join(dir, 'package.json'))
        : {};
      return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
    }),
  );
  const locked = read('package-lock.json').packages ?? {};
  const missing = [...declared]
    .filter(
      (name) =>
        !name.startsWith('@konak/') &&
        !existsSync(path.join(REPO, 'node_modules', name)) &&
        locked[`node_modules/${name}`]?.version,
    )
    .map((name) => `${name}@${locked[`node_modules/${name}`].version}`);
  if (!missing.length) return;
  log(`installing what today's packages lack: ${missing.join(' ')}`);
  const extra = path.join(worktree, '.dropped-packages');
  mkdirSync(extra);
  writeFileSync(path.join(extra, 'package.json'), '{"private": true}\n');
  execFileSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', ...missing],
    { cwd: extra, stdio: ['ignore', process.stderr, process.stderr] },
  );
  for (const spec of missing) {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    mkdirSync(path.dirname(path.join(worktree, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(extra, 'node_modules', name), path.join(worktree, 'node_modules', name));
  }
}

function previousRelease(commitish) {
  let commit;
  try {
    commit = git('rev-parse', '--verify', '--quiet', `${commitish}^{commit}`);
  } catch {
    const shallow = (() => {
      try {
        return git('rev-parse', '--is-shallow-repository') === 'true';
      } catch {
        return false;
      }
    })();
    return {
      skip: `commit ${commitish} (the previous release) is not in this clone's history${shallow ? ' (a shallow clone: git fetch --unshallow)' : ''}`,
    };
  }
  const cache = path.join(REPO, 'node_modules/.cache/konak-previous-release', commit);
  const done = path.join(cache, 'release.json');
  if (existsSync(done)) {
    log(`using the cached build of ${commit.slice(0, 7)} in ${cache}`);
    return { dir: cache };
  }
  const worktree = mkdtempSync(path.join(tmpdir(), 'konak-prev-'));
  rmSync(worktree, { recursive: true });
  log(`building ${commit.slice(0, 7)} in ${worktree} (about five minutes)`);
  git('worktree', 'add', '--detach', worktree, commit);
  try {
    linkNodeModules(worktree);
    installDropped(worktree);
    const env = {
      ...process.env,
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      KONAK_RELEASE: `previous-${commit.slice(0, 7)}`,
    };
    delete env.KONAK_OUT_DIR;
    execFileSync(
      'npx',
      [
        'nx',
        'run-many',
        '-t',
        'build',
        `--projects=${PARTS.join(',')}`,
        '--outputStyle=static',
        '--skip-nx-cache',
      ],
      {
        cwd: worktree,
        env,
        stdio: ['ignore', process.stderr, process.stderr],
      },
    );
    rmSync(cache, { recursive: true, force: true });
    for (const part of PARTS)
      cpSync(path.join(worktree, part, 'dist'), path.join(cache, part, 'dist'), { recursive: true });
    writeFileSync(done, JSON.stringify({ commit, built: new Date().toISOString() }) + '\n');
    return { dir: cache };
  } finally {
    try {
      git('worktree', 'remove', '--force', worktree);
    } catch {
      rmSync(worktree, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(JSON.stringify(previousRelease(process.argv[2] ?? PREVIOUS_RELEASE)) + '\n');
}
