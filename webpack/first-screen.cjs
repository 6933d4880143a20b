// The shell's first screen: what the login page (or, for a session already set, the frame before the
// page) needs before anything shows. Two build rules follow from it:
// - the shared MUI modules this first screen reaches go to one chunk ('mui'), the others the shell
//   provides to a second one ('mui-app') fetched once a logged-in page needs it: the login page does
//   not download the sidebar's, the dialogs' or the search's components;
// - the first screen's chunks are announced in index.html (<link rel="preload">), so the browser
//   fetches them alongside main.js instead of after main.js has run.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Which modules each compilation's first screen reaches, computed once per module graph. */
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
  let reached = reachedByGraph.get(moduleGraph);
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
  reachedByGraph.set(moduleGraph, reached);
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

/** Adds <link rel="preload" as="script"> for the named chunks to the page's head. */
class PreloadChunksPlugin {
  constructor(chunkNames) {
    this.chunkNames = chunkNames;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const links = [];
        for (const name of this.chunkNames) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new Error(`Préchargement : le chunk « ${name} » n'existe pas dans la compilation du shell.`);
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            links.push(
              HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
            );
          }
        }
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

module.exports = { firstScreenFiles, firstScreenTest, PreloadChunksPlugin };
