// ESLint (flat config) for the whole repository: `npm run lint`.
// Besides the usual recommended rules, it enforces the boundaries of the architecture:
// - a remote never imports another remote's or the shell's source; the shell never imports a remote's;
// - front-end code takes nothing from the API but types from `@irt/api/contract` and values from its
//   dependency-free slice `@irt/api/constants` (roles, role groups, status ids, limits);
// - shared-auth has no MUI, emotion or shared-ui; shared-ui has no HTTP client, no API client and no fetch;
// - the shell and the remotes call the API through the typed client (`api`, `getPage`, `downloadFile`),
//   never through shared-auth's bare `http`, so every path is one of the contract's endpoint table;
// - MUI is imported by path, never through the @mui/material or @mui/icons-material barrels;
// - browser code uses browser globals only (no process, Buffer, require, node: modules);
// - no import cycles;
// - an API module uses another module only through its entry point (`api/src/modules/<m>/index.ts`);
// - in a remote, a feature imports only itself, the remote's `src/shared` and the shared packages; its
//   pages compose features through their entry point (`features/<f>/index.ts`); `src/shared` imports no
//   feature.
// scripts/lint-rules.test.mjs lints a forbidden snippet for each of these rules (and allowed ones).
// No type-aware rules: the whole repository lints in a few seconds without them (docs/decisions.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

const REMOTES = ['mf-trainee', 'mf-trainings', 'mf-people', 'mf-finance', 'mf-admin'];
const SHARED = ['shared-auth', 'shared-ui'];
/** Front-end packages: browser code, bundled by webpack. */
const FRONT_END = [...SHARED, 'shell', ...REMOTES];

const CODE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const TS = '**/*.{ts,tsx,mts,cts}';
const srcOf = (pkg) => `${pkg}/src/${CODE}`;
/** Browser code: the front-end packages' sources, the remotes' development page, the router facade. */
const BROWSER_FILES = [...FRONT_END.map(srcOf), `webpack/standalone/${CODE}`, 'webpack/shared/**/*.js'];
/** Jest tests and their helpers (in the front-end packages), and the Jest setup file. */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/src/**/test/**/*.{ts,tsx}',
  '**/test-utils.{ts,tsx}',
  // What the front-end tests share (network fake, factories, render helper).
  'test-support/src/**/*.{ts,tsx}',
  'jest.setup.ts',
];

// ---------------------------------------------------------------------------------------------------
// Imports each front-end package may not make. `no-restricted-imports` and `no-restricted-globals` take
// one option list per file, so each package's list is built whole here.

const API_TYPES_ONLY =
  'Le front ne prend à l’API que des types (`import type { … } from \'@irt/api/contract\'`) et des constantes (`import { … } from \'@irt/api/constants\'`).';
const NO_BARREL = 'Importez MUI par chemin (par exemple \'@mui/material/Button\') : le barrel n’est pas partagé entre les applications.';
const NO_REMOTE_SOURCE =
  'Une application (shell ou remote) n’importe jamais les sources d’une autre : passez par @irt/shared-auth, @irt/shared-ui ou la fédération de modules.';
const NO_UI_IN_AUTH = 'shared-auth n’a ni MUI, ni emotion, ni composant de shared-ui (voir shared-auth/README.md).';
const NO_HTTP_IN_UI = 'shared-ui ne fait pas de HTTP : les appels passent par @irt/shared-auth, depuis le shell ou un remote.';
const NO_API_IN_UI =
  'shared-ui n’appelle pas l’API : un composant du kit reçoit ses données et ses rappels de l’écran qui l’affiche (qui appelle @irt/shared-auth).';
const TYPED_CALLS_ONLY =
  'Appelez l’API par le client typé (`api.get(\'/trainings/:id\', { params })`, `getPage`, `downloadFile`) : le chemin et ses types viennent de la table des endpoints du contrat, pas de `http`.';

function restrictedImports(pkg) {
  const paths = [
    { name: '@irt/api/contract', allowTypeImports: true, message: API_TYPES_ONLY },
    { name: '@mui/material', message: NO_BARREL },
    { name: '@mui/icons-material', message: NO_BARREL },
  ];
  const patterns = [
    { regex: '^@irt/api(?!/(contract|constants)$)(/.*)?$', message: API_TYPES_ONLY },
    // Relative paths into the API's sources (no-restricted-paths below checks where imports resolve too).
    { regex: '^(\\.\\./){2,}api/src(/|$)', message: API_TYPES_ONLY },
    { regex: '^@irt/(shell|mf-[a-z-]+)(/.*)?$', message: NO_REMOTE_SOURCE },
  ];
  if (pkg === 'shared-auth') {
    patterns.push(
      { regex: '^@(mui|emotion)/', message: NO_UI_IN_AUTH },
      { regex: '^@irt/shared-ui(/.*)?$', message: NO_UI_IN_AUTH },
    );
  }
  if (pkg === 'shared-ui') {
    paths.push(
      { name: 'ky', message: NO_HTTP_IN_UI },
      { name: 'axios', message: NO_HTTP_IN_UI },
      { name: '@irt/shared-auth', importNames: ['http'], message: NO_HTTP_IN_UI },
      // Nor any API client: the typed client, the paged reads, the file downloads, the endpoint hooks.
      { name: '@irt/shared-auth', importNames: ['api', 'fillPath', 'toSearchParams'], message: NO_API_IN_UI },
      { name: '@irt/shared-auth/query', importNames: ['getPage'], message: NO_API_IN_UI },
      { name: '@irt/shared-auth/download', importNames: ['fetchFile', 'downloadFile'], message: NO_API_IN_UI },
      { name: '@irt/shared-auth/endpoints', message: NO_API_IN_UI },
    );
    patterns.push(
      { regex: '^@irt/shared-auth/src/(http|api/)', message: NO_HTTP_IN_UI },
      { regex: '^@irt/shared-auth/src/(api-client|endpoints)', message: NO_API_IN_UI },
    );
  } else if (pkg !== 'shared-auth') {
    // The untyped client stays inside shared-auth (the typed client and the file download run on it).
    paths.push({ name: '@irt/shared-auth', importNames: ['http'], message: TYPED_CALLS_ONLY });
    patterns.push({ regex: '^@irt/shared-auth/src/http', message: TYPED_CALLS_ONLY });
  }
  return ['error', { paths, patterns }];
}

// Node's globals, refused in browser code (types come from the packages' tsconfig, which have no
// Node types; this catches them in the editor and in .js files as well).
const NODE_GLOBALS = ['process', 'Buffer', 'require', 'module', 'exports', '__dirname', '__filename', 'global', 'setImmediate', 'clearImmediate'].map(
  (name) => ({ name, message: `'${name}' est un global de Node : ce code s’exécute dans le navigateur.` }),
);
const NO_FETCH = [
  { name: 'fetch', message: NO_HTTP_IN_UI },
  { name: 'XMLHttpRequest', message: NO_HTTP_IN_UI },
];
const NO_FETCH_PROPERTIES = ['window', 'globalThis', 'self'].map((object) => ({
  object,
  property: 'fetch',
  message: NO_HTTP_IN_UI,
}));

// Where one package may not reach into another, by resolved file path (relative imports included).
const others = (self) => REMOTES.filter((remote) => remote !== self).map((remote) => `./${remote}`);
const BOUNDARY_ZONES = [
  ...REMOTES.map((remote) => ({ target: `./${remote}/src`, from: [...others(remote), './shell'], message: NO_REMOTE_SOURCE })),
  { target: './shell/src', from: REMOTES.map((remote) => `./${remote}`), message: NO_REMOTE_SOURCE },
  { target: './shared-auth/src', from: ['./shared-ui', './shell', ...REMOTES.map((r) => `./${r}`)], message: NO_UI_IN_AUTH },
  { target: './shared-ui/src', from: ['./shell', ...REMOTES.map((r) => `./${r}`)], message: 'shared-ui ne dépend d’aucune application.' },
  {
    target: [...FRONT_END.map((pkg) => `./${pkg}/src`), './webpack/standalone'],
    from: './api',
    except: ['./src/contract'],
    message: API_TYPES_ONLY,
  },
];

// An API module is used through its entry point: a file of modules/<m>/ may import modules/<other>/index.ts
// and nothing else of another module (the registry, modules/index.ts, composes the routes).
const NO_MODULE_INTERNALS =
  'Un module de l’API n’importe d’un autre module que son point d’entrée (`../<module>`, son index.ts) : exportez-y ce qui doit être partagé.';
const API_MODULES_DIR = 'api/src/modules';
const API_MODULE_NAMES = readdirSync(path.join(ROOT, API_MODULES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const API_MODULE_ZONES = API_MODULE_NAMES.map((name) => ({
  target: `./${API_MODULES_DIR}/${name}`,
  from: `./${API_MODULES_DIR}`,
  except: [`./${name}`, ...API_MODULE_NAMES.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: NO_MODULE_INTERNALS,
}));

// A remote's features (docs/architecture.md, 'Where things go'): the files of features/<f>/ import
// nothing of another feature, except its pages (features/<f>/pages/), which compose features through
// their entry point features/<g>/index.ts; src/shared/ (what several features share) imports no feature.
const NO_FEATURE_INTERNALS =
  'Une fonctionnalité n’importe rien d’une autre : ce qu’elles partagent va dans `src/shared` (ou @irt/shared-auth, @irt/shared-ui) ; seules ses pages composent d’autres fonctionnalités, par leur point d’entrée (`features/<f>/index.ts`).';
const NO_FEATURE_IN_SHARED = 'Le code partagé d’un remote (`src/shared`) n’importe aucune fonctionnalité : il est en dessous d’elles.';
const subfolders = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const featuresOf = (remote) => subfolders(`${remote}/src/features`);
const FEATURE_ZONES = REMOTES.flatMap((remote) => {
  const features = featuresOf(remote);
  const dir = `./${remote}/src/features`;
  return [
    ...features.flatMap((feature) => [
      // Anything of the feature, pages included: another feature's entry point at most.
      {
        target: `${dir}/${feature}`,
        from: dir,
        except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
        message: NO_FEATURE_INTERNALS,
      },
      // The feature's files outside its pages: nothing of another feature.
      {
        target: [`${ROOT}/${remote}/src/features/${feature}/*.*`, `${ROOT}/${remote}/src/features/${feature}/!(pages)/**`],
        from: dir,
        except: [`./${feature}`],
        message: NO_FEATURE_INTERNALS,
      },
    ]),
    { target: `./${remote}/src/shared`, from: dir, message: NO_FEATURE_IN_SHARED },
  ];
});

// ---------------------------------------------------------------------------------------------------

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'api/.test-build/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      'data/**',
      '**/.data*/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  // Everything: ESLint's and typescript-eslint's recommended rules, import cycles.
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: [CODE],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [TS],
    rules: {
      // `import type` for what is only a type, inline (`import { a, type B }`) when the import mixes both;
      // an import of types only is written `import type { … }`, which leaves no import behind.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: true },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },

  // Node code: the API, scripts, bench, build and test configuration, end-to-end tests.
  {
    files: [
      `api/${CODE}`,
      `scripts/${CODE}`,
      `bench/${CODE}`,
      'webpack/*.{js,cjs,mjs}',
      `e2e/${CODE}`,
      '*.{js,cjs,mjs,ts}',
      '*/*.config.{js,cjs,mjs,ts}',
    ],
    ignores: ['jest.setup.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [`${API_MODULES_DIR}/**/${CODE}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: API_MODULE_ZONES }] },
  },
  {
    // Playwright fixtures that use no other fixture are written `async ({}, use) => …`.
    files: [`e2e/${CODE}`],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // CommonJS files may require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Browser code.
  {
    files: BROWSER_FILES,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-globals': ['error', ...NODE_GLOBALS],
      'import-x/no-nodejs-modules': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...BOUNDARY_ZONES, ...FEATURE_ZONES] }],
    },
  },
  // Each front-end package's imports (see restrictedImports).
  ...FRONT_END.map((pkg) => ({
    files: [srcOf(pkg)],
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports(pkg) },
  })),
  {
    files: [`webpack/standalone/${CODE}`],
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports('webpack/standalone') },
  },
  {
    // shared-ui does no HTTP (its tests may stub fetch).
    files: [srcOf('shared-ui')],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-globals': ['error', ...NODE_GLOBALS, ...NO_FETCH],
      'no-restricted-properties': ['error', ...NO_FETCH_PROPERTIES],
    },
  },
  {
    // React: hooks and accessibility, in every front-end package.
    files: [...FRONT_END.map(srcOf), `webpack/standalone/${CODE}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: [...FRONT_END.map((pkg) => `${pkg}/src/**/*.{tsx,jsx}`), 'webpack/standalone/**/*.{tsx,jsx}'],
  },
  {
    files: [...FRONT_END.map((pkg) => `${pkg}/src/**/*.{tsx,jsx}`), 'webpack/standalone/**/*.{tsx,jsx}'],
    rules: {
      // `role` on a component is its own prop (the portal's user roles: <Sidebar role="administrateur">);
      // ARIA roles are checked on DOM elements.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },

  // Jest tests and their helpers: browser and Jest globals.
  {
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
);
