import { MapError } from '../tiled/mapError';

/**
 * Where in a map a problem is, as the designer finds it in Tiled: the layer by name, the object by
 * id and class, the tile by x,y, or the map property. `path` is the place in the file (a JSON path
 * such as `layers[2].objects[4]`) for tools.
 */
export interface LevelPlace {
  readonly path: string;
  readonly layer?: string;
  readonly object?: { readonly id: number; readonly className: string; readonly name: string };
  readonly tile?: { readonly x: number; readonly y: number };
  readonly property?: string;
}

/**
 * What a problem is, for a tool that words it its own way: the in-page editor, whose maker places
 * pieces from a palette rather than objects of a class on a layer (docs/editor.md). The message
 * stays Tiled's words, for the CLI and the Tiled extension.
 */
export type ProblemCode = 'noCat' | 'noExit' | 'lonePipe' | 'onWall' | 'routeBlocked';

/** One thing wrong with a level: an error stops it from playing, a warning does not. */
export interface LevelProblem {
  readonly severity: 'error' | 'warning';
  readonly place: LevelPlace;
  readonly message: string;
  readonly code?: ProblemCode;
  /** Tiles the message names besides its place's (where a patrol's route is blocked). */
  readonly tiles?: readonly { readonly x: number; readonly y: number }[];
}

/**
 * A place in the words Tiled uses: `layer "entities", object 5 (Bone "b1"), tile 8,3`,
 * `map property "energy"`, or the file path when nothing better is known.
 */
export function formatPlace(place: LevelPlace): string {
  const parts: string[] = [];
  if (place.property !== undefined && place.layer === undefined && place.object === undefined)
    parts.push(`map property "${place.property}"`);
  if (place.layer !== undefined) parts.push(`layer "${place.layer}"`);
  if (place.object) {
    const { id, className, name } = place.object;
    const what = [className, name ? `"${name}"` : ''].filter((s) => s !== '').join(' ');
    parts.push(`object ${id}${what ? ` (${what})` : ''}`);
  }
  if (place.property !== undefined && (place.layer !== undefined || place.object))
    parts.push(`property "${place.property}"`);
  if (place.tile) parts.push(`tile ${place.tile.x},${place.tile.y}`);
  return parts.length > 0 ? parts.join(', ') : place.path;
}

/**
 * A level that cannot be played: every error found in one pass (`problems`, warnings included).
 * Its message is the first error, so code that shows one line still says something true.
 */
export class LevelError extends MapError {
  override readonly name: string = 'LevelError';
  readonly problems: readonly LevelProblem[];

  constructor(file: string, problems: readonly LevelProblem[]) {
    const first = problems.find((p) => p.severity === 'error') ?? problems[0];
    const more = problems.filter((p) => p.severity === 'error').length - 1;
    super(
      file,
      formatPlace(first.place),
      more > 0 ? `${first.message} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : first.message,
    );
    this.problems = problems;
  }
}

/** Collects a level's problems as the loader finds them, so one run names every mistake. */
export class ProblemList {
  readonly list: LevelProblem[] = [];

  /** `detail`: what the problem is and the tiles it names, for a tool that words it its own way. */
  error(place: LevelPlace, message: string, detail: Pick<LevelProblem, 'code' | 'tiles'> = {}): void {
    this.list.push({ severity: 'error', place, message, ...detail });
  }

  warning(place: LevelPlace, message: string): void {
    this.list.push({ severity: 'warning', place, message });
  }

  get hasErrors(): boolean {
    return this.list.some((p) => p.severity === 'error');
  }

  /** Throws a LevelError holding every problem when any is an error. */
  throwIfErrors(file: string): void {
    if (this.hasErrors) throw new LevelError(file, this.list);
  }

  warnings(): LevelProblem[] {
    return this.list.filter((p) => p.severity === 'warning');
  }
}

/**
 * A place for tools (`maze-cat check --json`, the Tiled extension): the words `formatPlace` gives,
 * and each part on its own, null when the place has none. `object` is the Tiled object id, `class`
 * and `name` that object's class and name; `tile` is `[x, y]` in Tiled's tile coordinates.
 */
export interface PlaceFields {
  readonly text: string;
  readonly layer: string | null;
  readonly object: number | null;
  readonly class: string | null;
  readonly name: string | null;
  readonly tile: readonly [number, number] | null;
  readonly property: string | null;
  readonly path: string;
}

export function placeFields(place: LevelPlace): PlaceFields {
  return {
    text: formatPlace(place),
    layer: place.layer ?? null,
    object: place.object?.id ?? null,
    class: place.object ? place.object.className : null,
    name: place.object ? place.object.name : null,
    tile: place.tile ? [place.tile.x, place.tile.y] : null,
    property: place.property ?? null,
    path: place.path,
  };
}

/**
 * The problems of a map that could not be loaded as a level, whatever was thrown: every problem of
 * a LevelError, the one place of a MapError (in `file`, which may be a tileset or template the map
 * uses), or the error's words at `(file)`.
 */
export function problemsOf(
  error: unknown,
  file: string,
): { readonly file: string; readonly problem: LevelProblem }[] {
  if (error instanceof LevelError) return error.problems.map((problem) => ({ file: error.file, problem }));
  if (error instanceof MapError)
    return [
      {
        file: error.file,
        problem: { severity: 'error', place: { path: error.place }, message: error.detail },
      },
    ];
  const message = error instanceof Error ? error.message : String(error);
  return [{ file, problem: { severity: 'error', place: { path: '(file)' }, message } }];
}
