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
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PARTS = ['shell', 'public-mfe', 'admin-mfe'];
export const PREVIOUS_RELEASE = '5b6dce5';

const log = (line) => process.stderr.write(`[previous-release] ${line}\n`);
const git = (...args) => execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

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
    if (existsSync(path.join(worktree, part, 'package.json'))) symlinkSync(path.join(worktree, part), path.join(to, '@konak', part));
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
    return { skip: `commit ${commitish} (the previous release) is not in this clone's history${shallow ? ' (a shallow clone: git fetch --unshallow)' : ''}` };
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
    const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', KONAK_RELEASE: `previous-${commit.slice(0, 7)}` };
    delete env.KONAK_OUT_DIR;
    execFileSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${PARTS.join(',')}`, '--outputStyle=static', '--skip-nx-cache'], {
      cwd: worktree,
      env,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    rmSync(cache, { recursive: true, force: true });
    for (const part of PARTS) cpSync(path.join(worktree, part, 'dist'), path.join(cache, part, 'dist'), { recursive: true });
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
