/**
 * The one error for everything the map and level pipeline refuses. It names the file, the place in
 * it (a JSON path such as `layers[2].chunks[5].data`, or an XML element path) and what is wrong, so
 * the command line prints `error: <file>: <place>: <detail>` and the game shows the same words.
 */
export class MapError extends Error {
  // A field, not an assignment: Tiled's script engine (Qt 5) makes Error.prototype.name read-only.
  override readonly name: string = 'MapError';
  readonly file: string;
  readonly place: string;
  readonly detail: string;

  constructor(file: string, place: string, detail: string) {
    const shortPlace = shortenPlace(place);
    super(`${file}: ${shortPlace}: ${detail}`);
    this.file = file;
    this.place = shortPlace;
    this.detail = detail;
  }
}

/** Parts of a place kept at each end when it is shortened. */
const PLACE_ENDS = 3;

/**
 * A place of at most `2 * PLACE_ENDS` parts, its middle dropped and counted: 70 nested groups make
 * `layers[0].layers[0].layers[0].…64 more….layers[0].layers[0].layers[0]`, not 720 characters.
 */
export function shortenPlace(place: string): string {
  const parts = place.split('.');
  if (parts.length <= 2 * PLACE_ENDS + 1) return place;
  const dropped = parts.length - 2 * PLACE_ENDS;
  return [...parts.slice(0, PLACE_ENDS), `…${dropped} more…`, ...parts.slice(-PLACE_ENDS)].join('.');
}
