// Guard against split React contexts between the federated apps.
//
// Rule: a module that creates a React context must exist once in the browser. A shared unit (a
// module behind a share key, such as '@mui/material/Select') carries its private dependencies with
// it; when a context module is a private dependency of two different units, or of a unit and of an
// app's own code, the shell's copy and a remote's copy of that context can meet in one React tree
// (a MenuItem from the shell inside a Menu from a remote) and the consumer never sees the provider.
//
// Each production build records, for every context-creating module it bundles, the units that carry
// it (`dist/federation-contexts.json`); `findSplitContexts` reads the records of all the apps and
// names every context carried by more than one unit. The build fails on any (scripts/build.mjs).
//
// The same holds for a module of our own packages that keeps state at its top level (a store: the
// notifications' queue, the HTTP client's listeners, a zustand store): two copies are two stores, and
// what one unit writes (a remote's notify()) never reaches the other's reader (the shell's host). The
// report lists them too (`stores`), and the build fails on any carried by more than one unit.
const fs = require('node:fs');
const path = require('node:path');

const REPORT_FILE = 'federation-contexts.json';
const CREATES_CONTEXT = /\bcreateContext\s*\(/;
// React itself defines createContext; it is shared as a whole and never split.
const IGNORED = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;
/**
 * A top-level declaration that holds state across calls: a `let` or `var`, an empty collection filled
 * later (`new Set()`, `new Map<K, V>()`), or a store (`create(…)`, `createStore(…)` of zustand). A
 * collection built from a literal list is a constant, not a store.
 */
const HOLDS_STATE =
  /^(?:export\s+)?(?:let|var)\s|^(?:export\s+)?const\s+\w+(?:\s*:[^=\n]+)?\s*=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\s*(?:<[^\n]*>)?\(\s*\)|create(?:Store)?\s*[<(])/;
/** Said at the end of a declaration that only memoises what every copy computes alike (a formatter). */
const PER_COPY_CACHE = '// per-copy cache';

/** Whether a module's source (of our own code) keeps state at its top level. */
function holdsState(source) {
  return source.split('\n').some((line) => HOLDS_STATE.test(line) && !line.includes(PER_COPY_CACHE));
}

function isConsumeShared(module) {
  return module && module.constructor && module.constructor.name === 'ConsumeSharedModule';
}
function isProvideShared(module) {
  return module && module.constructor && module.constructor.name === 'ProvideSharedModule';
}

/** The label of the unit whose root is reached from `origin`, or null when origin is ordinary code. */
function unitLabel(origin) {
  if (!origin) return 'local';
  if (isConsumeShared(origin)) return `shared:${origin.options.shareKey}`;
  if (isProvideShared(origin)) return `shared:${origin._name}`;
  if (origin.constructor && origin.constructor.name === 'ContainerEntryModule') return 'local';
  return null;
}

/** Every unit (share key, or the app's own code) through which `module` is reached in this build. */
function unitsOf(moduleGraph, module) {
  const units = new Set();
  const seen = new Set([module]);
  const queue = [module];
  while (queue.length > 0) {
    const current = queue.pop();
    for (const connection of moduleGraph.getIncomingConnections(current)) {
      const origin = connection.originModule;
      const label = unitLabel(origin);
      if (label) units.add(label);
      else if (!seen.has(origin)) {
        seen.add(origin);
        queue.push(origin);
      }
    }
  }
  return [...units].sort();
}

/** A stable name for a module file, the same in every app's build: its path from the repository. */
function moduleKey(root, resource) {
  return path.relative(root, resource).split(path.sep).join('/');
}

class SharedContextsReportPlugin {
  /** @param {{ root: string, app: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { root, app } = this.options;
    compiler.hooks.thisCompilation.tap('SharedContextsReportPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedContextsReportPlugin', (modules) => {
        const contexts = {};
        const stores = {};
        for (const module of modules) {
          const resource = module.resource;
          if (!resource || IGNORED.test(resource) || !/\.[cm]?[jt]sx?$/.test(resource)) continue;
          const source = module.originalSource && module.originalSource();
          if (!source) continue;
          const text = String(source.source());
          const key = moduleKey(root, resource.split('?')[0]);
          if (CREATES_CONTEXT.test(text)) contexts[key] = unitsOf(compilation.moduleGraph, module);
          if (!IN_NODE_MODULES.test(resource) && holdsState(text)) stores[key] = unitsOf(compilation.moduleGraph, module);
        }
        const report = { app, contexts, stores };
        compilation.emitAsset(REPORT_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(report, null, 2)}\n`));
      });
    });
  }
}

/**
 * The modules of one kind of the reports ('contexts' or 'stores') carried by more than one unit across
 * the apps. The apps' own code counts as one unit per app; a module used only by one app's own code is
 * not split (nothing else holds it), but one carried by a shared unit and anything else is.
 * @param {{ app: string, contexts: Record<string, string[]>, stores?: Record<string, string[]> }[]} reports
 * @param {'contexts' | 'stores'} kind
 * @returns {{ module: string, units: string[] }[]}
 */
function findSplitModules(reports, kind) {
  const byModule = new Map();
  for (const report of reports) {
    const { app } = report;
    for (const [module, units] of Object.entries(report[kind] ?? {})) {
      const all = byModule.get(module) ?? new Set();
      for (const unit of units) all.add(unit === 'local' ? `local:${app}` : unit);
      byModule.set(module, all);
    }
  }
  const split = [];
  for (const [module, units] of byModule) {
    const list = [...units].sort();
    if (list.length > 1 && list.some((unit) => unit.startsWith('shared:'))) split.push({ module, units: list });
  }
  return split.sort((a, b) => a.module.localeCompare(b.module));
}

/** The React contexts carried by more than one unit (see findSplitModules). */
const findSplitContexts = (reports) => findSplitModules(reports, 'contexts');
/** The modules of our own code holding a store carried by more than one unit (see findSplitModules). */
const findSplitStores = (reports) => findSplitModules(reports, 'stores');

/** Reads the reports of the given dist folders (those that have one). */
function readReports(distDirs) {
  return distDirs
    .map((dir) => path.join(dir, REPORT_FILE))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
}

module.exports = { SharedContextsReportPlugin, findSplitContexts, findSplitStores, holdsState, readReports, REPORT_FILE, CREATES_CONTEXT, PER_COPY_CACHE };
