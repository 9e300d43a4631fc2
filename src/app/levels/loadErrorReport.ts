/**
 * A level that could not be loaded, as lines for the page: every problem of a LevelError (errors
 * first) at its place in Tiled's words, the one place of a MapError (which may be in a tileset or
 * template the map uses), or the error's words. Pure, so it is unit-tested.
 */
import { formatPlace, LevelError } from '../../level/problems';
import { MapError } from '../../tiled/mapError';
import { describeError } from '../page/webgl';

/** One problem on the page. */
export interface ProblemLine {
  readonly severity: 'error' | 'warning';
  /** The file, when it is not the map itself (a tileset, a template). */
  readonly file: string | null;
  /** Where, in Tiled's words (`layer "entities", object 5 (Bone)`), or empty when unknown. */
  readonly place: string;
  readonly message: string;
}

export interface LoadErrorReport {
  /** The map that was opened. */
  readonly file: string;
  readonly problems: readonly ProblemLine[];
}

/** The report for `error`, thrown while loading the map `file`. */
export function loadErrorReport(error: unknown, file: string): LoadErrorReport {
  const own = (f: string) => (sameFile(f, file) ? null : f);
  if (error instanceof LevelError) {
    const lines = error.problems.map((p) => ({
      severity: p.severity,
      file: own(error.file),
      place: formatPlace(p.place),
      message: p.message,
    }));
    const rank = (l: ProblemLine) => (l.severity === 'error' ? 0 : 1);
    return { file, problems: lines.sort((a, b) => rank(a) - rank(b)) };
  }
  if (error instanceof MapError) {
    return {
      file,
      problems: [{ severity: 'error', file: own(error.file), place: error.place, message: error.detail }],
    };
  }
  return { file, problems: [{ severity: 'error', file: null, place: '', message: describeError(error) }] };
}

/** `levels/a.tmj` and `a.tmj`, or a URL and its path, name the same file. */
function sameFile(a: string, b: string): boolean {
  const tail = (s: string) => s.slice(s.lastIndexOf('/') + 1);
  return a === b || tail(a) === tail(b);
}

/** "2 errors and 1 warning". */
export function countProblems(problems: readonly ProblemLine[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const words = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  return warnings > 0
    ? `${words(errors, 'error')} and ${words(warnings, 'warning')}`
    : words(errors, 'error');
}
