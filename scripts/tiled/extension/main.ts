/**
 * The Maze Cat Tiled extension (bundled into levels/extensions/maze-cat-check.js by `npm run tiled`
 * and `npm install`): each time a map is saved, it is checked with the game's own loader and solver,
 * and every problem is listed in Tiled's Issues view; activating an issue selects the object or tile
 * it is about. Just before the save, the map's `kinds` property is written from the project's kind
 * classes it uses (kindClasses.ts), so the saved map carries its own kinds.
 *
 * The Issues view shows what the last save of each map found. Tiled 1.8 cannot take one issue back,
 * but resetting its script engine takes all of a script's issues away: when a save no longer finds a
 * problem listed for that map, the extension asks for a reset (resetEngine.ts), and each time it
 * starts it lists what every open map's saved file has, from a fresh check. A start never asks for
 * a reset (nothing it has listed can be stale yet), so one fix makes one reload.
 */
import './polyfills';
import { writeKinds } from './kindClasses';
import { baseName, checkAndReport } from './report';
import { resetScriptEngine } from './resetEngine';
import { testMode } from './testMode';
import { host, type TiledMap } from './tiledApi';

/** The maps open in Tiled that have a file to check. */
function openMaps(): TiledMap[] {
  const maps: TiledMap[] = [];
  for (const asset of host.tiled().openAssets) if (asset.isTileMap && asset.fileName !== '') maps.push(asset);
  return maps;
}

function start(): void {
  const tiled = host.tiled();
  const test = testMode();
  const rechecked = Promise.all(openMaps().map(checkAndReport));
  tiled.assetAboutToBeSaved.connect((asset) => {
    if (asset.isTileMap) writeKinds(asset);
  });
  tiled.assetSaved.connect((asset) => {
    if (!asset.isTileMap) return;
    checkAndReport(asset).then((reported) => {
      const reset = reported.stale && resetScriptEngine(`the fixed problems of ${baseName(asset.fileName)}`);
      test?.saved(reported, reset);
    });
  });
  if (test) rechecked.then(() => test.started());
}

start();
