// jsdom with the web platform pieces Node has and jsdom lacks (fetch, streams, TextEncoder…), which
// ky and the stores use. Tests still mock the network: nothing here reaches one. MessageChannel stays out:
// with it React's scheduler keeps a port open and Jest never exits.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'AbortController',
  'AbortSignal',
];

module.exports = class JsdomWithNodeWeb extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined')
        this.global[name] = globalThis[name];
    }
  }
};
