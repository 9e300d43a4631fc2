// Builds the `maze-cat/grid` library entry (docs/grid.md): src/grid/library.ts bundled by esbuild
// into dist-grid/index.mjs (ES module, minified, for browsers and Node alike), and its type
// declarations emitted by tsc into dist-grid/types/ (relative imports given their `.js`, so they
// resolve under every moduleResolution a consumer may use). Then prints the entry's gzip size and
// fails over GRID_BUDGET_KIB. Run by `npm install` and `npm pack` (the `prepare` script) and by
// `npm run build`. Plain Node, esbuild's API and the repository's tsc.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'dist-grid');
const ENTRY = path.join(ROOT, 'src/grid/library.ts');
/** The most the entry may weigh, gzip: it weighs 18.8 KiB now (every search it offers), with room to grow. */
export const GRID_BUDGET_KIB = 24;

/** Builds dist-grid/index.mjs and dist-grid/types/; returns the bundle's raw and gzip bytes. */
export async function buildGrid() {
  rmSync(OUT, { recursive: true, force: true });
  await build({
    entryPoints: [ENTRY],
    outfile: path.join(OUT, 'index.mjs'),
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const options =
    '--declaration --emitDeclarationOnly --target es2022 --module esnext --moduleResolution bundler --strict --skipLibCheck --types node';
  const dirs = ['--outDir', path.join(OUT, 'types'), '--rootDir', path.join(ROOT, 'src/grid')];
  execFileSync(process.execPath, [tsc, ENTRY, ...options.split(' '), ...dirs], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  for (const name of readdirSync(path.join(OUT, 'types'))) {
    const file = path.join(OUT, 'types', name);
    const text = readFileSync(file, 'utf8').replace(
      /(from\s+|import\()(['"])(\.\.?\/[^'"]+?)\2/g,
      '$1$2$3.js$2',
    );
    writeFileSync(file, text);
  }
  const code = readFileSync(path.join(OUT, 'index.mjs'));
  return { bytes: code.length, gzip: gzipSync(code).length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { bytes, gzip } = await buildGrid();
  const kib = gzip / 1024;
  console.log(
    `dist-grid/index.mjs: ${(bytes / 1024).toFixed(1)} KiB, ${kib.toFixed(1)} KiB gzip (budget ${GRID_BUDGET_KIB} KiB)`,
  );
  if (kib > GRID_BUDGET_KIB) {
    console.error(
      `error: dist-grid/index.mjs: size: ${kib.toFixed(1)} KiB gzip is over the budget of ${GRID_BUDGET_KIB} KiB;` +
        ' the entry (src/grid/library.ts) imports more than the searches it offers need',
    );
    process.exit(1);
  }
}
