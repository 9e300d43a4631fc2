import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * A file of the maze-cat package (`levels/maze-cat.tsj`), wherever this code runs from: the
 * TypeScript in a checkout or the compiled command line in dist-cli/ of an installed package.
 */
export function packageFile(path: string): string {
  root ??= findRoot(dirname(fileURLToPath(import.meta.url)));
  return join(root, path);
}

function findRoot(from: string): string {
  for (let at = from; ; at = dirname(at)) {
    const manifest = join(at, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'maze-cat') return at;
    if (dirname(at) === at) throw new Error(`the maze-cat package was not found above ${from}`);
  }
}
