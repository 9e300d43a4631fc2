import { World } from 'miniplex';
import { type Grid, PathFinder } from '../grid';
import { cellAtClock } from '../level/kinds/interpret';
import { DoorLocks } from '../level/rules/doorLocks';
import { assignPlayState, copyPlayState, isGone, type PlayState } from '../level/rules/playState';
import { type RuleLevel, ruleLevel, startState } from '../level/rules/ruleLevel';
import { blockedAt } from '../level/rules/stepInto';
import type { Cell, Level } from '../level/types';
import type { Entity, Patrol } from './entity';
import { type PathQuery, pathKey, RouteAnswers } from './searchQueries';
import type { Command, Facing, SimEvent } from './types';

/** Ticks to cross a cost-1 tile when no option says otherwise (0.15 s at 60 ticks a second). */
export const DEFAULT_TICKS_PER_TILE = 9;
/** Costly tiles slow the cat down in proportion, up to this factor, so mud never feels frozen. */
export const MAX_SLOWDOWN = 3;

/** What undo restores: the play state and the cat's facing when a walk began. */
export interface Snapshot {
  readonly state: PlayState;
  readonly facing: Facing;
}

/** The cat entity: it always has a facing. */
export type CatEntity = Entity & { facing: Facing };

/**
 * The state the systems share besides the entities: the play state (src/level/rules), queued
 * commands, events to hand out, the undo history, one entity per piece, and the sim's own copy of
 * the grid, whose locked doors are walls for the cat's path finder. One per Sim; systems receive
 * it when they are created.
 */
export class SimContext {
  readonly level: Level;
  readonly rules: RuleLevel;
  readonly world = new World<Entity>();
  /** The level's grid with the doors the cat cannot open now as walls (see `sync`). */
  readonly grid: Grid;
  readonly finder: PathFinder;
  readonly ticksPerTile: number;
  readonly cat: CatEntity;
  /** One entity per piece, by piece id (the cat first). */
  readonly entities: readonly Entity[];
  readonly state: PlayState;
  private readonly initial: PlayState;
  commands: Command[] = [];
  events: SimEvent[] = [];
  readonly history: Snapshot[] = [];
  /** Patrolling dogs that are awake (not bribed): they walk a tile with each step of the cat. */
  readonly awakePatrols = this.world.with('patrol').without('gone');
  /** Every entity with a step in progress. */
  readonly moving = this.world.with('motion');
  /** Bumped on every change of state a preview depends on, so previews can be cached. */
  revision = 0;
  /** Answers to path searches run elsewhere (a worker), taken instead of searching. */
  readonly answers = new RouteAnswers();
  private readonly doors: DoorLocks;

  /** `from`: a state of a play of this level to start in instead of its start (restart still goes to the start). */
  constructor(level: Level, ticksPerTile: number, from?: Readonly<PlayState>) {
    this.level = level;
    this.rules = ruleLevel(level);
    this.ticksPerTile = ticksPerTile;
    this.grid = level.grid.clone();
    this.finder = new PathFinder(this.grid, level.rule);
    this.initial = startState(this.rules);
    this.state = copyPlayState(this.initial);
    this.doors = new DoorLocks(this.rules, this.grid);
    this.entities = level.pieces.map((piece) => ({
      kind: piece.kind,
      piece,
      position: { x: piece.x, y: piece.y },
      ...(piece.kind === 'cat' ? { facing: 'down' as Facing } : {}),
      ...(piece.route ? { patrol: { route: piece.route, next: { x: piece.x, y: piece.y } } } : {}),
    }));
    this.cat = this.entities[0] as CatEntity;
    for (const entity of this.entities) this.world.add(entity);
    this.sync();
    if (from) this.restore(from);
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
    return this.state.cell;
  }

  /** Puts the play back to `state` (undo) or to the start (restart). */
  restore(state: Readonly<PlayState> | null): void {
    assignPlayState(this.state, state ?? this.initial);
    const { x, y } = this.cellOf(this.state.cell);
    this.cat.position = { x, y };
    this.sync();
    // A patroller that is awake stands where the clock puts it; one asleep has not moved since.
    for (const entity of this.awakePatrols) {
      const { x: px, y: py } = this.cellOf(cellAtClock(entity.piece, this.state.clock));
      entity.position = { x: px, y: py };
    }
  }

  /**
   * Points an awake patroller's `patrol.next` at the tile it steps to on the cat's next step: the
   * one after the step in progress, while it walks.
   */
  aimPatrol(entity: Entity & { patrol: Patrol }): void {
    entity.patrol.next = this.cellOf(cellAtClock(entity.piece, this.state.clock + (entity.motion ? 2 : 1)));
  }

  /**
   * Brings the world and the grid in line with the play state: a piece that has gone leaves the
   * world, or stays tagged `gone` when its kind stays (`KindDef.stays`); a piece back after undo
   * returns; a door the cat cannot open is a wall for the path finder, one it can open is floor.
   */
  sync(): void {
    const { world, state } = this;
    for (const entity of this.entities) {
      const { piece } = entity;
      if (piece.slot < 0) continue;
      const gone = isGone(state, piece.slot);
      const stays = piece.def.stays?.(piece) ?? false;
      const present = !gone || stays;
      if (present && !world.has(entity)) world.add(entity);
      if (!present && world.has(entity)) world.remove(entity);
      if (present && gone && !entity.gone) world.addComponent(entity, 'gone', true);
      if (present && !gone && entity.gone) world.removeComponent(entity, 'gone');
    }
    for (const entity of this.awakePatrols) this.aimPatrol(entity);
    this.lockDoorsFor(state);
  }

  /**
   * Makes the doors the cat could not open in `state` walls for the path finder (the current state,
   * or a projected one while planning a tap made mid-step).
   */
  lockDoorsFor(state: PlayState): void {
    if (this.doors.apply(state)) this.revision++;
  }

  /** The door tiles the cat cannot open in `state`: walls for its path finder then. */
  closedDoors(state: PlayState): Int32Array {
    const cells: number[] = [];
    for (const piece of this.rules.blockers)
      if (blockedAt(this.rules, state, piece.cell)) cells.push(piece.cell);
    return Int32Array.from(cells);
  }

  /** The path search from `state`'s cell to `goal` with the doors as `state` has them. */
  pathQuery(state: PlayState, goal: number): PathQuery {
    const closed = this.closedDoors(state);
    return { start: state.cell, goal, closed, key: pathKey(state.cell, goal, closed) };
  }

  emit(event: SimEvent): void {
    this.events.push(event);
  }
}
