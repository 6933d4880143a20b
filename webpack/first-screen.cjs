// The shell's first screen: what the login page (or, for a session already set, the frame before the
// page) needs before anything shows. Two build rules follow from it:
// - the shared MUI modules this first screen reaches go to one chunk ('mui'), the others the shell
//   provides to a second one ('mui-app') fetched once a logged-in page needs it: the login page does
//   not download the sidebar's, the dialogs' or the search's components;
// - the first screen's chunks, and the shared modules they need, are announced in index.html
//   (<link rel="preload">), so the browser fetches them alongside main.js instead of after it has run.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Which modules a set of source files reaches, computed once per module graph and set of files. */
const reachedByGraph = new WeakMap();

/**
 * A dependency followed from the first screen: static imports, and a shared module's own fallback
 * (the consume-shared module's async block is the shared module itself, not a later page). An
 * `import()` written in an app's code is a later page: not followed.
 */
function followed(originModule, connection, moduleGraph) {
  const block = moduleGraph.getParentBlock(connection.dependency);
  const isAsync = block && block.constructor && block.constructor.name === 'AsyncDependenciesBlock';
  if (!isAsync) return true;
  return originModule.constructor.name === 'ConsumeSharedModule';
}

/** The modules reached from the first screen's source files (absolute paths), without later pages. */
function firstScreenModules(moduleGraph, compilation, startFiles) {
  let byFiles = reachedByGraph.get(moduleGraph);
  if (!byFiles) reachedByGraph.set(moduleGraph, (byFiles = new Map()));
  const key = startFiles.join('\n');
  let reached = byFiles.get(key);
  if (reached) return reached;
  reached = new Set();
  const queue = [];
  for (const module of compilation.modules) {
    if (module.resource && startFiles.includes(module.resource)) queue.push(module);
  }
  if (queue.length !== startFiles.length) {
    const found = new Set(queue.map((m) => m.resource));
    const missing = startFiles.filter((file) => !found.has(file));
    throw new Error(`Premier écran du shell : fichiers introuvables dans la compilation (${missing.join(', ')})`);
  }
  while (queue.length > 0) {
    const module = queue.pop();
    if (reached.has(module)) continue;
    reached.add(module);
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      if (connection.module && !reached.has(connection.module) && followed(module, connection, moduleGraph)) {
        queue.push(connection.module);
      }
    }
  }
  byFiles.set(key, reached);
  return reached;
}

/**
 * The split of the shell's MUI family: `test` of the 'mui' group keeps the first screen's modules, the
 * 'mui-app' group (lower priority) takes the rest.
 */
function firstScreenTest(family, startFiles, compilationOf) {
  return (module, { moduleGraph }) => {
    if (!family.test(module.nameForCondition() || '')) return false;
    return firstScreenModules(moduleGraph, compilationOf(), startFiles).has(module);
  };
}

/**
 * The chunks a named chunk needs before its code can run: its own (with those splitChunks took out of
 * it), and, for each shared module it consumes, the chunk the host loads it from, then what that one
 * consumes in turn. The host loads a shared module from the chunk of its own provided copy (webpack
 * also emits the consuming side's fallback, the same code under another chunk id, which it does not
 * load). The federation runtime asks for them only once main.js has run.
 */
function chunksNeededBy(compilation, name) {
  const start = compilation.namedChunks.get(name);
  if (!start) throw new Error(`Préchargement : le chunk « ${name} » n'existe pas dans la compilation du shell.`);
  return chunksNeededFrom(compilation, [...start.groupsIterable].flatMap((group) => group.chunks));
}

const blockChunks = (chunkGraph, block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
const blockTarget = (moduleGraph, block) => (block.dependencies[0] ? moduleGraph.getModule(block.dependencies[0]) : null);

/** Each module the compilation provides to the share scope → the chunks of its provided copy, and its share key. */
function providedModules(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    for (const block of module.blocks) {
      const target = blockTarget(moduleGraph, block);
      if (target) provided.set(target, { key: module._name, chunks: blockChunks(chunkGraph, block) });
    }
  }
  return provided;
}

/** `chunks` and, transitively, the chunks the host loads the shared modules they consume from. */
function chunksNeededFrom(compilation, chunks) {
  const { chunkGraph, moduleGraph } = compilation;
  const provided = providedModules(compilation);
  const needed = new Set();
  const queue = [...chunks];
  while (queue.length > 0) {
    const chunk = queue.pop();
    if (needed.has(chunk)) continue;
    needed.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name !== 'ConsumeSharedModule') continue;
      for (const block of module.blocks) {
        const target = blockTarget(moduleGraph, block);
        queue.push(...(provided.get(target)?.chunks ?? blockChunks(chunkGraph, block)));
      }
    }
  }
  return needed;
}

const jsFilesOf = (chunks, publicPath = '') =>
  [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort().map((file) => `${publicPath}${file}`);

/**
 * A remote's first-wave.json: for each exposed module, its own chunks and the share keys its code
 * consumes; for each share key the remote consumes, the chunks of its own copy (the one it provides, else
 * its fallback) and the keys that copy consumes in turn. The server completes the preloads of a dashboard from it: a key the shell
 * provides is loaded from the shell's copy (the shell's first-wave.json names its files), any other from
 * the remote's fallback — the share scope takes the copy already registered, and the shell registers its
 * own before any remote.
 */
class RemoteFirstWavePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteFirstWavePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteFirstWavePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { chunkGraph } = compilation;
        const consumedIn = (chunks) => {
          const keys = new Set();
          for (const chunk of chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.constructor.name === 'ConsumeSharedModule') keys.add(module.options.shareKey);
            }
          }
          return [...keys].sort();
        };
        // The remote registers its own copy of each key it provides, and the runtime loads that copy's
        // chunk, not the consuming side's fallback (the same code under another chunk id).
        const providedByKey = new Map([...providedModules(compilation).values()].map(({ key, chunks }) => [key, chunks]));
        const fallbacks = {};
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ConsumeSharedModule') continue;
          const key = module.options.shareKey;
          const chunks = providedByKey.get(key) ?? module.blocks.flatMap((block) => blockChunks(chunkGraph, block));
          fallbacks[key] = { files: jsFilesOf(chunks), consumes: consumedIn(chunks) };
        }
        const exposes = {};
        for (const [name, chunk] of compilation.namedChunks) {
          const exposed = /^__federation_expose_(.+)$/.exec(name);
          if (!exposed) continue;
          const chunks = [...chunk.groupsIterable].flatMap((group) => group.chunks);
          exposes[exposed[1]] = { files: jsFilesOf(chunks), consumes: consumedIn(chunks) };
        }
        compilation.emitAsset('first-wave.json', new compiler.webpack.sources.RawSource(`${JSON.stringify({ exposes, fallbacks })}\n`));
      });
    });
  }
}

/**
 * Adds <link rel="preload" as="script"> to the page's head for the named chunks and every chunk they
 * need (chunksNeededBy): the browser fetches them alongside main.js.
 */
class PreloadChunksPlugin {
  /**
   * @param {string[]} chunkNames  announced in index.html for every visitor
   * @param {Record<string, string[]>} [listed]  named chunks whose files (with what they need, less those
   *   of `chunkNames`) are written to first-wave.json, by name: the server adds their preloads to the page
   *   of a visitor it knows logged in (the logged-in frame).
   */
  constructor(chunkNames, listed = {}) {
    this.chunkNames = chunkNames;
    this.listed = listed;
  }

  apply(compiler) {
    // The main compilation only (not html-webpack-plugin's child compilation, which has no such chunks).
    compiler.hooks.thisCompilation.tap('PreloadChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const jsFiles = (names) => {
          const files = new Set();
          for (const name of names) {
            for (const chunk of chunksNeededBy(compilation, name)) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
          return files;
        };
        const everyone = jsFiles(this.chunkNames);
        const out = {};
        for (const [key, names] of Object.entries(this.listed)) {
          out[key] = [...jsFiles(names)].filter((file) => !everyone.has(file)).sort().map((file) => `${publicPath}${file}`);
        }
        // Each share key the shell provides → the files of its copy and of what that copy needs, less the
        // page's own preloads: a remote's module consuming the key loads these.
        const provides = {};
        for (const { key, chunks } of providedModules(compilation).values()) {
          const files = jsFilesOf(chunksNeededFrom(compilation, chunks)).filter((file) => !everyone.has(file));
          provides[key] = files.map((file) => `${publicPath}${file}`);
        }
        out.provides = provides;
        compilation.emitAsset('first-wave.json', new compiler.webpack.sources.RawSource(`${JSON.stringify(out)}\n`));
      });
    });
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const files = new Set();
        for (const name of this.chunkNames) {
          for (const chunk of chunksNeededBy(compilation, name)) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const links = [...files].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

/** The first screen's source files of an app, as absolute paths. */
function firstScreenFiles(appDir, files) {
  return files.map((file) => path.join(appDir, file));
}

module.exports = { firstScreenFiles, firstScreenTest, PreloadChunksPlugin, RemoteFirstWavePlugin };
