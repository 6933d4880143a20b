// One webpack configuration factory for the shell (host) and the five remotes.
// Facts of this stack that shape it:
// - `[contenthash]` in output.filename breaks the federation entry: only chunkFilename is hashed;
// - shared modules are not tree-shaken: MUI is shared by path prefix and imported by path;
// - remotes are registered at runtime by the shell (no `remotes` at build time), shareStrategy
//   'loaded-first' so that registering a remote does not fetch it;
// - in production the host provides the federation runtime and the remotes consume it
//   (experiments.provideExternalRuntime / externalRuntime), saving a runtime copy per remote;
// - react-router is shared through a facade of its browser API (webpack/shared/react-router.js).
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ROOT, DEV_API_PORT, appByFolder, remoteRegistry } = require('./apps.cjs');
const { SharedContextsReportPlugin, CREATES_CONTEXT } = require('./shared-contexts.cjs');
const { firstScreenFiles, firstScreenTest, PreloadChunksPlugin, RemoteFirstWavePlugin } = require('./first-screen.cjs');
// webpack's own minimizer plugin (the successor of terser-webpack-plugin), resolved next to webpack.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));

const ROUTER_FACADE = path.join(__dirname, 'shared', 'react-router.js');
const ROUTER_BUILD = path.join(ROOT, 'node_modules', 'react-router', 'dist', 'production');

const MUI_FAMILY =
  /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|@popperjs|clsx|react-transition-group|react-is|stylis|hoist-non-react-statics)[\\/]/;

/**
 * MUI's text fields and selects, which only pages with a form need (the login page's fields are built
 * from the first screen's inputs). Not the select's utils: the frame's menu reads one of its contexts.
 */
const MUI_FORMS = /[\\/]node_modules[\\/]@mui[\\/]material[\\/](TextField|Select|NativeSelect|Input|FilledInput|Autocomplete)[\\/](?!utils[\\/])/;

/**
 * Chunk groups of the shell (see optimization.splitChunks below): shared modules of these families that
 * the shell provides go to one file per family instead of one file per module. MUI's family is split in
 * three (webpack/first-screen.cjs): what the first screen (`firstScreen`, the login page and the
 * bootstrap) reaches, what the logged-in frame (`frame`: side menu, top bar, the route's screen) reaches
 * besides, and the rest (dialogs, menus, the snackbar), one file per module, fetched when first wanted.
 */
function shellGroups(firstScreen, frame, compilationOf) {
  return {
    react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 30 },
    mui: { test: firstScreenTest(MUI_FAMILY, firstScreen, compilationOf), name: 'mui', priority: 21 },
    'mui-forms': { test: MUI_FORMS, name: 'mui-forms', priority: 20 },
    'mui-app': { test: firstScreenTest(MUI_FAMILY, frame, compilationOf), name: 'mui-app', priority: 19 },
    dayjs: { test: /[\\/]node_modules[\\/]dayjs[\\/]/, name: 'dayjs', priority: 10 },
  };
}

/** The shell's chunks announced in index.html, with what they need: the async boundary's code (React and the first screen's MUI among its needs). */
const PRELOADED_CHUNKS = ['bootstrap'];

/**
 * Chunk groups of a remote: its icons (a few hundred bytes each) travel together, the shell provides
 * most of them anyway. MUI components stay one chunk each: a remote downloads only those the shell
 * does not provide.
 */
const REMOTE_GROUPS = {
  icons: { test: /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/, name: 'icons', priority: 10 },
};

function installedVersion(pkg) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/**
 * Packages whose React contexts are reached from several shared units: MUI shared by path carries its
 * internals (ListContext, MenuListContext, FormControlContext…) inside each component's unit, so the
 * shell's MenuItem and a remote's Select would hold two copies of MenuListContext. Each such context
 * module is shared on its own, keyed by its file: every import of that file, relative or by package
 * name, becomes the one shared instance. scripts/build.mjs fails on any context still carried twice.
 */
const CONTEXT_PACKAGES = ['@mui/material', '@mui/system', '@mui/utils', '@mui/private-theming', 'react-transition-group'];

/**
 * MUI's internals shared on their own too:
 * - its styling core, which every component's unit would otherwise carry: a remote that renders a
 *   component the shell does not provide then downloaded its own styled(), default theme and emotion
 *   serializer (17 KB for a stagiaire);
 * - the modal hook, whose module holds the one stack of open modals (focus and aria-hidden of the
 *   page): a shell dialog and a remote dialog open together must share it.
 */
const SHARED_INTERNALS = [
  '@mui/material/zero-styled/index.mjs',
  '@mui/material/styles/styled.mjs',
  '@mui/material/styles/defaultTheme.mjs',
  '@mui/material/Modal/useModal.mjs',
];

/**
 * Modules of our own packages that keep state at their top level, each shared on its own keyed by its
 * file: every import of it — by its entry ('@irt/shared-ui/components/notifications') or relative from
 * another shared module ('../components/notifications' in the shared expense form) — reaches the one
 * instance. Carried inside another unit instead, a store exists twice: a remote's notify() filled a
 * queue the shell's host never read. scripts/build.mjs fails on any store still carried twice.
 */
const SHARED_STORES = ['shared-ui/src/components/notifications.tsx', 'shared-auth/src/http.ts'];

/**
 * The share key of a file of one of our packages: the entry of its package.json `exports` that serves
 * it (so that the prefix share of the package and the file share are one), else its path in the package.
 */
function shareKeyOfFile(file) {
  const [folder, ...rest] = file.split('/');
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  const inPackage = `./${rest.join('/')}`;
  for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
    if (target === inPackage) return path.posix.join(manifest.name, entry);
    const star = target.indexOf('*');
    if (star === -1) continue;
    const [before, after] = [target.slice(0, star), target.slice(star + 1)];
    if (inPackage.startsWith(before) && inPackage.endsWith(after) && inPackage.length > before.length + after.length) {
      return path.posix.join(manifest.name, entry.replace('*', inPackage.slice(before.length, inPackage.length - after.length)));
    }
  }
  return path.posix.join(manifest.name, rest.join('/'));
}

/** One singleton per store of SHARED_STORES, matched by its absolute path (any import that resolves to it). */
function storeSingletons() {
  const entries = {};
  for (const file of SHARED_STORES) {
    const version = JSON.parse(fs.readFileSync(path.join(ROOT, file.split('/')[0], 'package.json'), 'utf8')).version;
    const absolute = path.join(ROOT, file);
    entries[absolute] = { singleton: true, requiredVersion: `^${version}`, version, shareKey: shareKeyOfFile(file), import: absolute };
  }
  return entries;
}

/**
 * The file to share for a context module: the module itself, or its folder's index when that index
 * re-exports it with `export *` (@mui/utils/useRovingTabIndex) and the package is not shared by path.
 * webpack cannot always list the names a star re-export takes from a shared module, and the names
 * imported through that index would then be missing.
 */
function sharedFileFor(pkg, file) {
  if (pkg === '@mui/material') return file;
  const index = path.join(path.dirname(file), 'index.mjs');
  if (index === file || !fs.existsSync(index)) return file;
  const base = path.basename(file).replace(/\.mjs$/, '');
  const starReexport = new RegExp(`export \\* from ["']\\./${base}(\\.mjs)?["']`);
  return starReexport.test(fs.readFileSync(index, 'utf8')) ? index : file;
}

/** The ES-module files of `pkg` (those webpack resolves) that create a React context. */
function contextFiles(pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const found = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'cjs' && entry.name !== 'dist') walk(full);
      } else if (/\.mjs$/.test(entry.name) || (/\.js$/.test(entry.name) && full.includes(`${path.sep}esm${path.sep}`))) {
        if (CREATES_CONTEXT.test(fs.readFileSync(full, 'utf8'))) found.push(sharedFileFor(pkg, full));
      }
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * The requests that can reach `file` inside its package: its path from node_modules, the same without
 * extension (react-transition-group imports './TransitionGroupContext'), a folder import when it is a
 * folder's index ('@mui/system/RtlProvider'), and the CommonJS name of an ES file.
 */
function fileRequests(file) {
  const name = path.relative(path.join(ROOT, 'node_modules'), file).split(path.sep).join('/');
  const requests = new Set([name, name.replace(/\.m?js$/, '')]);
  if (/\/index\.m?js$/.test(name)) requests.add(name.replace(/\/index\.m?js$/, ''));
  // A package whose `browser` field maps its CommonJS files onto its ES ones is reached by both
  // names (MUI imports 'react-transition-group/cjs/TransitionGroupContext.js').
  if (name.includes('/esm/')) requests.add(name.replace('/esm/', '/cjs/'));
  return { name, requests: [...requests] };
}

/** The package a file of node_modules belongs to ('@mui/material', 'react-transition-group'). */
function packageOf(name) {
  const parts = name.split('/');
  return name.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * One singleton per context module of CONTEXT_PACKAGES and per file of SHARED_INTERNALS, matched by
 * its path inside node_modules (allowNodeModulesSuffixMatch), so that MUI's relative imports of it are
 * shared too. A build provides it only when it bundles it (a key that is a file path would be
 * provided by every build, used or not).
 */
function moduleSingletons() {
  const files = [
    ...CONTEXT_PACKAGES.flatMap((pkg) => contextFiles(pkg)),
    ...SHARED_INTERNALS.map((name) => path.join(ROOT, 'node_modules', name)),
  ];
  const entries = {};
  for (const file of files) {
    const { name, requests } = fileRequests(file);
    const version = installedVersion(packageOf(name));
    for (const request of requests) {
      entries[request] = {
        singleton: true,
        requiredVersion: `^${version}`,
        version,
        shareKey: name,
        import: file,
        request,
        allowNodeModulesSuffixMatch: true,
      };
    }
  }
  return entries;
}

/** The singletons every app shares (same list everywhere, or a remote would bring its own copy). */
function sharedModules() {
  const singleton = (pkg) => {
    const version = installedVersion(pkg);
    return { singleton: true, requiredVersion: `^${version}`, version };
  };
  return {
    react: singleton('react'),
    // Trailing-slash keys share every deep import too: react/jsx-runtime, react-dom/client…
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // One router for all apps, through the facade of the browser API (webpack/shared/react-router.js).
    'react-router-dom': { ...singleton('react-router'), import: ROUTER_FACADE, shareKey: 'react-router-dom' },
    'react-router': { ...singleton('react-router'), import: ROUTER_FACADE, shareKey: 'react-router-dom' },
    // MUI is imported by path and shared by prefix: a page downloads only the components it uses.
    // Not the locale texts: `@mui/material/locale` holds every language, and shared it could not be
    // tree-shaken down to the French one the theme uses.
    // @mui/system stays unshared: the theme reaches remotes through the shared emotion context,
    // which carries colours and overrides (we use no theme defaultProps). Measured: sharing it adds
    // 6 KB to the login page and saves 8 KB on a staff dashboard.
    '@mui/material/': { ...singleton('@mui/material'), exclude: { request: /^locale/ } },
    '@mui/icons-material/': singleton('@mui/icons-material'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    zustand: singleton('zustand'),
    dayjs: singleton('dayjs'),
    'dayjs/': singleton('dayjs'),
    'react-hook-form': singleton('react-hook-form'),
    // One query client context and cache for the shell and every remote.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // shared-ui has no index: its entries (package.json `exports`) are imported by path and shared by
    // prefix, like MUI, so a page downloads only the components it renders.
    // The date pickers stay inside the app that renders them (with DatesProvider and
    // FormDateTimeField as its own code): shared, these two units would each carry a copy of the
    // pickers' contexts, and a provider from one app could wrap a picker from another.
    '@irt/shared-ui/': { ...singleton('@irt/shared-ui'), exclude: { request: /^(DatesProvider|forms\/FormDateTimeField)$/ } },
    // shared-auth: the session entry, and its sub-entries (`/query`, the cache layer the login page
    // does not need).
    '@irt/shared-auth': singleton('@irt/shared-auth'),
    '@irt/shared-auth/': singleton('@irt/shared-auth'),
    ...moduleSingletons(),
    ...storeSingletons(),
  };
}

/** Fails the build when code imports a barrel that must be imported by path (it would not be shared). */
class ForbidBarrelImportsPlugin {
  apply(compiler) {
    const forbidden = new Set(['@mui/material', '@mui/icons-material', '@irt/shared-ui']);
    compiler.hooks.normalModuleFactory.tap('ForbidBarrelImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ForbidBarrelImportsPlugin', (data) => {
        const issuer = data.contextInfo && data.contextInfo.issuer;
        if (forbidden.has(data.request) && issuer && !issuer.includes(`${path.sep}node_modules${path.sep}`)) {
          throw new Error(
            `${path.relative(ROOT, issuer)} importe '${data.request}' en entier : importez par chemin ` +
              `(par exemple '${data.request}/Button') pour que le module soit partagé.`,
          );
        }
      });
    });
  }
}

function swcRule(isProduction) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.folder       the app's folder (shell, mf-trainee…)
 * @param {Record<string,string>} [options.exposes]  remotes: exposed modules
 * @param {string[]} [options.firstScreen]  the host: source files of its first screen (webpack/first-screen.cjs)
 * @param {string[]} [options.frame]  the host: source files of its logged-in frame (the 'mui-app' group)
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ folder, exposes = {}, firstScreen = [], frame = [] }) {
  const app = appByFolder(folder);
  const appDir = path.join(ROOT, app.folder);
  const isHost = app.kind === 'host';
  if (isHost && firstScreen.length === 0) throw new Error(`${folder} : le premier écran (firstScreen) n'est pas indiqué.`);
  if (isHost && frame.length === 0) throw new Error(`${folder} : le cadre des pages connectées (frame) n'est pas indiqué.`);

  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isProduction = mode === 'production';
    // A remote in development also runs on its own (its bootstrap renders its pages), so it keeps a
    // main entry and its own copy of the runtime there.
    const hasMainEntry = isHost || !isProduction;

    const federation = new ModuleFederationPlugin({
      name: app.name,
      ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
      remotes: {},
      shared: sharedModules(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: isHost ? false : { fileName: 'mf-manifest.json' },
      experiments: isProduction
        ? isHost
          ? { provideExternalRuntime: true }
          : { externalRuntime: true }
        : {},
    });

    let compilation = null;
    const plugins = [
      federation,
      new ForbidBarrelImportsPlugin(),
      { apply: (compiler) => compiler.hooks.thisCompilation.tap('CurrentCompilation', (current) => (compilation = current)) },
    ];
    if (hasMainEntry) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: isHost ? path.join(appDir, 'src', 'index.html') : path.join(__dirname, 'standalone.html'),
          title: isHost ? 'IRT - Portail des formations' : `${app.folder} (développement)`,
          chunks: ['main'],
          scriptLoading: 'defer',
          minify: isProduction,
        }),
      );
      // The logged-in frame, and the screen that shows a remote's page in it.
      if (isHost && isProduction) plugins.push(new PreloadChunksPlugin(PRELOADED_CHUNKS, { frame: ['frame', 'route-screen'] }));
    }
    if (!isHost && isProduction) plugins.push(new RemoteFirstWavePlugin());
    if (isProduction) {
      plugins.push(new SharedContextsReportPlugin({ root: ROOT, app: app.folder }));
      const test = /\.(js|css|html|json|svg)$/;
      plugins.push(
        new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz' }),
        new CompressionPlugin({
          test,
          algorithm: 'brotliCompress',
          filename: '[path][base].br',
          compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
        }),
      );
    }

    /** @type {import('webpack').Configuration} */
    const config = {
      name: app.folder,
      mode,
      context: appDir,
      target: 'web',
      entry: hasMainEntry ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(appDir, 'dist'),
        // The shell answers deep links (/formations/3), so its files are addressed from the root;
        // a remote finds its own base from the URL its remoteEntry.js was loaded from.
        publicPath: isHost ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          'react-router-original$': path.join(ROUTER_BUILD, 'index.mjs'),
          'react-router-original/dom$': path.join(ROUTER_BUILD, 'dom-export.mjs'),
        },
      },
      module: {
        // A name missing from a module (e.g. from the router facade) fails the build instead of
        // becoming `undefined` at runtime.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          swcRule(isProduction),
          {
            // The federation packages ship CommonJS and ES module builds; the bundler runtime requires
            // one and `@module-federation/enhanced/runtime` imports the other, which would put two
            // copies of the runtime in the shell. Resolve them all to the ES build.
            test: /node_modules[\\/](@module-federation|\.federation)[\\/]/,
            resolve: { conditionNames: ['import', 'module', 'browser', 'default'] },
          },
        ],
      },
      plugins,
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      optimization: {
        // Shared modules become one async chunk each. With MUI shared by path, each component's chunk
        // would carry its own copy of MUI's internals (styles, ButtonBase, Paper…), and a page would
        // fetch dozens of files. The shell, which provides nearly everything, groups them by family
        // (SHELL_GROUPS); a remote groups only its icons (REMOTE_GROUPS), so that it downloads just
        // the components the shell does not provide.
        ...(isProduction
          ? {
              splitChunks: {
                cacheGroups: Object.fromEntries(
                  Object.entries(isHost ? shellGroups(firstScreenFiles(appDir, firstScreen), firstScreenFiles(appDir, frame), () => compilation) : REMOTE_GROUPS).map(([key, group]) => [
                    key,
                    { ...group, chunks: 'async', enforce: true },
                  ]),
                ),
              },
            }
          : {}),
        // swc minifies several times faster than terser, for bundles within a few percent.
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 }, mangle: true } },
            extractComments: false,
          }),
        ],
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(ROOT, 'node_modules', '.cache', 'webpack'),
        name: `${app.folder}-${mode}`,
        buildDependencies: { config: [__filename, path.join(__dirname, 'apps.cjs'), path.join(__dirname, 'shared-contexts.cjs'), path.join(__dirname, 'first-screen.cjs'), path.join(appDir, 'webpack.config.cjs')] },
      },
      // The manifest plugin logs a warning about publicPath 'auto', which is what we want.
      infrastructureLogging: { level: 'error' },
      // Excluding the locale texts from a singleton prefix is deliberate (see sharedModules).
      ignoreWarnings: [/"singleton: true" is used together with "exclude\.request/],
      stats: 'errors-warnings',
      devServer: devServerOptions(app),
    };
    return config;
  };
}

function devServerOptions(app) {
  const api = `http://localhost:${DEV_API_PORT}`;
  if (app.kind === 'host') {
    return {
      port: app.devPort,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
      proxy: [
        { context: ['/api'], target: api },
        ...require('./apps.cjs')
          .APPS.filter((candidate) => candidate.kind === 'remote')
          .map((remote) => ({
            context: [`/remotes/${remote.folder}`],
            target: `http://localhost:${remote.devPort}`,
            pathRewrite: { [`^/remotes/${remote.folder}`]: '' },
          })),
      ],
      setupMiddlewares: (middlewares, devServer) => {
        // In development the registry points at the remotes' own dev servers — those that
        // scripts/dev.mjs started (IRT_DEV_REMOTES), or all of them.
        devServer.app.get('/remotes.json', (_request, response) => {
          const listed = process.env.IRT_DEV_REMOTES;
          const running = listed === undefined ? null : listed.split(',').filter(Boolean);
          const registry = Object.fromEntries(
            Object.entries(remoteRegistry('development')).filter(([name]) => !running || running.includes(name)),
          );
          response.set('Cache-Control', 'no-cache');
          response.json(registry);
        });
        return middlewares;
      },
    };
  }
  return {
    port: app.devPort,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    // The shell (another origin in development) fetches this remote's manifest and chunks.
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    proxy: [{ context: ['/api'], target: api }],
  };
}

module.exports = { createConfig, sharedModules, shareKeyOfFile, SHARED_STORES };
