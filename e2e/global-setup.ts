// Nothing to prepare: the server seeds its own fresh data folder. Kept for a clear failure message
// when the parts were not built first (npm test builds them).
import { existsSync } from 'node:fs';
import path from 'node:path';

export default function globalSetup() {
  const root = path.resolve(__dirname, '..');
  for (const file of [
    'api/dist/main.js',
    'shell/dist/index.html',
    'public-mfe/dist/remoteEntry.js',
    'admin-mfe/dist/remoteEntry.js',
  ]) {
    if (!existsSync(path.join(root, file)))
      throw new Error(`${file} is missing: run "npm run build" before the browser tests`);
  }
}
