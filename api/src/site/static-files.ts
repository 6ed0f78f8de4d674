// Serves a build folder: precompressed .br/.gz when the browser takes them, year-long caching for
// content-hashed names, `no-cache` for the few names that must stay fresh (remoteEntry.js, manifests).
import { createReadStream, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const FRESH = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)$/;
/** What a browser only ever loads as a subresource: a script, stylesheet, font or raster image of a
 *  build, never a document that runs script (HTML and SVG are not here). */
const SUBRESOURCE = /\.(m?js|css|woff2?|png|jpe?g|webp|avif|gif|ico)$/;
/** helmet's headers that only a document reads: on a subresource of our own build they would be ~0.7 kB
 *  of every response for nothing (a page's fonts and scripts are ten of them on a phone's first visit).
 *  nosniff, CORP, HSTS and the referrer policy stay. */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
/** Font files keep their package names; they never change for a given release of the package. */
const LONG_LIVED = /\.[0-9a-f]{8,}\.|^fonts\//;

function statFile(file: string): Stats | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** Sends `relPath` from `dir` and returns true, or returns false when there is no such file — or when
 *  `deny` refuses it. `deny` sees the path as the file system will: decoded and normalized. */
export function sendBuildFile(
  dir: string,
  relPath: string,
  req: Request,
  res: Response,
  { deny }: { deny?: (rel: string) => boolean } = {},
): boolean {
  let rel: string;
  try {
    rel = path.posix.normalize(decodeURIComponent(relPath)).replace(/^\/+/, '');
  } catch {
    return false;
  }
  if (
    !rel ||
    rel.startsWith('..') ||
    rel.includes('\0') ||
    rel.includes('\\') ||
    /\.(br|gz)$/.test(rel) ||
    deny?.(rel)
  )
    return false;
  const file = path.join(dir, rel);
  if (!file.startsWith(dir + path.sep)) return false;
  const stat = statFile(file);
  if (!stat) return false;

  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`;
  if (SUBRESOURCE.test(rel)) for (const name of DOCUMENT_ONLY) res.removeHeader(name);
  res.setHeader('Content-Type', type);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader(
    'Cache-Control',
    FRESH.test(rel)
      ? 'no-cache'
      : LONG_LIVED.test(rel)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
  );
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return true;
  }
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let sendFile = file;
  let size = stat.size;
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const encoded = accepts.includes(encoding) ? statFile(file + ext) : undefined;
    if (encoded) {
      res.setHeader('Content-Encoding', encoding);
      sendFile = file + ext;
      size = encoded.size;
      break;
    }
  }
  res.setHeader('Content-Length', size);
  if (req.method === 'HEAD') res.end();
  else createReadStream(sendFile).pipe(res);
  return true;
}
