/**
 * Resetting Tiled's script engine, the one way Tiled 1.8 takes a script's issues off the Issues
 * view. Tiled watches the folders it loads extensions from and resets the engine (reloading every
 * extension) when a file in one of them is added, replaced or touched; writing a small marker file
 * beside this script is such a change. The marker is not a script (Tiled evaluates only `.js` and
 * `.mjs` files), so it changes nothing else.
 */
import { host } from './tiledApi';

/** The marker's name, beside the extension's script (.gitignore keeps it out of git). */
export const RESET_MARKER = 'maze-cat-check.reset';

/**
 * The folder of the script a stack trace's first `file:` frame is in, such as
 * `%entry@file:///home/me/game/levels/extensions/maze-cat-check.js:12` (Qt's engine; on Windows
 * `file:///C:/...`); null when it names none.
 */
export function scriptFolder(stack: string): string | null {
  const match = /file:\/\/([^\s@]*)\/[^/\s@]+\.m?js:\d+/.exec(stack);
  if (!match) return null;
  const path = decodeURIComponent(match[1]);
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path;
}

/**
 * The folder this script was loaded from, which Tiled watches (the stack's first frame is this
 * function, in the bundle); Tiled's user extensions folder, also watched, if the stack names none.
 */
function ownFolder(): string {
  let stack = '';
  try {
    throw new Error('where is this script');
  } catch (error) {
    stack = String((error as Error).stack);
  }
  return scriptFolder(stack) ?? host.tiled().extensionsPath;
}

/**
 * Asks Tiled to reset the script engine, which happens once the event loop runs again (Tiled waits
 * for the watched folder to settle, about half a second). False, saying why in the Console, when the
 * marker cannot be written.
 */
export function resetScriptEngine(why: string): boolean {
  const tiled = host.tiled();
  const marker = `${ownFolder()}/${RESET_MARKER}`;
  try {
    host.writeText(marker, `Written by the Maze Cat extension to make Tiled reload its scripts: ${why}\n`);
  } catch (error) {
    tiled.log(
      `Maze Cat: could not write ${marker} (${String(error)}); press Clear in the Issues view to take ${why} off it`,
    );
    return false;
  }
  tiled.log(`Maze Cat: reloading the extensions to take ${why} off the Issues view`);
  return true;
}
