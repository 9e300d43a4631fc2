import { planWalk, projectCurrentStep } from '../planning';
import type { SimContext } from '../simContext';
import type { Command } from '../types';
import { clearWalk, startStep } from './startStep';

/**
 * Applies the commands queued since the last tick, in order: walkTo starts a walk (or, while
 * walking, queues a re-plan from where the current step ends: last tap wins), undo takes back the
 * last walk, restart goes back to the start.
 */
export function createCommandSystem(ctx: SimContext): () => void {
  return function applyCommands(): void {
    if (ctx.commands.length === 0) return;
    const commands = ctx.commands;
    ctx.commands = [];
    for (const command of commands) apply(ctx, command);
    ctx.revision++;
  };
}

/** How many walks undo can take back. */
export const MAX_UNDO_WALKS = 500;
function apply(ctx: SimContext, command: Command): void {
  switch (command.kind) {
    case 'walkTo':
      walkTo(ctx, command.x, command.y);
      return;
    case 'undo':
      undo(ctx);
      return;
    case 'restart':
      restart(ctx);
      return;
  }
}

function walkTo(ctx: SimContext, x: number, y: number): void {
  if (ctx.status !== 'playing') return;
  const { cat } = ctx;
  const target = { x, y };
  const projection = projectCurrentStep(ctx);
  // The step in progress ends the game (or the cat's strength): the tap comes too late to matter.
  if (projection.over) return;
  const plan = planWalk(ctx, projection.from, target, projection.run.energyLeft);
  if (plan.kind === 'bump') {
    // A bump leaves any walk in progress alone.
    ctx.emit({ kind: 'bumped', at: target, reason: plan.reason });
    return;
  }
  if (cat.walk) {
    // Taken when the current step completes; a tap on the tile being entered stops the walk there.
    const path = plan.kind === 'walk' ? plan.path : Int32Array.of(projection.from);
    cat.walk.pending = { target, path };
    return;
  }
  if (plan.kind === 'here') return;
  // Undo reaches back this many walks: a long session's history stays bounded in memory.
  if (ctx.history.length >= MAX_UNDO_WALKS) ctx.history.shift();
  ctx.history.push({
    cat: { x: cat.position.x, y: cat.position.y },
    facing: cat.facing,
    run: ctx.run,
    status: ctx.status,
    removed: [],
  });
  ctx.world.addComponent(cat, 'walk', { target, path: plan.path, next: 1 });
  ctx.emit({ kind: 'walkStarted', target, path: Array.from(plan.path, (i) => ctx.cellOf(i)) });
  startStep(ctx, plan.path[0], plan.path[1]);
}

function undo(ctx: SimContext): void {
  if (ctx.status === 'won') return;
  const snapshot = ctx.history.pop();
  if (!snapshot) return;
  clearWalk(ctx);
  ctx.cat.position = { x: snapshot.cat.x, y: snapshot.cat.y };
  ctx.cat.facing = snapshot.facing;
  ctx.run = snapshot.run;
  ctx.status = snapshot.status;
  for (const entity of snapshot.removed) ctx.place(entity);
  ctx.emit({ kind: 'undone' });
}

function restart(ctx: SimContext): void {
  clearWalk(ctx);
  const { cat, level } = ctx;
  cat.position = { x: level.cat.x, y: level.cat.y };
  cat.facing = 'down';
  ctx.run = ctx.initialRun;
  ctx.status = 'playing';
  ctx.history.length = 0;
  for (const entity of ctx.pieces) if (!ctx.world.has(entity)) ctx.place(entity);
  ctx.emit({ kind: 'restarted' });
}
