/**
 * A designer's own kinds, declared as classes in the Tiled project (docs/pieces.md, "Kinds as Tiled
 * classes"), carried by the map: just before a map is saved, its `kinds` property is written from
 * the project's kind classes its objects use (src/level/projectKinds.ts), so the saved map travels
 * alone and the game, `maze-cat check` and the on-save check play what the project says. A mistake
 * in those classes is one of the check's findings, at the class and member.
 */
import { KINDS_PROPERTY } from '../../../src/level/ownKinds';
import { projectKinds } from '../../../src/level/projectKinds';
import { MapError } from '../../../src/tiled/mapError';
import { readProjectTypes } from '../../../src/tiled/projectTypes';
import type { Finding } from './checkMap';
import { ownProjectFile, scriptStack } from './readRoot';
import { host, type TiledLayer, type TiledMap } from './tiledApi';

/** The classes of the map's objects (an object without one takes its tile's), once each. */
export function classesUsed(map: TiledMap): string[] {
  const found = new Set<string>();
  const visit = (layers: readonly TiledLayer[]) => {
    for (const layer of layers) {
      if (layer.isGroupLayer) visit(layer.layers ?? []);
      for (const object of layer.objects ?? []) {
        const own = object.className ?? object.type ?? '';
        const tile = object.tile ? (object.tile.className ?? object.tile.type ?? '') : '';
        if (own !== '' || tile !== '') found.add(own !== '' ? own : tile);
      }
    }
  };
  visit(map.layers);
  return [...found];
}

/**
 * The map's `kinds` property as the project's classes make it, and the mistakes found: null text
 * when it stays as it is (no project, no kind classes used, or a mistake).
 */
export function kindsOfMap(map: TiledMap): { text: string | null; findings: Finding[] } {
  const project = ownProjectFile(scriptStack(), host);
  if (project === null) return { text: null, findings: [] };
  try {
    const types = readProjectTypes(project, host.readText(project));
    const { text } = projectKinds(map.property(KINDS_PROPERTY), types, classesUsed(map), map.fileName);
    return { text, findings: [] };
  } catch (error) {
    if (!(error instanceof MapError)) throw error;
    // A mistake in the map's own `kinds` JSON is the loader's to report, at the property.
    if (error.file !== project) return { text: null, findings: [] };
    const place = { path: error.place };
    return { text: null, findings: [{ file: error.file, severity: 'error', place, message: error.detail }] };
  }
}

/**
 * Before a map is saved: writes its `kinds` property from the project's classes it uses. A failure
 * never stops the save; the check after it lists it (checkAndReport runs `kindsOfMap` again).
 */
export function writeKinds(map: TiledMap): void {
  try {
    const { text } = kindsOfMap(map);
    if (text !== null) map.setProperty(KINDS_PROPERTY, text);
  } catch (error) {
    host.tiled().log(`Maze Cat: the kinds of ${map.fileName} were not written: ${String(error)}`);
  }
}
