// Compiles the API test files once per run, so that each test process loads plain JavaScript instead of
// compiling TypeScript through tsx's loader: that loader resolves and compiles every module of the API on
// a thread of its own, about 1.7 s of processor time in each of the 142 test processes of a run.
// The compiler is esbuild, the one tsx itself uses, with tsx's settings (the root tsconfig.json, the
// running Node as target): the code under test is compiled exactly as under tsx. Our own modules are
// bundled (shared modules in common chunks, so each stays one instance per process); packages stay
// imports. `import.meta.url`, `dirname` and `filename` keep the values of the source file, so paths
// computed from them (migrations, data files, the PGlite worker, the server for child processes) are
// unchanged. Source maps point failures at the TypeScript lines.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './test-utils.mjs';

const requireFromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'));
const esbuild = requireFromTsx('esbuild');

/**
 * Where the compiled test files go (git-ignored): a folder per run, mirroring api/test, inside the API
 * package so that the packages resolve as from the sources.
 */
const BUILD_ROOT = path.join(ROOT, 'api', '.test-build');
const TEST_ROOT = path.join(ROOT, 'api', 'test');

/**
 * Compiles `files` (api/test/…/*.test.ts, relative to the repository's root or absolute); resolves with
 * the compiled files, in the same order, and `dispose()`, which removes them.
 */
export async function buildApiTests(files) {
  mkdirSync(BUILD_ROOT, { recursive: true });
  const outdir = mkdtempSync(path.join(BUILD_ROOT, 'run-'));
  const dispose = () => rmSync(outdir, { recursive: true, force: true });
  const compiled = files.map((file) => path.join(outdir, path.relative(TEST_ROOT, path.resolve(ROOT, file)).replace(/\.ts$/, '.js')));
  try {
    await build(files, outdir);
  } catch (err) {
    dispose();
    throw err;
  }
  return { files: compiled, dispose };
}

async function build(files, outdir) {
  await esbuild.build({
    entryPoints: files.map((file) => path.resolve(ROOT, file)),
    outdir,
    outbase: TEST_ROOT,
    bundle: true,
    splitting: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node}`,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceLocation],
  });
}

/** Replaces `import.meta.url|dirname|filename` in our TypeScript by the source file's own values. */
const sourceLocation = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const values = {
        url: pathToFileURL(args.path).href,
        dirname: path.dirname(args.path),
        filename: args.path,
      };
      const contents = text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => JSON.stringify(values[key]));
      return { contents, loader: 'ts' };
    });
  },
};
