// Runs a TypeScript bench as the code ships: bundled into one ES module by esbuild (as Vite bundles
// the game's worker and scripts/cli/buildCli.mjs the command line), then imported. Under tsx every
// module is compiled on its own and each imported name is read through a getter, which slows the
// solver's hot loops against the game's own bundle (docs/performance.md, "Generated levels").
// Usage: node bench/bundled.mjs bench/generate.ts [bench arguments...]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.resolve(process.argv[2] ?? '');
const outfile = path.join(ROOT, 'dist-bench', `${path.basename(entry, '.ts')}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // The bench finds its files from its own folder, not from the bundle's.
  define: { 'import.meta.dirname': JSON.stringify(path.dirname(entry)) },
  logLevel: 'warning',
});
process.argv.splice(2, 1);
await import(pathToFileURL(outfile).href);
