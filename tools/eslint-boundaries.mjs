// The boundaries of DESIGN.md as one lint rule, `konak/boundaries`: which part may import which.
//
// Every way a file can reach another is checked — import and export … from, import(), require() (also
// through createRequire), require.resolve, jest.mock, TypeScript's `import x = require()` and
// `import('…').Type` — and both spellings of a target: a relative path (resolved against the importing
// file, so `../../shared-ui/src/x.json` counts) and a workspace package name (`@konak/api/…`). Paths
// are compared as written, without resolving files on disk, so a specifier that does not resolve (a
// `.js` name for a `.ts` file, a JSON file, a typo) is judged like one that does.
//
// Options: { zones: [{ from: [part…], disallow: [part…], message }], features: [part…] }, where a part
// is a workspace folder. `features` lists the parts whose src/features/<name> folders must not import
// each other.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
/** package name → workspace folder, e.g. '@konak/shared-ui' → 'shared-ui'. */
const packageFolders = new Map(
  workspaces.map((folder) => [
    JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name,
    folder,
  ]),
);

/** The absolute path a specifier names, or null for a package outside the workspace. */
function targetPath(fromFile, specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/'))
    return path.resolve(path.dirname(fromFile), specifier);
  const scoped = specifier.match(/^(@[^/]+\/[^/]+)(\/.*)?$/);
  const name = scoped ? scoped[1] : specifier.split('/')[0];
  const folder = packageFolders.get(name);
  if (!folder) return null;
  return path.join(root, folder, scoped ? (scoped[2] ?? '') : specifier.slice(name.length));
}

/** Which part (workspace folder) and which feature (src/features/<name>) a path lies in. */
function locate(file) {
  const rel = path.relative(root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const segments = rel.split(path.sep);
  if (!workspaces.includes(segments[0])) return null;
  const feature =
    segments[1] === 'src' && segments[2] === 'features' && segments.length > 4 ? segments[3] : null;
  return { part: segments[0], feature };
}

/** A string literal, or a template literal without expressions; otherwise null. */
function literal(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const JEST_LOADERS = new Set([
  'mock',
  'doMock',
  'unmock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
]);

/** Whether a call loads the module named by its first argument. */
function isLoaderCall(callee) {
  if (callee.type === 'Identifier') return callee.name === 'require';
  // createRequire(import.meta.url)('…')
  if (callee.type === 'CallExpression')
    return callee.callee.type === 'Identifier' && callee.callee.name === 'createRequire';
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
    const object = callee.object;
    if (object.type === 'Identifier' && object.name === 'require') return callee.property.name === 'resolve';
    if (object.type === 'Identifier' && object.name === 'jest') return JEST_LOADERS.has(callee.property.name);
  }
  return false;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Which part of the workspace may import which (DESIGN.md, Boundaries)' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'array', items: { type: 'string' } },
                disallow: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['from', 'disallow', 'message'],
              additionalProperties: false,
            },
          },
          features: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      zone: '{{specifier}}: {{message}}',
      feature:
        '{{specifier}}: features never import each other ({{from}} → {{to}}); move what both need to src/components or shared-ui',
    },
  },
  create(context) {
    const { zones = [], features = [] } = context.options[0] ?? {};
    const file = context.filename;
    const here = locate(file);
    if (!here) return {};
    const myZones = zones.filter((z) => z.from.includes(here.part));
    const checkFeatures = here.feature && features.includes(here.part);

    function check(node, specifier) {
      if (specifier == null) return;
      const target = targetPath(file, specifier);
      const there = target && locate(target);
      if (!there) return;
      for (const zone of myZones) {
        if (zone.disallow.includes(there.part)) {
          context.report({ node, messageId: 'zone', data: { specifier, message: zone.message } });
          return;
        }
      }
      if (checkFeatures && there.part === here.part && there.feature && there.feature !== here.feature) {
        context.report({
          node,
          messageId: 'feature',
          data: { specifier, from: here.feature, to: there.feature },
        });
      }
    }

    const source = (node) => check(node.source, literal(node.source));
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: (node) => node.source && source(node),
      ExportAllDeclaration: source,
      ImportExpression: source,
      CallExpression(node) {
        if (isLoaderCall(node.callee)) check(node, literal(node.arguments[0]));
      },
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference.type === 'TSExternalModuleReference')
          check(node, literal(node.moduleReference.expression));
      },
      TSImportType(node) {
        check(node, literal(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument));
      },
    };
  },
};

export default { meta: { name: 'konak' }, rules: { boundaries: rule } };
