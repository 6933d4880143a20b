// The boundary rules of eslint.config.mjs fire: each forbidden import or global below is linted as if it
// were written in the named file, and must be reported by the named rule; the allowed cases must not be.
// Run by `npm test` (step "Lint rules"), or alone: node --test scripts/lint-rules.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './test-utils.mjs';

const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });

/** Lints `code` as the file `file` (relative to the root); the file need not exist. */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  assert.ok(result, `${file} was not linted`);
  const fatal = result.messages.filter((m) => m.fatal || !m.ruleId);
  assert.deepEqual(fatal, [], `${file} could not be parsed or is ignored`);
  return result.messages;
}

const rules = (messages) => messages.map((m) => m.ruleId);

/** Asserts that `rule` reports `code` in `file`. */
async function forbidden(file, code, rule) {
  const messages = await lint(file, code);
  assert.ok(
    rules(messages).includes(rule),
    `expected ${rule} in ${file}, got: ${JSON.stringify(messages.map((m) => `${m.ruleId}: ${m.message}`))}`,
  );
}

/** Asserts that `code` in `file` draws no report at all. */
async function allowed(file, code) {
  const messages = await lint(file, code);
  assert.deepEqual(messages.map((m) => `${m.ruleId}: ${m.message}`), []);
}

describe('remotes and shell do not import each other', () => {
  test('a remote importing another remote by path', () =>
    forbidden('mf-trainee/src/x.ts', "export { default } from '../../mf-trainings/webpack.config.cjs';\n", 'import-x/no-restricted-paths'));
  test('a remote importing another remote by package name', () =>
    forbidden('mf-people/src/x.ts', "export { Dashboard } from '@irt/mf-trainings';\n", '@typescript-eslint/no-restricted-imports'));
  test('a remote importing the shell', () =>
    forbidden('mf-admin/src/x.ts', "export { default } from '../../shell/webpack.config.cjs';\n", 'import-x/no-restricted-paths'));
  test('the shell importing a remote', () =>
    forbidden('shell/src/x.ts', "export { default } from '../../mf-finance/webpack.config.cjs';\n", 'import-x/no-restricted-paths'));
  test('a remote importing the shared packages and the development page is allowed', () =>
    allowed(
      'mf-trainee/src/x.ts',
      "export { hasSession } from '@irt/shared-auth';\nexport { PageHeader } from '@irt/shared-ui/components/PageHeader';\n" +
        "export { renderStandalone } from '../../webpack/standalone/StandaloneApp';\n",
    ));
});

describe('front ends take from the API only types from @irt/api/contract and constants from @irt/api/constants', () => {
  test('a value import from the contract', () =>
    forbidden('shell/src/x.ts', "import { ROLES } from '@irt/api/contract';\nexport const r = ROLES;\n", '@typescript-eslint/no-restricted-imports'));
  test('a type import from elsewhere in the API', () =>
    forbidden('shared-auth/src/x.ts', "export type { Config } from '@irt/api/src/config';\n", '@typescript-eslint/no-restricted-imports'));
  test('a relative import of the API source', () =>
    forbidden('mf-trainings/src/features/x.ts', "export { loadConfig } from '../../../api/src/config';\n", 'import-x/no-restricted-paths'));
  test('a value import of a constant through the contract', () =>
    forbidden('mf-trainings/src/x.ts', "import { CAN_EDIT_TRAININGS } from '@irt/api/contract';\nexport const g = CAN_EDIT_TRAININGS;\n", '@typescript-eslint/no-restricted-imports'));
  test('a value import of a constant file by its path in the API', () =>
    forbidden('shell/src/x.ts', "export { ROLE } from '@irt/api/src/contract/constants/roles';\n", '@typescript-eslint/no-restricted-imports'));
  test('value imports from the constants slice are allowed', () =>
    allowed(
      'mf-trainee/src/x.ts',
      "import { CAN_EDIT_TRAININGS, TRAINING_STATUS, roleCan } from '@irt/api/constants';\n" +
        "export const canEdit = roleCan(CAN_EDIT_TRAININGS, 'gestionnaire') && TRAINING_STATUS.upcoming === 1;\n",
    ));
  test('type imports from the contract are allowed', () =>
    allowed(
      'shared-ui/src/x.ts',
      "import type { Paged } from '@irt/api/contract';\nexport type { RoleSlug } from '@irt/api/contract';\n" +
        'export type Page = Paged<string>;\n',
    ));
});

describe('shared-auth has no UI, shared-ui no HTTP', () => {
  test('shared-auth importing MUI', () =>
    forbidden('shared-auth/src/x.ts', "export { default } from '@mui/material/Button';\n", '@typescript-eslint/no-restricted-imports'));
  test('shared-auth importing emotion', () =>
    forbidden('shared-auth/src/x.ts', "export { css } from '@emotion/react';\n", '@typescript-eslint/no-restricted-imports'));
  test('shared-auth importing shared-ui', () =>
    forbidden('shared-auth/src/x.ts', "export { PageHeader } from '@irt/shared-ui/components/PageHeader';\n", '@typescript-eslint/no-restricted-imports'));
  test('shared-auth importing shared-ui by path', () =>
    forbidden('shared-auth/src/x.ts', "export { PageHeader } from '../../shared-ui/src/components/PageHeader';\n", 'import-x/no-restricted-paths'));
  test('shared-ui importing ky', () =>
    forbidden('shared-ui/src/x.ts', "export { default } from 'ky';\n", '@typescript-eslint/no-restricted-imports'));
  test("shared-ui importing shared-auth's HTTP client", () =>
    forbidden('shared-ui/src/x.ts', "export { http } from '@irt/shared-auth';\n", '@typescript-eslint/no-restricted-imports'));
  test('shared-ui calling fetch', () =>
    forbidden('shared-ui/src/x.ts', "export const load = () => fetch('/api/user');\n", 'no-restricted-globals'));
  test('shared-ui calling window.fetch', () =>
    forbidden('shared-ui/src/x.ts', "export const load = () => window.fetch('/api/user');\n", 'no-restricted-properties'));
  test("shared-ui importing shared-auth's typed API client", () =>
    forbidden('shared-ui/src/x.ts', "import { api } from '@irt/shared-auth';\nexport const load = () => api.get('/user');\n", '@typescript-eslint/no-restricted-imports'));
  test('shared-ui importing an endpoint hook', () =>
    forbidden('shared-ui/src/expenses/x.ts', "export { useCities } from '@irt/shared-auth/endpoints';\n", '@typescript-eslint/no-restricted-imports'));
  test('shared-ui reading pages or files of the API', async () => {
    await forbidden('shared-ui/src/x.ts', "export { getPage } from '@irt/shared-auth/query';\n", '@typescript-eslint/no-restricted-imports');
    await forbidden('shared-ui/src/x.ts', "export { downloadFile } from '@irt/shared-auth/download';\n", '@typescript-eslint/no-restricted-imports');
  });
  test('shared-ui reading shared-auth without HTTP is allowed', () =>
    allowed('shared-ui/src/x.ts', "export { readApiError } from '@irt/shared-auth';\n"));
});

describe('the shell and the remotes call the API through the typed client', () => {
  test("a remote importing shared-auth's untyped HTTP client", () =>
    forbidden(
      'mf-trainings/src/features/x/api/get-x.ts',
      "import { http } from '@irt/shared-auth';\nexport const getX = () => http.get('trainings').json();\n",
      '@typescript-eslint/no-restricted-imports',
    ));
  test("the shell importing the HTTP client's file", () =>
    forbidden('shell/src/x.ts', "export { http } from '@irt/shared-auth/src/http';\n", '@typescript-eslint/no-restricted-imports'));
  test("a remote's test importing the untyped HTTP client", () =>
    forbidden('mf-trainee/src/x.test.tsx', "import { http } from '@irt/shared-auth';\nexport const send = () => http.post('vehicle/profile');\n", '@typescript-eslint/no-restricted-imports'));
  test('the typed client in a remote, and the untyped one inside shared-auth, are allowed', async () => {
    await allowed('mf-trainee/src/x.ts', "import { api } from '@irt/shared-auth';\nexport const getUser = () => api.get('/user');\n");
    await allowed('shared-auth/src/x.ts', "import { http } from './http';\nexport const ping = () => http.get('user');\n");
  });
});

describe('MUI is imported by path', () => {
  test('the @mui/material barrel', () =>
    forbidden('mf-finance/src/x.ts', "export { Button } from '@mui/material';\n", '@typescript-eslint/no-restricted-imports'));
  test('the @mui/icons-material barrel', () =>
    forbidden('shared-ui/src/x.ts', "export { Add } from '@mui/icons-material';\n", '@typescript-eslint/no-restricted-imports'));
  test('imports by path are allowed', () =>
    allowed('shell/src/x.ts', "export { default as Button } from '@mui/material/Button';\nexport { default as Add } from '@mui/icons-material/Add';\n"));
});

describe('browser code has browser globals only', () => {
  test('process in a remote', () =>
    forbidden('mf-trainee/src/x.ts', 'export const mode = process.env.NODE_ENV;\n', 'no-restricted-globals'));
  test('Buffer in a front-end test helper', () =>
    forbidden('shell/src/test/x.ts', "export const encode = (s: string) => Buffer.from(s).toString('base64');\n", 'no-restricted-globals'));
  test('a node: module in the shell', () =>
    forbidden('shell/src/x.ts', "export { readFileSync } from 'node:fs';\n", 'import-x/no-nodejs-modules'));
  test('a Node global in a .js browser file', () =>
    forbidden('webpack/shared/x.js', 'export const dir = __dirname;\n', 'no-restricted-globals'));
  test('browser globals in front-end code and Jest globals in its tests are allowed', async () => {
    await allowed('shared-auth/src/x.ts', 'export const here = () => window.location.href + document.cookie;\n');
    await allowed('shell/src/x.test.ts', "describe('x', () => {\n  it('y', () => {\n    expect(jest.fn()).not.toHaveBeenCalled();\n  });\n});\n");
  });
  test('Node globals in Node code are allowed', async () => {
    await allowed('api/src/x.ts', 'export const port = process.env.PORT;\n');
    await allowed('scripts/x.mjs', "import path from 'node:path';\nexport const here = path.join(process.cwd(), 'x');\n");
  });
  test('browser globals in a Node script are not defined', () =>
    forbidden('scripts/x.mjs', 'export const here = window.location.href;\n', 'no-undef'));
});

describe('API modules are used through their entry point', () => {
  test("a module importing another module's internals", () =>
    forbidden('api/src/modules/catalog/x.ts', "export { inCatalogue } from '../trainings/scopes';\n", 'import-x/no-restricted-paths'));
  test('a module importing the registry', () =>
    forbidden('api/src/modules/people/x.ts', "export { API_MODULES } from '../index';\n", 'import-x/no-restricted-paths'));
  test("another module's entry point and the module's own files are allowed", () =>
    allowed('api/src/modules/catalog/x.ts', "export { inCatalogue } from '../trainings';\nexport { listCatalogue } from './queries';\n"));
});

describe("a remote's features keep to themselves; pages compose them through their entry point", () => {
  const REMOTES = ['mf-admin', 'mf-finance', 'mf-people', 'mf-trainee', 'mf-trainings'];
  const RULE = 'import-x/no-restricted-paths';
  const featuresOf = (remote) =>
    readdirSync(path.join(ROOT, remote, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  /** A source file of `feature` that exists (the rule checks where an import resolves), as a relative import from features/<f>/<dir>/. */
  function someFileOf(remote, feature) {
    const dir = path.join(ROOT, remote, 'src/features', feature);
    for (const sub of ['api', 'components', 'pages', '.']) {
      const at = path.join(dir, sub);
      if (!existsSync(at)) continue;
      const file = readdirSync(at).find((name) => /^[^.]+\.tsx?$/.test(name) && name !== 'index.ts');
      if (file) return `../../${feature}/${path.posix.join(sub, file.replace(/\.tsx?$/, ''))}`.replace('/./', '/');
    }
    throw new Error(`no source file in ${remote}/src/features/${feature}`);
  }
  // Every feature of every remote is a zone: a neighbour's file, from its components or its pages, is refused.
  for (const remote of REMOTES) {
    const features = featuresOf(remote);
    for (const feature of features) {
      const other = features.find((name) => name !== feature);
      if (!other) continue;
      test(`${remote}: ${feature} importing ${other}'s internals`, async () => {
        const code = `export * from '${someFileOf(remote, other)}';\n`;
        await forbidden(`${remote}/src/features/${feature}/components/x.ts`, code, RULE);
        await forbidden(`${remote}/src/features/${feature}/pages/x.ts`, code, RULE);
      });
    }
  }
  test("a feature's component importing another feature's entry point", () =>
    forbidden('mf-trainee/src/features/training/components/x.ts', "export { RefundsTab } from '../../refunds';\n", RULE));
  test("a file at a feature's root importing another feature's entry point", () =>
    forbidden('mf-trainings/src/features/dashboard/x.ts', "export { ActionsTab } from '../training-documents';\n", RULE));
  test('a lazy import of another feature from a component', () =>
    forbidden(
      'mf-trainings/src/features/training-detail/components/x.ts',
      "export const load = () => import('../../training-team/components/TrainingTeamTab');\n",
      RULE,
    ));
  test("a remote's shared code importing a feature", () =>
    forbidden('mf-trainings/src/shared/x.ts', "export { ActionsTab } from '../features/training-documents';\n", RULE));
  test("a page composing another feature through its entry point, and a feature importing the remote's shared code, are allowed", async () => {
    await allowed('mf-trainee/src/features/training/pages/x.ts', "export const load = () => import('../../refunds');\n");
    await allowed('mf-finance/src/features/regie/pages/x.ts', "export { PayableExpensePanel } from '../../expense-panel';\n");
    await allowed('mf-trainings/src/features/attendance/components/x.ts', "export type { TrainingTabProps } from '../../../shared/training-tabs';\n");
  });
});

describe('imports', () => {
  // Two real files that import each other (no-cycle reads the imported file from disk).
  const dir = path.join(ROOT, 'scripts', `.lint-cycle-${process.pid}`);
  before(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('an import cycle', () =>
    forbidden(path.relative(ROOT, path.join(dir, 'a.ts')), "import { b } from './b';\nexport const a = () => b();\n", 'import-x/no-cycle'));
  test('a type imported without `import type`', () =>
    forbidden('shell/src/x.ts', "import { ReactNode } from 'react';\nexport type Children = ReactNode;\n", '@typescript-eslint/consistent-type-imports'));
  test('`import { type … }` of types only', () =>
    forbidden('shell/src/x.ts', "import { type ReactNode } from 'react';\nexport type Children = ReactNode;\n", '@typescript-eslint/no-import-type-side-effects'));
});

describe('React', () => {
  test('a hook called conditionally', () =>
    forbidden(
      'mf-trainee/src/x.tsx',
      "import { useState } from 'react';\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
      'react-hooks/rules-of-hooks',
    ));
  test('an effect missing a dependency', () =>
    forbidden(
      'shell/src/x.tsx',
      "import { useEffect } from 'react';\nexport function X({ id }: { id: number }) {\n  useEffect(() => {\n    document.title = String(id);\n  }, []);\n  return null;\n}\n",
      'react-hooks/exhaustive-deps',
    ));
  test('an image without text alternative', () =>
    forbidden('shared-ui/src/x.tsx', 'export const Logo = () => <img src="/logo.svg" />;\n', 'jsx-a11y/alt-text'));
  test('an accessible component is allowed', () =>
    allowed(
      'shared-ui/src/x.tsx',
      "import { useState } from 'react';\nexport function Logo() {\n  const [alt] = useState('IRT');\n  return <img src=\"/logo.svg\" alt={alt} />;\n}\n",
    ));
});
