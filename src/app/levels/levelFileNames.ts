/**
 * The catalogue's names for the files Vite's `import.meta.glob` gives (levels.ts, levelsFirst.ts).
 * `@levels` is the folder the dev server watches (vite.config.ts), so the glob's keys are paths
 * from the importing module to wherever that is: the catalog names every file `levels/<name>`, as
 * the level index and live reload do.
 */
export function byName<T>(files: Record<string, T>, folder = 'levels'): Record<string, T> {
  return Object.fromEntries(
    Object.entries(files).map(([path, v]) => [`${folder}/${path.replace(/^.*\//, '')}`, v]),
  );
}
