// `--import` this in a worker thread running the API's TypeScript sources (see ts-worker-hooks.mjs).
import { register } from 'node:module';

register('./ts-worker-hooks.mjs', import.meta.url);
