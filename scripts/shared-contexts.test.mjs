// The guard against split React contexts (webpack/shared-contexts.cjs) names a context carried by two
// shared units, or by a unit and an app's own code, and only those; and the build's share table makes
// MUI's context modules singletons of their own. The same guard names a store of our own code (a module
// keeping state at its top level) carried twice, and the share table shares our stores by their file. Run by `npm test` (step "Build and lint rules"), or
// alone: node --test scripts/shared-contexts.test.mjs
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { findSplitContexts, findSplitStores, holdsState } = require('../webpack/shared-contexts.cjs');
const { sharedModules, SHARED_STORES } = require('../webpack/create-config.cjs');

const MENU_LIST_CONTEXT = 'node_modules/@mui/material/MenuList/MenuListContext.mjs';

test('a context carried by the shell’s MenuItem and a remote’s Select is split', () => {
  const split = findSplitContexts([
    { app: 'shell', contexts: { [MENU_LIST_CONTEXT]: ['shared:@mui/material/MenuItem'] } },
    { app: 'mf-trainings', contexts: { [MENU_LIST_CONTEXT]: ['shared:@mui/material/Select'] } },
  ]);
  assert.deepEqual(split, [{ module: MENU_LIST_CONTEXT, units: ['shared:@mui/material/MenuItem', 'shared:@mui/material/Select'] }]);
});

test('a context carried by a shared unit and by an app’s own code is split', () => {
  const split = findSplitContexts([{ app: 'mf-trainings', contexts: { 'node_modules/x/Ctx.mjs': ['local', 'shared:x/Picker'] } }]);
  assert.deepEqual(split, [{ module: 'node_modules/x/Ctx.mjs', units: ['local:mf-trainings', 'shared:x/Picker'] }]);
});

test('a context shared on its own, or used by one app’s own code only, is not split', () => {
  const split = findSplitContexts([
    { app: 'shell', contexts: { [MENU_LIST_CONTEXT]: ['shared:@mui/material/MenuList/MenuListContext.mjs'] } },
    { app: 'mf-trainings', contexts: { [MENU_LIST_CONTEXT]: ['shared:@mui/material/MenuList/MenuListContext.mjs'], 'node_modules/y/Ctx.mjs': ['local'] } },
  ]);
  assert.deepEqual(split, []);
});

test('MUI’s context modules are singletons of their own in the share table', () => {
  const byKey = Object.values(sharedModules());
  for (const shareKey of ['@mui/material/MenuList/MenuListContext.mjs', '@mui/material/List/ListContext.mjs', '@mui/material/FormControl/FormControlContext.mjs']) {
    const entry = byKey.find((candidate) => candidate.shareKey === shareKey);
    assert.ok(entry, `${shareKey} is shared`);
    assert.equal(entry.singleton, true);
  }
});

const NOTIFICATIONS = 'shared-ui/src/components/notifications.tsx';

test('the notifications’ queue carried by its own entry and inside the shared expense form is a split store', () => {
  // As the build reported it while the expense form imported the queue by a relative path.
  const split = findSplitStores([
    { app: 'shell', contexts: {}, stores: { [NOTIFICATIONS]: ['shared:@irt/shared-ui/components/notifications'] } },
    { app: 'mf-finance', contexts: {}, stores: { [NOTIFICATIONS]: ['shared:@irt/shared-ui/components/notifications', 'shared:@irt/shared-ui/expenses/ExpenseForm'] } },
  ]);
  assert.deepEqual(split, [{ module: NOTIFICATIONS, units: ['shared:@irt/shared-ui/components/notifications', 'shared:@irt/shared-ui/expenses/ExpenseForm'] }]);
  // A split store is not a split context, and the reports of an older build (no `stores`) read as none.
  assert.deepEqual(findSplitContexts([{ app: 'mf-finance', contexts: {}, stores: { [NOTIFICATIONS]: ['shared:a', 'shared:b'] } }]), []);
  assert.deepEqual(findSplitStores([{ app: 'shell', contexts: {} }]), []);
});

test('a store shared on its own, or kept in one app’s own code, is not split', () => {
  const split = findSplitStores([
    { app: 'shell', contexts: {}, stores: { [NOTIFICATIONS]: ['shared:@irt/shared-ui/components/notifications'], 'shell/src/queryClient.ts': ['local'] } },
    { app: 'mf-finance', contexts: {}, stores: { [NOTIFICATIONS]: ['shared:@irt/shared-ui/components/notifications'] } },
  ]);
  assert.deepEqual(split, []);
});

test('a module keeping state at its top level is a store; constants and functions are not', () => {
  for (const source of [
    'let queue = [];',
    'export let current: number | null = null;',
    'const listeners = new Set<() => void>();',
    'const cache = new Map<string, Promise<unknown>>();',
    'export const useSession = create<SessionState>()((set) => ({}));',
  ]) {
    assert.equal(holdsState(source), true, source);
  }
  for (const source of [
    "const FIELDS = new Set<string>(['amount', 'dinners']);",
    'export const LIMIT = 3;',
    'function f() {\n  let local = 1;\n  return local;\n}',
    'const createdAt = createDate();',
    'let format: Intl.DateTimeFormat | undefined; // per-copy cache: each copy builds the same formatter',
  ]) {
    assert.equal(holdsState(source), false, source);
  }
  // The stores this guard was written for are recognised in their real source.
  for (const file of [NOTIFICATIONS, 'shared-auth/src/http.ts', 'shared-auth/src/session.ts']) {
    assert.equal(holdsState(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')), true, file);
  }
});

test('our stores are singletons keyed by their file, under the share key of their package entry', () => {
  const entries = sharedModules();
  const byImport = (file) => Object.values(entries).find((entry) => typeof entry.import === 'string' && entry.import.endsWith(`/${file}`));
  assert.ok(SHARED_STORES.includes(NOTIFICATIONS));
  for (const file of SHARED_STORES) {
    const entry = byImport(file);
    assert.ok(entry, `${file} is shared`);
    assert.equal(entry.singleton, true);
  }
  // The queue's key is the one its entry gets from the '@irt/shared-ui/' prefix: one instance for both.
  assert.equal(byImport(NOTIFICATIONS).shareKey, '@irt/shared-ui/components/notifications');
  const key = Object.keys(entries).find((request) => request.endsWith(`/${NOTIFICATIONS}`));
  assert.ok(key && key.startsWith('/'), 'matched by its absolute path, whatever the import says');
});
