import type { PaddedGrid } from './paddedGrid';

/** Tables kept per kind for one family of grids: two sets of walls (say doors shut and open) each. */
const KEPT_PER_KIND = 2;

interface Entry {
  readonly blocked: Uint8Array;
  readonly cost: Float64Array;
  readonly table: unknown;
}

/**
 * Search tables (landmarks) shared by a grid and its clones (`Grid.clone`, the `family`), reused
 * while the padded walls and costs they were built from are the same, compared cell by cell. The
 * solver, the naive players and each replay Sim of a level clone its grid and search it; a 1024 x
 * 1024 level's landmarks cost seven floods of the whole map, a comparison a few milliseconds.
 * The tables a build gives depend only on the walls and costs (and the `kind`, which names the rule
 * too), so a table taken from here is the one the search would have built.
 */
export function sharedTable<T>(
  family: Map<string, unknown>,
  kind: string,
  padded: PaddedGrid,
  build: () => T,
): T {
  let entries = family.get(kind) as Entry[] | undefined;
  if (entries === undefined) {
    entries = [];
    family.set(kind, entries);
  }
  const { blocked, cost } = padded;
  const at = entries.findIndex((e) => sameValues(e.blocked, blocked) && sameValues(e.cost, cost));
  if (at >= 0) {
    const [hit] = entries.splice(at, 1);
    entries.unshift(hit);
    return hit.table as T;
  }
  const table = build();
  entries.unshift({ blocked: blocked.slice(), cost: cost.slice(), table });
  entries.length = Math.min(entries.length, KEPT_PER_KIND);
  return table;
}

/** Whether two arrays hold the same values, cell by cell. */
function sameValues(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
