// The guard against split React contexts (webpack/shared-contexts.cjs) names a context carried by two
// shared units, or by a unit and an app's own code, and only those; and the build's share table makes
// MUI's context modules singletons of their own. Run by `npm test` (step "Build and lint rules"), or
// alone: node --test scripts/shared-contexts.test.mjs
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { findSplitContexts } = require('../webpack/shared-contexts.cjs');
const { sharedModules } = require('../webpack/create-config.cjs');

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
