// The boundaries are enforced by the build: each forbidden import below, linted with the workspace's own
// eslint.config.mjs under a file name in the part it would break, fails with konak/boundaries — and
// every source file of main passes the rule. Run by `npm run lint`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundaries } from '../eslint.config.mjs';
import konak from './eslint-boundaries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'konak/boundaries').map((m) => m.message);
}

const forbidden = [
  [
    'the shell imports a remote by package name',
    'shell/src/app/x.tsx',
    "import { routes } from '@konak/public-mfe/src/app/router';",
  ],
  [
    'the shell imports a remote by relative path',
    'shell/src/app/x.tsx',
    "import '../../../admin-mfe/src/expose';",
  ],
  [
    'a remote imports the other remote',
    'public-mfe/src/app/x.tsx',
    "import { LoginPage } from '../../../admin-mfe/src/features/auth/components/login-page';",
  ],
  [
    'a remote loads the other remote with import()',
    'admin-mfe/src/app/x.ts',
    "export const load = () => import('@konak/public-mfe/src/expose');",
  ],
  [
    'a remote re-exports the other remote',
    'public-mfe/src/components/x.ts',
    "export * from '@konak/admin-mfe/src/components/fields';",
  ],
  [
    'shared-ui imports an app',
    'shared-ui/src/components/x.tsx',
    "import { App } from '../../../shell/src/app/app';",
  ],
  [
    'a frontend imports api source (type only)',
    'public-mfe/src/app/x.ts',
    "import type { Project } from '../../../api/src/projects/project.entity.js';",
  ],
  [
    'a frontend imports api source by package name',
    'shell/src/x.ts',
    "import { loadEnv } from '@konak/api/src/config/env.js';",
  ],
  [
    'the api requires a frontend JSON file',
    'api/src/common/x.ts',
    "const defaults = require('@konak/shared-ui/src/defaults/site-defaults.json');",
  ],
  [
    'the api loads a frontend JSON file through createRequire',
    'api/src/common/x.ts',
    "import { createRequire } from 'node:module';\nexport const d = createRequire(import.meta.url)('../../../shared-ui/src/defaults/site-defaults.json');",
  ],
  [
    'the api imports a frontend JSON file',
    'api/src/common/x.ts',
    "import d from '../../../shared-ui/src/defaults/site-defaults.json' with { type: 'json' };\nexport default d;",
  ],
  [
    'the api imports a frontend in a test',
    'api/test/x.e2e-spec.ts',
    "import { paths } from '../../public-mfe/src/config/paths';",
  ],
  [
    'the api imports the sample content statically',
    'api/src/database/x.ts',
    "import { sampleContent } from '@konak/sample-content';",
  ],
  [
    'the sample content imports the api',
    'sample-content/src/x.ts',
    "import { Project } from '../../api/src/projects/project.entity.js';",
  ],
  [
    'the contract imports the api',
    'contract/src/x.ts',
    "import { LocalizedDto } from '../../api/src/common/validators.js';",
  ],
  [
    'the contract imports shared-ui by package name',
    'contract/src/x.ts',
    "export { LANGS } from '@konak/shared-ui';",
  ],
  [
    'the contract requires a frontend JSON file',
    'contract/src/x.ts',
    "export const tr = require('../../public-mfe/src/i18n/tr.json');",
  ],
  [
    'a public feature imports another feature',
    'public-mfe/src/features/home/components/x.tsx',
    "import { PostCard } from '../../blog/components/post-card';",
  ],
  [
    'an admin feature imports another feature',
    'admin-mfe/src/features/users/stores/x.ts',
    "import { useProjectsStore } from '../../projects/stores/projects-store';",
  ],
  [
    'a feature mocks another feature in a test',
    'admin-mfe/src/features/blog/components/x.spec.tsx',
    "jest.mock('../../projects/api/list-projects');",
  ],
];

describe('konak/boundaries fails the lint', () => {
  for (const [name, file, code] of forbidden) {
    it(`when ${name}`, async () => {
      const errors = await boundaryErrors(file, code);
      assert.equal(errors.length, 1, `${file}: ${code}\n→ ${JSON.stringify(errors)}`);
    });
  }
});

const allowed = [
  ['the shell imports shared-ui', 'shell/src/app/x.tsx', "import { Button } from '@konak/shared-ui';"],
  [
    "a feature imports its own files and the remote's components",
    'public-mfe/src/features/blog/components/x.tsx',
    "import { getPosts } from '../api/get-posts';\nimport { Icon } from '../../../components/icons';\nimport { paths } from '../../../config/paths';",
  ],
  [
    'the api imports its own files and packages',
    'api/src/database/x.ts',
    "import { DataSource } from 'typeorm';\nimport { IsSlug } from '../common/validators.js';",
  ],
  ['every part imports the contract', 'api/src/common/x.ts', "import { LIMITS } from '@konak/contract';"],
  [
    'a remote imports the contract',
    'admin-mfe/src/components/x.ts',
    "import { isEmail } from '@konak/contract';",
  ],
  ['the shell imports the contract', 'shell/src/theme/x.ts', "import { fontFile } from '@konak/contract';"],
  [
    'shared-ui imports the contract',
    'shared-ui/src/api/x.ts',
    "import { IMAGE_WIDTHS } from '@konak/contract';",
  ],
  [
    'the sample content imports the contract',
    'sample-content/src/images/x.ts',
    "import { IMAGE_WIDTHS } from '@konak/contract';",
  ],
  ['the contract imports its own files', 'contract/src/x.ts', "import { LIMITS } from './limits.js';"],
  [
    'the seeding hook names the package in a constant',
    'api/src/database/x.ts',
    "const name = '@konak/sample-content';\nexport const load = () => import(name);",
  ],
];

describe('konak/boundaries lets through', () => {
  for (const [name, file, code] of allowed) {
    it(name, async () => assert.deepEqual(await boundaryErrors(file, code), []));
  }
});

it('finds no boundary crossing in the sources of main', async () => {
  const only = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { ignores: ['**/dist/**', '**/node_modules/**', '**/*.d.ts'] },
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        plugins: { konak },
        rules: { 'konak/boundaries': ['error', boundaries] },
      },
    ],
  });
  const results = await only.lintFiles([
    'shell/src',
    'public-mfe/src',
    'admin-mfe/src',
    'shared-ui/src',
    'api/src',
    'api/test',
    'sample-content/src',
    'contract/src',
  ]);
  assert.ok(results.length > 300, `only ${results.length} files linted`);
  const crossings = results.flatMap((r) =>
    r.messages
      .filter((m) => m.ruleId === 'konak/boundaries')
      .map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`),
  );
  assert.deepEqual(crossings, []);
});
