// One lint setup for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import konak from './tools/eslint-boundaries.mjs';

const REMOTES = ['public-mfe', 'admin-mfe'];
const FRONTENDS = ['shell', ...REMOTES];

/** DESIGN.md's boundaries: a wrong import fails `npm run lint` (tools/lint-boundaries.test.mjs proves it). */
export const boundaries = {
  zones: [
    {
      from: ['shell'],
      disallow: REMOTES,
      message: 'the shell imports no remote (it loads them at run time)',
    },
    { from: ['public-mfe'], disallow: ['admin-mfe'], message: 'the remotes never import each other' },
    { from: ['admin-mfe'], disallow: ['public-mfe'], message: 'the remotes never import each other' },
    {
      from: ['shared-ui'],
      disallow: [...FRONTENDS, 'api', 'sample-content', 'e2e'],
      message: 'shared-ui imports no app',
    },
    {
      from: FRONTENDS,
      disallow: ['api', 'sample-content'],
      message:
        'frontends import no api source (what they share with it is in @konak/contract; its types in shared-ui)',
    },
    {
      from: ['api'],
      disallow: [...FRONTENDS, 'shared-ui', 'e2e'],
      message:
        'the api imports no frontend file, JSON included (what it shares with them is in @konak/contract)',
    },
    {
      from: ['api'],
      disallow: ['sample-content'],
      message:
        'the api reaches the sample content only through its seeding hook (database/sample-content.ts)',
    },
    {
      from: ['sample-content'],
      disallow: [...FRONTENDS, 'shared-ui', 'api', 'e2e'],
      message: 'the sample content imports no app (the API hands it what it needs)',
    },
    {
      from: ['contract'],
      disallow: [...FRONTENDS, 'shared-ui', 'api', 'sample-content', 'e2e'],
      message: 'the contract imports no part (every part may import it)',
    },
  ],
  features: REMOTES,
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/*.d.ts', '.nx/**', 'reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { konak },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'konak/boundaries': ['error', boundaries],
    },
  },
  // Scripts, tools and configs run on Node (the few lines that run in a page say so with /* global */).
  { files: ['**/*.{mjs,cjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tools/jest-web-setup.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    files: ['shell/**/*.tsx', 'public-mfe/**/*.tsx', 'admin-mfe/**/*.tsx', 'shared-ui/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
