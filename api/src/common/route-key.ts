import { RequestMethod } from '@nestjs/common';

// Nest's metadata keys (@nestjs/common's constants METHOD_METADATA and PATH_METADATA).
const METHOD_METADATA = 'method';
const PATH_METADATA = 'path';

const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

const first = (value: unknown): string =>
  Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '';

const keys = new WeakMap<object, string | null>();

/** A handler's route as the authorization matrix names it (`PUT /contact/:id`, no /api prefix): its
 *  method and its controller's and its own path patterns, from Nest's metadata. Null for a function
 *  that is no route handler. Memoized per handler: the guard asks on every request. */
export function routeKey(controller: object, handler: object): string | null {
  const known = keys.get(handler);
  if (known !== undefined) return known;
  const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  const sub = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
  const key =
    method === undefined || sub === undefined
      ? null
      : `${RequestMethod[method]} ${joinPath(first(Reflect.getMetadata(PATH_METADATA, controller)), first(sub))}`;
  keys.set(handler, key);
  return key;
}
