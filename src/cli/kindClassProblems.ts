import { KINDS_PROPERTY } from '../level/ownKinds';
import { placeFields } from '../level/problems';
import { projectKinds } from '../level/projectKinds';
import { loadTiledMap } from '../tiled/loadTiledMap';
import { MapError } from '../tiled/mapError';
import type { ProjectTypes } from '../tiled/projectTypes';
import type { Layer } from '../tiled/types';
import type { CheckProblem } from './commands/check';
import { type FileRoot, fileRoot, nodeLoadOptions, nodeReadFile } from './nodeFiles';

/** The classes of a map's objects, group layers' included, once each. */
function classesUsed(layers: readonly Layer[], found = new Set<string>()): Set<string> {
  for (const layer of layers) {
    if (layer.type === 'group') classesUsed(layer.layers, found);
    if (layer.type === 'object') for (const object of layer.objects) found.add(object.className);
  }
  return found;
}

/**
 * What `check --project` says of the project's kind classes a map uses (docs/pieces.md, "Kinds as
 * Tiled classes"), as Tiled's on-save check does: a mistake in a class is an error at the project
 * file, the class and the member; a `kinds` property other than the classes make (the project
 * changed since Tiled last saved the map) is a warning, since the game plays the map's property.
 * Nothing when the map does not load (the loader says why).
 */
export async function kindClassProblems(
  file: string,
  root: string | FileRoot | undefined,
  types: ProjectTypes,
): Promise<CheckProblem[]> {
  const folder = fileRoot(file, root);
  let made: ReturnType<typeof projectKinds>;
  try {
    const map = await loadTiledMap(file, nodeReadFile(folder), nodeLoadOptions(folder));
    made = projectKinds(map.properties[KINDS_PROPERTY], types, [...classesUsed(map.layers)], file);
  } catch (error) {
    if (!(error instanceof MapError) || error.file !== types.file) return [];
    const place = placeFields({ path: error.place });
    return [{ file: error.file, severity: 'error', place, message: error.detail }];
  }
  if (made.text === null) return [];
  const place = placeFields({ path: `properties.${KINDS_PROPERTY}`, property: KINDS_PROPERTY });
  const names = made.kinds.map((k) => k.className).join(', ');
  const message = `is not what the project's kind classes make of the classes the map uses${names === '' ? '' : ` (${names})`}: save the map in Tiled with the project's extension enabled, which writes it`;
  return [{ file, severity: 'warning', place, message }];
}
