import { describeValue } from '../../tiled/jsonNode';
import type { PropertyMap } from '../../tiled/types';
import type { FoundPiece } from './types';
import { KEY_COLOURS, type KeyColour, type PieceExtras } from './types';
import type { KindData } from './vocabulary';

/**
 * Reads what a kind's vocabulary asks of a piece beyond its cell: its colour (`colours`), its other
 * end (`pairs`), its route (`moves`). Problems go to `report`.
 */
export function readPiece(data: KindData, found: FoundPiece, report: (message: string) => void): PieceExtras {
  return {
    ...(data.colours ? { colour: readColour(found.properties, report) } : {}),
    ...(data.pairs ? readPartner(found.properties, data.className, report) : {}),
    ...(data.moves === 'route' ? readRoute(found, report) : {}),
  };
}

/**
 * Reads a piece's `colour` property: one of the four colours, `red` when missing. A wrong value is
 * reported with the colours that exist.
 */
function readColour(properties: PropertyMap, report: (message: string) => void): KeyColour {
  const name = Object.keys(properties).find(
    (k) => k.toLowerCase() === 'colour' || k.toLowerCase() === 'color',
  );
  if (name === undefined) return 'red';
  const value = properties[name];
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const colour = KEY_COLOURS.find((c) => c === text);
  if (colour) return colour;
  const choices = `${KEY_COLOURS.slice(0, -1).join(', ')} or ${KEY_COLOURS[KEY_COLOURS.length - 1]}`;
  report(`property "${name}" is ${describeValue(value)}; set it to ${choices}`);
  return 'red';
}

/** Reads a paired piece's `to` property: the Tiled object id of its other end. */
function readPartner(
  properties: PropertyMap,
  className: string,
  report: (message: string) => void,
): { partnerObject?: number } {
  const name = Object.keys(properties).find((k) => k.toLowerCase() === 'to');
  if (name === undefined) return {};
  const value = properties[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    report(
      `property "${name}" must point to the other ${className} object (an object property), not ${describeValue(value)}`,
    );
    return {};
  }
  return { partnerObject: value };
}

/** Reads a moving piece's route: the points of the polyline or polygon it is drawn as, if it is. */
function readRoute(found: FoundPiece, report: (message: string) => void): PieceExtras {
  if (found.points === null) return {};
  if (found.points.length < 2) {
    report('a patrol route needs at least two points');
    return {};
  }
  return {
    routeTiles: found.points.map((p) => ({ x: p.x, y: p.y })),
    routeClosed: found.closed,
  };
}
