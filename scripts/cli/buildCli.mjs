// Compiles the `maze-cat` command line (src/cli) into one JavaScript file, dist-cli/maze-cat.mjs,
// so it starts without compiling TypeScript (docs/performance.md, `npm run bench:cli`). Run by
// `npm install` and `npm pack` (the `prepare` script); bin/maze-cat.mjs runs it. Beside it,
// inputs.json lists the sources it was built from, so a checkout runs the TypeScript (through
// tsx) instead of a stale build after a source changed. Plain Node and esbuild's API.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'dist-cli');

/** Builds dist-cli/maze-cat.mjs and dist-cli/inputs.json; returns the bundle's size in bytes. */
export async function buildCli() {
  mkdirSync(OUT, { recursive: true });
  const result = await build({
    entryPoints: [path.join(ROOT, 'src/cli/bin.ts')],
    outfile: path.join(OUT, 'maze-cat.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minifySyntax: true,
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
  writeFileSync(path.join(OUT, 'inputs.json'), `${JSON.stringify(inputs)}\n`);
  return Object.values(result.metafile.outputs)[0].bytes;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bytes = await buildCli();
  console.log(`dist-cli/maze-cat.mjs: ${Math.round(bytes / 1024)} KiB`);
}
