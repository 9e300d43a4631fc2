/**
 * "Play your own map", and a map carried by a share link: files that are not from the levels folder
 * become an in-memory folder (LevelSources.setLocal) and their map opens as a level. Tilesets,
 * templates and images are found beside the map; the game's own tileset by name.
 */
import { toDroppedFiles } from '../levels/fileDrop';
import { type LevelCatalog, levelIdOf } from '../levels/levelCatalog';
import { type DroppedFile, findMaps } from '../levels/localFolder';
import { describeError } from '../page/webgl';
import type { PickedFiles } from '../router/routes';
import type { Services } from './services';

/** Dropped or picked files: their first map opens (the others are named), or the error screen says why not. */
export async function openFiles(services: Services, picked: PickedFiles): Promise<void> {
  const fail = (message: string) =>
    void services.router.go({ id: 'error', report: { kind: 'local', message } });
  let files: DroppedFile[];
  try {
    files = await toDroppedFiles(picked);
  } catch (error) {
    fail(`The files could not be read: ${describeError(error)}`);
    return;
  }
  const maps = await findMaps(files);
  const map = maps[0];
  if (!map) {
    const names = files.map((f) => f.path).join(', ') || 'nothing readable';
    fail(
      `No Tiled map among the files (${names}). Drop a .tmj, .tmx or .json map together with its tilesets.`,
    );
    return;
  }
  if (maps.length > 1) {
    const others = maps.slice(1).map((m) => m.path);
    services.notices.show(`Opened ${map.path}; also dropped: ${others.join(', ')}.`, 'info', 6000);
  }
  await openOwnFiles(services, `local:${levelIdOf(map.path)}`, map.path, files, fail);
}

/**
 * Opens `file`, one of `files` that are not from the levels folder (dropped, or carried by a
 * link), as level `id`. Such a map may use the game's own tileset, which comes from the level
 * files; false (after `fail` says why) when those could not be loaded.
 */
export async function openOwnFiles(
  { levelFiles, sources, router }: Services,
  id: string,
  file: string,
  files: readonly DroppedFile[],
  fail: (message: string) => void,
): Promise<boolean> {
  let catalog: LevelCatalog;
  try {
    catalog = await levelFiles.load();
  } catch (error) {
    fail(`The game's own files could not be loaded: ${describeError(error)}`);
    return false;
  }
  sources.setLocal(id, file, files, catalog);
  await router.go({ id: 'play', source: { kind: 'level', id } });
  return true;
}
