import { World } from 'miniplex';
import { PathFinder } from '../grid';
import type { Cell, Level } from '../level/types';
import type { Entity } from './entity';
import type { RunState, TileContents } from './rules';
import type { Command, Facing, SimEvent, Status } from './types';

/** Ticks to cross a cost-1 tile when no option says otherwise (0.15 s at 60 ticks a second). */
export const DEFAULT_TICKS_PER_TILE = 9;
/** Costly tiles slow the cat down in proportion, up to this factor, so mud never feels frozen. */
export const MAX_SLOWDOWN = 3;

/** What undo restores: the state when a walk began, and the entities the walk removed. */
export interface Snapshot {
  readonly cat: Cell;
  readonly facing: Facing;
  readonly run: RunState;
  readonly status: Status;
  readonly removed: Entity[];
}

/** The cat entity: it always has a facing. */
export type CatEntity = Entity & { facing: Facing };

/**
 * The state the systems share besides the entities: counters, status, queued commands, events
 * to hand out, the undo history, and lookups from cell index to the dog or bone standing there.
 * One per Sim; systems receive it when they are created.
 */
export class SimContext {
  readonly level: Level;
  readonly world = new World<Entity>();
  readonly finder: PathFinder;
  readonly ticksPerTile: number;
  readonly cat: CatEntity;
  /** Every dog, bone and exit the level starts with, for restart. */
  readonly pieces: readonly Entity[];
  readonly bonesAt = new Map<number, Entity>();
  readonly dogsAt = new Map<number, Entity>();
  readonly exitsAt = new Map<number, Entity>();
  readonly initialRun: RunState;
  run: RunState;
  status: Status = 'playing';
  commands: Command[] = [];
  events: SimEvent[] = [];
  readonly history: Snapshot[] = [];
  /** Bumped on every change of state a preview depends on, so previews can be cached. */
  revision = 0;

  constructor(level: Level, ticksPerTile: number) {
    this.level = level;
    this.ticksPerTile = ticksPerTile;
    this.finder = new PathFinder(level.grid, level.rule);
    this.initialRun = { bones: 0, moves: 0, energyLeft: level.energy };
    this.run = this.initialRun;
    this.cat = this.world.add({ kind: 'cat', position: { x: level.cat.x, y: level.cat.y }, facing: 'down' });
    const pieces: Entity[] = [];
    for (const kind of ['exit', 'bone', 'dog'] as const) {
      const cells = kind === 'exit' ? level.exits : kind === 'bone' ? level.bones : level.dogs;
      for (const cell of cells) {
        const entity: Entity = { kind, position: { x: cell.x, y: cell.y } };
        pieces.push(entity);
        this.place(entity);
      }
    }
    this.pieces = pieces;
  }

  index(cell: Cell): number {
    return cell.y * this.level.width + cell.x;
  }

  cellOf(index: number): Cell {
    const x = index % this.level.width;
    return { x, y: (index - x) / this.level.width };
  }

  /** The cat's tile (the tile it left, while walking). */
  catIndex(): number {
    return this.index(this.cat.position);
  }

  contentsAt(index: number): TileContents {
    return { bone: this.bonesAt.has(index), dog: this.dogsAt.has(index), exit: this.exitsAt.has(index) };
  }

  private lookupFor(kind: Entity['kind']): Map<number, Entity> | undefined {
    if (kind === 'bone') return this.bonesAt;
    if (kind === 'dog') return this.dogsAt;
    if (kind === 'exit') return this.exitsAt;
    return undefined;
  }

  /** Puts a dog, bone or exit on the board (again). */
  place(entity: Entity): void {
    this.world.add(entity);
    this.lookupFor(entity.kind)?.set(this.index(entity.position), entity);
  }

  /** Takes a picked-up bone or a bribed dog off the board, remembering it for undo. */
  take(entity: Entity): void {
    this.world.remove(entity);
    this.lookupFor(entity.kind)?.delete(this.index(entity.position));
    this.history.at(-1)?.removed.push(entity);
  }

  emit(event: SimEvent): void {
    this.events.push(event);
  }
}
