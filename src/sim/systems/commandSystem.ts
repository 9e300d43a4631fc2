import { copyPlayState } from '../../level/rules/playState';
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
  if (ctx.state.status !== 'playing') return;
  const { cat } = ctx;
  const target = { x, y };
  const projection = projectCurrentStep(ctx);
  // The step in progress ends the game (or the cat's strength): the tap comes too late to matter.
  if (projection.over) return;
  const plan = planWalk(ctx, projection.state, target);
  if (plan.kind === 'bump') {
    // A bump leaves any walk in progress alone.
    ctx.emit({ kind: 'bumped', at: target, reason: plan.reason });
    return;
  }
  if (cat.walk) {
    // Taken when the current step completes; a tap on the tile being entered stops the walk there.
    const path = plan.kind === 'walk' ? plan.path : Int32Array.of(projection.state.cell);
    cat.walk.pending = { target, path };
    return;
  }
  if (plan.kind === 'here') return;
  // Undo reaches back this many walks: a long session's history stays bounded in memory.
  if (ctx.history.length >= MAX_UNDO_WALKS) ctx.history.shift();
  ctx.history.push({ state: copyPlayState(ctx.state), facing: cat.facing });
  ctx.world.addComponent(cat, 'walk', { target, path: plan.path, next: 1 });
  ctx.emit({ kind: 'walkStarted', target, path: Array.from(plan.path, (i) => ctx.cellOf(i)) });
  startStep(ctx, plan.path[0], plan.path[1]);
}

function undo(ctx: SimContext): void {
  if (ctx.state.status === 'won') return;
  const snapshot = ctx.history.pop();
  if (!snapshot) return;
  clearWalk(ctx);
  ctx.restore(snapshot.state);
  ctx.cat.facing = snapshot.facing;
  ctx.emit({ kind: 'undone' });
}

function restart(ctx: SimContext): void {
  clearWalk(ctx);
  ctx.restore(null);
  ctx.cat.facing = 'down';
  ctx.history.length = 0;
  ctx.emit({ kind: 'restarted' });
}
