// The shell's build on disk (shell/dist): its index.html template, its content-hashed scripts and styles
// and its plain stylesheets (/fonts/<family>.css). Each is read once per build: a new build (a new
// index.html mtime) is noticed on the next page and read afresh.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html.js';

export const SHELL_DIR = 'shell/dist';

type Chunks = { js: string[]; css: string[]; first?: string };
type Build = Chunks & { mtime: number; template: string; plainCss: Map<string, string | null> };

const NO_CHUNKS: Chunks = { js: [], css: [] };

export class ShellBuild {
  readonly dir: string;
  private build: Build | null = null;

  constructor(staticRoot: string) {
    this.dir = path.join(staticRoot, SHELL_DIR);
  }

  /** The build's index.html, or null when the shell is not built. */
  template(): string | null {
    return this.current()?.template ?? null;
  }

  /** What a drawn page depends on of the shell: its build time ('none' when not built). */
  stamp(): string {
    return String(this.current()?.mtime ?? 'none');
  }

  /** Every content-hashed file of the build, main.js first: the shell is small and all of it runs at
   *  start (its bootstrap and the shared libraries), so nothing waits for main.js to ask for it. `first`
   *  (first.js, when the build has it) is apart: the one script a drawn page runs at once. */
  chunks(): Chunks {
    return this.current() ?? NO_CHUNKS;
  }

  /** A stylesheet of the build that is not content-hashed (/fonts/<family>.css); null when absent. */
  plainCss(href: string): string | null {
    const build = this.current();
    if (!build) return null;
    if (!build.plainCss.has(href)) {
      let css: string | null = null;
      try {
        css = readFileSync(path.join(this.dir, href), 'utf8');
      } catch {
        // not built: the page links it
      }
      build.plainCss.set(href, css);
    }
    return build.plainCss.get(href)!;
  }

  /** A drawn page runs first.js instead of main.js (which it fetches when the visitor reaches for the
   *  page): the template's main.js tag, swapped. Without first.js (an older shell build) main.js stays. */
  firstScriptOnly(template: string): string {
    const { js, first } = this.chunks();
    const main = js[0];
    if (!first || !main?.startsWith('main.')) return template;
    return template.replace(`src="/${escapeHtml(main)}"`, () => `src="/${escapeHtml(first)}"`);
  }

  private current(): Build | null {
    try {
      const mtime = statSync(path.join(this.dir, 'index.html')).mtimeMs;
      if (this.build?.mtime !== mtime)
        this.build = {
          mtime,
          template: readFileSync(path.join(this.dir, 'index.html'), 'utf8'),
          ...readChunks(this.dir),
          plainCss: new Map(),
        };
      return this.build;
    } catch {
      return null;
    }
  }
}

function readChunks(dir: string): Chunks {
  const hashed = readdirSync(dir).filter((f) => /^[\w-]+\.[0-9a-f]{8,}\.(js|css)$/.test(f));
  const first = hashed.find((f) => f.startsWith('first.') && f.endsWith('.js'));
  const fallbacks = readFallbackChunks(dir);
  const js = hashed
    .filter((f) => f.endsWith('.js') && f !== first && !fallbacks.has(f))
    .sort((a, b) => Number(b.startsWith('main.')) - Number(a.startsWith('main.')));
  return { js, css: hashed.filter((f) => f.endsWith('.css')), first };
}

/** The shell's scripts that only a shared module's fallback loads (shell/fallback-chunks-plugin.mjs): never
 *  run while the shell provides every shared module, so no page fetches them. None when unreadable. */
function readFallbackChunks(dir: string): Set<string> {
  try {
    const files: unknown = JSON.parse(readFileSync(path.join(dir, 'fallback-chunks.json'), 'utf8'));
    return new Set(Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : []);
  } catch {
    return new Set();
  }
}
