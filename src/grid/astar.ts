import { DiagonalJumpSearch } from './diagonalJumpSearch';
import type { Grid } from './grid';
import { LinkedSearch } from './linkedSearch';
import type { MoveRule } from './moveRules';
import { UnitOrthogonalSearch } from './unitOrthogonalSearch';
import { WeightedSearch } from './weightedSearch';

/** A path from start to goal: its total cost and its cells (indices), start and goal included. */
export interface Path {
  readonly cost: number;
  readonly cells: Int32Array;
}

/**
 * A* over one grid and one move rule: the cheapest path, exact with terrain costs, and always the
 * same path for the same query on the same grid.
 *
 * Search buffers are allocated once and stamped with a generation number instead of being
 * cleared, so repeated queries allocate only their result. Walls and costs are read live, so the
 * game may change tiles (`Grid.setBlocked`, `setCostOverride`) between queries.
 *
 * Among equal-cost paths it returns one that looks walked, not staircased: the general search
 * traces back from the goal keeping the current direction whenever that step is also optimal, and
 * the jump point searches return chains of straight (or diagonal) runs between few turns.
 * On 4-connected grids where every open tile costs the same (Moving AI maps, plain levels) the
 * query runs on jump point search (`UnitOrthogonalSearch`), and so does the diagonal rule on
 * such grids (`DiagonalJumpSearch`); grids with links (pipes), and the hex and staggered rules
 * (whose steps depend on the row's parity), and grids with one-way cells, run on `LinkedSearch`; everything else runs on
 * `WeightedSearch`. All give exact costs.
 *
 * Large grids get landmarks for a sharper heuristic (under 20 ms on 512 x 512 unit-cost maps, about
 * half a second on a 1024 x 1024 map with terrain): call `prepare()` while the level loads, or the
 * first query pays for them.
 */
export class PathFinder {
  readonly grid: Grid;
  readonly rule: MoveRule;
  /** Built on first use: a unit-cost 4-connected grid never needs its buffers. */
  private general: WeightedSearch | null = null;
  private diagonalJumps: DiagonalJumpSearch | null = null;
  private linked: LinkedSearch | null = null;
  private expandedBy: 'general' | 'unit' | 'diagonal' | 'linked' = 'general';
  private gridVersion = -1;
  private unit: UnitOrthogonalSearch | null = null;

  constructor(grid: Grid, rule: MoveRule) {
    this.grid = grid;
    this.rule = rule;
  }

  /**
   * Builds what the first query would otherwise build (the padded copy of the grid, the unit-cost
   * search's landmarks), so a game can pay it while loading. Optional.
   */
  prepare(): void {
    if (this.linkedFits()) return;
    this.refresh();
    if (this.unit && this.grid.uniformCost()) this.unit.prepare();
    else if (this.diagonalJumpsFit()) this.diagonal().prepare();
    else this.weighted().prepare();
  }

  /** The cells the last search expanded, in order (for the designer overlay). */
  lastExpanded(): readonly number[] {
    if (this.expandedBy === 'linked' && this.linked) return this.linked.lastExpanded();
    if (this.expandedBy === 'unit' && this.unit) return this.unit.lastExpanded();
    if (this.expandedBy === 'diagonal' && this.diagonalJumps) return this.diagonalJumps.lastExpanded();
    return this.general ? this.general.lastExpanded() : [];
  }

  /** The cheapest path from `start` to `goal` (cell indices), or null when none exists. */
  find(start: number, goal: number): Path | null {
    const { grid } = this;
    if (grid.walls[goal] === 1 || grid.walls[start] === 1) return null;
    if (this.linkedFits()) {
      // Pipes are edges no jump table knows, parity steps no step table: the plain linked search.
      this.expandedBy = 'linked';
      this.linked ??= new LinkedSearch(grid, this.rule);
      return this.linked.find(start, goal);
    }
    this.refresh();
    if (this.unit && grid.uniformCost()) {
      this.expandedBy = 'unit';
      return this.unit.find(start, goal);
    }
    if (this.diagonalJumpsFit()) {
      this.expandedBy = 'diagonal';
      return this.diagonal().find(start, goal);
    }
    this.expandedBy = 'general';
    return this.weighted().find(start, goal);
  }

  /**
   * The cheapest path from `start` to `goal` written into `out` (cell indices, start first): its
   * cell count, or -1 when none exists. When the path has more cells than `out` holds, nothing is
   * written and the count is returned (an `out` of the grid's cell count always suffices for the
   * orthogonal and diagonal rules). On 4-connected grids of one tile cost (the unit search) a query
   * allocates nothing; other searches build their path first and copy it.
   */
  findInto(start: number, goal: number, out: Int32Array | Uint32Array): number {
    const { grid } = this;
    if (grid.walls[goal] === 1 || grid.walls[start] === 1) return -1;
    if (!this.linkedFits()) {
      this.refresh();
      if (this.unit && grid.uniformCost()) {
        this.expandedBy = 'unit';
        const count = this.unit.findCells(start, goal);
        if (count > 0 && count <= out.length) copyCells(this.unit.cells, count, out);
        return count;
      }
    }
    const path = this.find(start, goal);
    if (path === null) return -1;
    const { cells } = path;
    if (cells.length <= out.length) copyCells(cells, cells.length, out);
    return cells.length;
  }

  /** The plain search on the grid itself (linkedSearch.ts): links, one-way cells, or steps that depend on the row. */
  private linkedFits(): boolean {
    return this.grid.needsPlainSearch() || this.rule.stagger !== undefined;
  }

  /** Diagonal jump point search: unit costs and the corner rule its pruning assumes. */
  private diagonalJumpsFit(): boolean {
    return this.rule.kind === 'diagonal' && this.rule.cutsCorners !== true && this.grid.uniformCost();
  }

  private diagonal(): DiagonalJumpSearch {
    this.diagonalJumps ??= new DiagonalJumpSearch(this.grid);
    return this.diagonalJumps;
  }

  private weighted(): WeightedSearch {
    this.general ??= new WeightedSearch(this.grid, this.rule);
    return this.general;
  }

  private refresh(): void {
    const { grid } = this;
    if (this.gridVersion === grid.version) return;
    if (this.rule.kind === 'orthogonal' && grid.uniformCost()) this.unit ??= new UnitOrthogonalSearch(grid);
    this.gridVersion = grid.version;
  }
}

/** Copies the first `count` cells (a loop: `set` with `subarray` would allocate a view per query). */
function copyCells(from: Int32Array, count: number, out: Int32Array | Uint32Array): void {
  for (let i = 0; i < count; i++) out[i] = from[i];
}
