// Where a worker thread's script is, for the built API (a .js beside the module asking) and for its
// sources run by the tests (the .ts, loaded through tools/ts-worker-register.mjs, which compiles it as
// Jest does).
import type { WorkerOptions } from 'node:worker_threads';

export function workerScript(
  name: string,
  from: string,
): { url: URL; options: Pick<WorkerOptions, 'execArgv'> } {
  if (!from.endsWith('.ts')) return { url: new URL(`./${name}.js`, from), options: { execArgv: [] } };
  return {
    url: new URL(`./${name}.ts`, from),
    options: {
      execArgv: ['--import', new URL('../../../tools/ts-worker-register.mjs', import.meta.url).href],
    },
  };
}
