// The OpenAPI 3.1 document (the contract shared-ui's types are generated from) and its reference page,
// served from the swagger-ui-dist package (no CDN). Nest's document is completed here in one pass
// (decision 0197): tags and texts from openapi-operations.ts, who may call each operation from the
// routes' @Public() marks and the contract's authorization matrix, one error schema on every error
// answer, and one parameter name for paths that differ only in it (GET /projects/{slug} and PUT
// /projects/{id} are one path). Spectral's spectral:oas ruleset checks the result (openapi-lint spec).
import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type ResponseObject,
} from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { ROLES, ROUTE_RULES, type Role } from '@konak/contract';
import { OPENAPI_OPERATIONS, OPENAPI_TAGS, type OperationText } from './openapi-operations.js';
import { IS_PUBLIC } from './public.decorator.js';
import { routeKey } from './route-key.js';

/** Stable, readable operation ids ("ProjectsController", "list" → "projects_list") for generated clients. */
const operationId = (controller: string, method: string) =>
  `${controller.replace(/Controller$/, '').toLowerCase()}_${method}`;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Konak API')
    .setDescription(
      "Content and administration API of the Konak website. Errors answer `{detail}` (ErrorDto); validation errors 422 `{detail: [{loc, msg, type}]}`. Every route needs an administrator's bearer token unless it says it is public; each operation names the roles that may call it.",
    )
    .setVersion('1.0.0')
    .addServer('/', 'The origin that serves this document: the site and its API are one origin')
    .addBearerAuth();
  for (const [name, description] of Object.entries(OPENAPI_TAGS)) config.addTag(name, description);
  const document = SwaggerModule.createDocument(app, config.build(), {
    operationIdFactory: operationId,
  });
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...ERROR_SCHEMAS },
  };
  const routes = listHandlers(app);
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) completeOperation(operation, routes.get(operation.operationId ?? ''));
    }
  }
  document.paths = mergeEquivalentPaths(document.paths);
  return document;
}

interface HandlerInfo {
  /** The route as the authorization matrix names it: `PUT /projects/:id`. */
  route: string;
  isPublic: boolean;
  /** Whether the validation pipe checks one of its arguments (a DTO body, query or parameters): 422. */
  validates: boolean;
}

// Nest's metadata of a handler's arguments (@nestjs/common's ROUTE_ARGS_METADATA and RouteParamtypes).
const ROUTE_ARGS = '__routeArguments__';
const VALIDATED_ARGS = new Set([3, 4, 5]); // body, query, param
/** The types the validation pipe lets through unchecked (as Nest's ValidationPipe.toValidate). */
const UNCHECKED_TYPES = new Set<unknown>([String, Boolean, Number, Array, Object, Buffer, Date]);

function validatesArguments(proto: object, name: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS, proto.constructor, name) ?? {}) as Record<
    string,
    { index: number }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', proto, name) ?? []) as unknown[];
  return Object.entries(args).some(
    ([key, arg]) =>
      VALIDATED_ARGS.has(Number(key.split(':')[0])) &&
      types[arg.index] !== undefined &&
      !UNCHECKED_TYPES.has(types[arg.index]),
  );
}

/** Every route handler by its operationId, with its route key and whether it is @Public(). */
function listHandlers(app: INestApplication): Map<string, HandlerInfo> {
  const handlers = new Map<string, HandlerInfo>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller) continue;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const route = routeKey(controller, handler);
        if (!route) continue;
        const isPublic = !!(
          Reflect.getMetadata(IS_PUBLIC, handler) || Reflect.getMetadata(IS_PUBLIC, controller)
        );
        const validates = validatesArguments(proto, name);
        handlers.set(operationId(controller.name, name), { route, isPublic, validates });
      }
    }
  }
  return handlers;
}

/** Who may call a route, as a sentence: the guard's rules (auth.guard.ts) read from the same matrix. */
function whoMayCall(info: HandlerInfo, text: OperationText): string {
  if (info.isPublic && text.access) return `Roles: ${rolesOf(text.access.as).join(', ')}, ${text.access.or}.`;
  if (info.isPublic) return 'Public: no token needed.';
  const rule = ROUTE_RULES[info.route];
  if (!rule) return 'Roles: owner.';
  const parts: string[] = [`Roles: ${rule.roles.join(', ')}.`];
  for (const role of ROLES as readonly Role[]) {
    const fields = rule.fields?.[role];
    if (fields) parts.push(`The ${role} role may send only ${fields.map((f) => `\`${f}\``).join(', ')}.`);
  }
  if (rule.own) {
    const others = rule.own.roles.filter((role) => !rule.roles.includes(role));
    if (others.length)
      parts.push(
        `Also ${others.join(', ')} on their own account (\`${rule.own.param}\` is theirs), sending only ${rule.own.fields.map((f) => `\`${f}\``).join(', ')}.`,
      );
  }
  return parts.join(' ');
}

/** The roles the matrix gives a route (one it does not list is the owner's alone). */
const rolesOf = (route: string): readonly Role[] => ROUTE_RULES[route]?.roles ?? ['owner'];

/** SPEC's error body, the one shape of every 4xx and 5xx answer (exception.filter.ts). */
const ERROR_SCHEMAS = {
  ErrorItemDto: {
    type: 'object',
    description:
      'One refused field: `loc` says where (`["body", "email"]`), `msg` why, in Turkish; a CSV import names its `line` instead.',
    properties: {
      loc: { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
      msg: { type: 'string' },
      type: { type: 'string' },
      line: { type: 'integer' },
    },
    required: ['msg'],
  },
  ErrorDto: {
    type: 'object',
    description:
      "Every error answer: a Turkish message, or the list of refused fields (422, a CSV import's 400).",
    properties: {
      detail: {
        oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/components/schemas/ErrorItemDto' } }],
      },
    },
    required: ['detail'],
  },
};

/** What an error status means when the route does not say more. */
const ERROR_TEXT: Record<string, string> = {
  '401': 'No valid bearer token',
  '403': "The caller's role may not use this route (or send these fields)",
  '404': 'No such record',
  '422': 'Refused fields: `{detail: [{loc, msg, type}]}`',
  default:
    'Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500)',
};

const errorAnswer = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } },
});

function completeOperation(operation: OperationObject, info: HandlerInfo | undefined) {
  if (!info) throw new Error(`No route handler has the operationId ${operation.operationId}`);
  // An operation without a text keeps no summary: the OpenAPI spec names it (and Spectral warns).
  const text: OperationText = OPENAPI_OPERATIONS[operation.operationId ?? ''] ?? { summary: '' };
  if (text.summary) operation.summary = text.summary;
  operation.description = [text.description, whoMayCall(info, text)].filter(Boolean).join(' ');
  const responses = operation.responses;
  if (!info.isPublic) {
    responses['401'] ??= { description: '' };
    responses['403'] ??= { description: '' };
  }
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  if (parameters.some((p) => p.in === 'path')) responses['404'] ??= { description: '' };
  if (info.validates) responses['422'] ??= { description: '' };
  responses.default ??= { description: '' };
  for (const [status, answer] of Object.entries(responses)) {
    if (status !== 'default' && Number(status) < 400) continue;
    const given = answer as ResponseObject;
    responses[status] = given.content
      ? given
      : errorAnswer(given.description || ERROR_TEXT[status] || 'Error');
  }
}

/** Paths that differ only in a parameter's name (`/api/projects/{slug}` for GET, `/api/projects/{id}` for
 *  PUT) are one path to OpenAPI: merged under one name (`{id_or_slug}`), each operation's parameter
 *  saying which it takes. The routes themselves are unchanged. */
function mergeEquivalentPaths(paths: Record<string, PathItemObject>): Record<string, PathItemObject> {
  const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) groups.set(shape(path), [...(groups.get(shape(path)) ?? []), path]);
  const merged: Record<string, PathItemObject> = {};
  for (const path of Object.keys(paths)) {
    const group = groups.get(shape(path))!;
    if (group.length === 1) {
      merged[path] = paths[path];
      continue;
    }
    if (group[0] !== path) continue;
    const names = group.map((p) => [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
    const unified = names[0].map((_, i) => [...new Set(names.map((n) => n[i]))].sort().join('_or_'));
    const target = group[0].replace(/\{[^}]+\}/g, () => `{${unified.shift()}}`);
    const item: PathItemObject = {};
    for (const source of group) {
      const own = [...source.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const theirs = [...target.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const method of METHODS) {
        const operation = paths[source][method];
        if (!operation) continue;
        if (item[method]) throw new Error(`${method.toUpperCase()} ${target} is declared twice`);
        for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
          const i = own.indexOf(parameter.name);
          if (parameter.in !== 'path' || i < 0 || theirs[i] === parameter.name) continue;
          const others = theirs[i].split('_or_').filter((name) => name !== parameter.name);
          parameter.description = [
            `This operation takes the ${parameter.name} here; the path's other operations take the ${others.join(' or ')}.`,
            parameter.description,
          ]
            .filter(Boolean)
            .join(' ');
          parameter.name = theirs[i];
        }
        item[method] = operation;
      }
    }
    merged[target] = item;
  }
  return merged;
}

/** Swagger UI runs an inline bootstrap; the site's strict CSP stays everywhere else. */
function docsCsp(_req: Request, res: Response, next: NextFunction) {
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'",
  );
  next();
}

export function setupOpenApi(app: INestApplication) {
  const document = buildOpenApiDocument(app);
  app.use('/api/docs', docsCsp);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
    customSiteTitle: 'Konak API',
  });
}
