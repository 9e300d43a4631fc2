/**
 * The one error for everything the map and level pipeline refuses. It names the file, the place in
 * it (a JSON path such as `layers[2].chunks[5].data`, or an XML element path) and what is wrong, so
 * the command line prints `error: <file>: <place>: <detail>` and the game shows the same words.
 */
export class MapError extends Error {
  readonly file: string;
  readonly place: string;
  readonly detail: string;

  constructor(file: string, place: string, detail: string) {
    super(`${file}: ${place}: ${detail}`);
    this.name = 'MapError';
    this.file = file;
    this.place = place;
    this.detail = detail;
  }
}
