// Prints what the first screen of the built game loads: the scripts and styles index.html names
// (module scripts, modulepreload links, stylesheets) and every file those scripts import
// statically, with their gzip sizes; files reached only through dynamic import() are listed apart.
// Run after `vite build`: `node scripts/reportSize.mjs [outDir]` (default dist). Exits non-zero when
// the first screen passes FIRST_SCREEN_BUDGET_KIB (gzip), so `npm run build` and `npm test`'s build
// step fail before a merge can quietly pull the loader, sim or pixi into the title again.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = resolve(process.argv[2] ?? 'dist');
/** The most the first screen (title and level list: script and style, gzip) may weigh. */
const FIRST_SCREEN_BUDGET_KIB = 60;
/**
 * What the first screen should weigh (issue #31): printed with its margin on every build, so a
 * merge that eats into it shows in the build's output long before the budget fails it.
 */
const FIRST_SCREEN_TARGET_KIB = 40;

/** Static `import ... from "x"`, `import "x"` and `export ... from "x"` in (minified) ES modules. */
const STATIC_IMPORT =
  /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.(?:js|mjs|css))["']/g;

function gz(path) {
  return gzipSync(readFileSync(path)).length;
}

function htmlEntries(html) {
  const entries = [];
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) entries.push(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g))
    entries.push(m[1]);
  return entries.map((e) => join(outDir, e.replace(/^\.?\//, '')));
}

function resolveFrom(file, spec) {
  if (spec.startsWith('/')) return join(outDir, spec);
  return resolve(dirname(file), spec);
}

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const first = new Set();
const queue = htmlEntries(html);
while (queue.length > 0) {
  const file = queue.pop();
  if (first.has(file)) continue;
  first.add(file);
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) queue.push(resolveFrom(file, m[1]));
}

const all = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|css)$/.test(name) && !/^(sw|workbox-[\w-]+)\.js$/.test(name)) all.push(path);
  }
}
walk(outDir);
// Dynamic chunks: everything else built (the service worker and workbox runtime are not counted).
const later = all.filter((f) => !first.has(f));

const kb = (n) => `${(n / 1024).toFixed(1).padStart(8)} KiB`;
const rows = (files) =>
  files.map((f) => ({ f, raw: statSync(f).size, gz: gz(f) })).sort((a, b) => b.gz - a.gz);
const firstRows = rows([...first]);
const laterRows = rows(later);
const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);

console.log(`\nFirst screen (index.html entry and its static imports), gzip (zlib level 6):`);
for (const r of firstRows)
  console.log(`  ${kb(r.gz)}  (${kb(r.raw).trim()} raw)  ${posix.normalize(relative(outDir, r.f))}`);
console.log(`  ${kb(sum(firstRows, 'gz'))}  total first screen`);
console.log(`Loaded later (dynamic import()), gzip:`);
for (const r of laterRows)
  console.log(`  ${kb(r.gz)}  (${kb(r.raw).trim()} raw)  ${posix.normalize(relative(outDir, r.f))}`);
console.log(`  ${kb(sum(laterRows, 'gz'))}  total later`);
console.log(`  ${kb(sum(firstRows, 'gz') + sum(laterRows, 'gz'))}  total JS + CSS`);

const firstKib = sum(firstRows, 'gz') / 1024;
if (firstKib > FIRST_SCREEN_BUDGET_KIB) {
  console.error(
    `\nerror: ${posix.normalize(relative(process.cwd(), join(outDir, 'index.html')))}: first screen: ${firstKib.toFixed(1)} KiB gzip is over the budget of ${FIRST_SCREEN_BUDGET_KIB} KiB.` +
      " A static import in the title's modules (src/app/main.ts and what it imports) brought in code that only a level needs;" +
      " import the module itself rather than its folder's index, or load it with import().",
  );
  process.exit(1);
}
console.log(`  first screen within its budget of ${FIRST_SCREEN_BUDGET_KIB} KiB gzip`);
const margin = FIRST_SCREEN_TARGET_KIB - firstKib;
console.log(
  margin >= 0
    ? `  target ${FIRST_SCREEN_TARGET_KIB} KiB gzip: ${margin.toFixed(1)} KiB under it`
    : `  target ${FIRST_SCREEN_TARGET_KIB} KiB gzip: ${(-margin).toFixed(1)} KiB OVER it (the build fails only past ${FIRST_SCREEN_BUDGET_KIB} KiB)`,
);
