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
    super(`${file}: ${place}: ${detail}`);
    this.file = file;
    this.place = place;
    this.detail = detail;
  }
}
