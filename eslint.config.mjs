// One lint configuration for the workspace. The module-boundary rule is what keeps the
// architecture honest: remotes never import remotes, services never import services, and
// libs/contracts imports nothing of ours. Inside a remote, features do not import each other
// (the architecture/feature-boundaries rule below).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// Feature boundaries inside a remote: `remotes/<remote>/src/features/<feature>/` imports only its
// own files and the remote's shared folders; it never imports another feature, nor the remote's
// routes or entry files (imports flow one way: shared -> features -> routes). Shared folders (any
// folder of src/ other than features/ and routes/, e.g. shared/, testing/, app/) import no
// feature, or they would be a way round the rule. Routes and the entry files compose features.
// The rule reads where a relative import lands, so it applies to every remote by its path alone
// (a new remote needs no configuration) and sees through any depth of `../`. Imports by package
// name are @nx/enforce-module-boundaries' business. It lives here rather than in a file of its
// own so that Nx's lint cache, keyed on this file, notices when it changes.
// Proven by tools/architecture/test/module-boundaries.spec.ts.
const root = dirname(fileURLToPath(import.meta.url));

/**
 * Where a file sits within a remote: `{ remote, area: 'feature', feature }`, `{ remote, area:
 * 'routes' | 'entry' | 'shared', folder }`, or null outside any remote's src/.
 */
function locate(absolutePath) {
  const parts = relative(root, absolutePath).split(sep);
  if (parts[0] !== 'remotes' || parts[2] !== 'src' || parts.length < 4) return null;
  const [, remote, , first, second] = parts;
  if (parts.length === 4) return { remote, area: 'entry', folder: '' };
  if (first === 'features') return second && parts.length > 5 ? { remote, area: 'feature', feature: second } : { remote, area: 'shared', folder: 'features' };
  if (first === 'routes') return { remote, area: 'routes', folder: first };
  return { remote, area: 'shared', folder: first };
}

function refusal(from, to) {
  if (!from || !to || from.remote !== to.remote) return null;
  if (from.area === 'feature') {
    if (to.area === 'feature' && to.feature !== from.feature) return { messageId: 'crossFeature', data: { from: from.feature, to: to.feature } };
    if (to.area === 'routes' || to.area === 'entry') return { messageId: 'featureUpward', data: { from: from.feature } };
  }
  if (from.area === 'shared' && to.area === 'feature') return { messageId: 'sharedToFeature', data: { folder: from.folder, to: to.feature } };
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature of a remote imports no other feature; shared folders import no feature.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' may not import from feature '{{to}}'. Move what both need to the remote's src/shared/ (or to libs/ui, libs/api when another app needs it too).",
      featureUpward: "Feature '{{from}}' may not import the remote's routes or entry files: imports flow shared -> features -> routes.",
      sharedToFeature: "'{{folder}}/' is shared by the remote's features and may not import from feature '{{to}}'.",
    },
  },
  create(context) {
    const filename = context.filename;
    const from = locate(filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const problem = refusal(from, locate(resolve(dirname(filename), source.value)));
      if (problem) context.report({ node: source, ...problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // require('../x') and jest.mock('../x', ...): a test may not reach into another feature either.
      CallExpression: (node) => {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJestModuleCall = callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest' && callee.property.type === 'Identifier' && ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
        if (isRequire || isJestModuleCall) check(node.arguments[0]);
      },
    };
  },
};

const architecture = { rules: { 'feature-boundaries': featureBoundaries } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Nest reads constructor parameter types at run time (emitDecoratorMetadata): the type-import
    // rule must know, or it would turn injected classes into type-only imports.
    files: ['libs/server-kit/**/*.ts', 'libs/messaging/**/*.ts', 'services/**/*.ts', 'bff/**/*.ts', 'infra/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
            { sourceTag: 'type:bff', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:data'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui', 'type:data'] },
            { sourceTag: 'type:launcher', onlyDependOnLibsWithTags: ['type:service', 'type:bff', 'type:lib', 'type:contracts'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'scope:web', notDependOnLibsWithTags: ['scope:server'] },
            { sourceTag: 'scope:server', notDependOnLibsWithTags: ['scope:web'] },
          ],
        },
      ],
    },
  },
  {
    // Every remote, present and future (matched by path): see featureBoundaries above.
    files: ['remotes/*/src/**/*.ts', 'remotes/*/src/**/*.tsx'],
    plugins: { architecture },
    rules: { 'architecture/feature-boundaries': 'error' },
  },
  {
    files: ['shells/**/*.tsx', 'remotes/**/*.tsx', 'libs/ui/**/*.tsx', 'libs/api/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
