// JSON bodies nested deeper than any form of this API sends are refused before they are parsed: a body
// of 100,000 nested lists parses fine but overflows the stack of every recursive step after it (class-
// transformer, the validator). One linear pass over the raw bytes, outside strings.
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** Throws JsonTooDeepError when `body` nests objects and lists deeper than `max`. */
export function assertJsonDepth(body: Uint8Array, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_LIST) {
      if (++depth > max) throw new JsonTooDeepError();
    } else if (c === CLOSE_OBJECT || c === CLOSE_LIST) depth--;
  }
}
