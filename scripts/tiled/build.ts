/**
 * `npm run tiled`: writes the Tiled project files made from the kinds table and the level settings
 * (levels/maze-cat.tiled-project, keeping the custom types a designer added to it, and
 * levels/objecttypes.xml; committed, and
 * scripts/tiled/projectFiles.test.ts fails when they differ from what this writes) and bundles the
 * Tiled extension (levels/extensions/maze-cat-check.js). The bundle is not committed: with
 * `--extension` (npm's `prepare`, run by `npm install` and `npm ci`) only it is written, so it always
 * matches the sources it is built from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleExtension, EXTENSION_FILE } from './bundleExtension';
import { OBJECT_TYPES_FILE, objectTypesXml, PROJECT_FILE, tiledProjectText } from './projectFiles';

const LEVELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels');

const project = resolve(LEVELS, PROJECT_FILE);
// A designer's own kind classes in the project stay (tiledProjectText keeps them).
const projectFiles: [string, string][] = [
  [project, tiledProjectText(existsSync(project) ? readFileSync(project, 'utf8') : undefined)],
  [resolve(LEVELS, OBJECT_TYPES_FILE), objectTypesXml()],
];
const files: [string, string][] = [
  ...(process.argv.includes('--extension') ? [] : projectFiles),
  [EXTENSION_FILE, await bundleExtension()],
];
for (const [file, text] of files) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  process.stdout.write(`wrote ${file} (${text.length} characters)\n`);
}
