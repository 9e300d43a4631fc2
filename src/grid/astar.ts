import type { Grid } from './grid';
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
 * Among equal-cost paths it returns one that looks walked, not staircased: the path is traced back
 * from the goal keeping the current direction whenever a step in that direction is also optimal.
 * On 4-connected grids where every open tile costs the same (Moving AI maps, plain levels) the
 * query runs on a specialised unit-cost search (see `UnitOrthogonalSearch`) with the same costs;
 * everything else runs on `WeightedSearch`.
 */
export class PathFinder {
  readonly grid: Grid;
  readonly rule: MoveRule;
  private readonly general: WeightedSearch;
  private expandedBy: 'general' | 'unit' = 'general';
  private gridVersion = -1;
  private unit: UnitOrthogonalSearch | null = null;

  constructor(grid: Grid, rule: MoveRule) {
    this.grid = grid;
    this.rule = rule;
    this.general = new WeightedSearch(grid, rule);
  }

  /**
   * Builds what the first query would otherwise build (the padded copy of the grid, the unit-cost
   * search's landmarks), so a game can pay it while loading. Optional.
   */
  prepare(): void {
    this.refresh();
    if (this.unit && this.grid.uniformCost()) this.unit.prepare();
    else this.general.refresh();
  }

  /** The cells the last search expanded, in order (for the designer overlay). */
  lastExpanded(): readonly number[] {
    if (this.expandedBy === 'unit' && this.unit) return this.unit.lastExpanded();
    return this.general.lastExpanded();
  }

  /** The cheapest path from `start` to `goal` (cell indices), or null when none exists. */
  find(start: number, goal: number): Path | null {
    const { grid } = this;
    if (grid.walls[goal] === 1 || grid.walls[start] === 1) return null;
    this.refresh();
    if (this.unit && grid.uniformCost()) {
      this.expandedBy = 'unit';
      return this.unit.find(start, goal);
    }
    this.expandedBy = 'general';
    return this.general.find(start, goal);
  }

  private refresh(): void {
    const { grid } = this;
    if (this.gridVersion === grid.version) return;
    if (this.rule.kind === 'orthogonal' && grid.uniformCost()) this.unit ??= new UnitOrthogonalSearch(grid);
    this.gridVersion = grid.version;
  }
}
