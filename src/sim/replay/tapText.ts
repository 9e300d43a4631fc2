import { MAX_REPLAY_COORD, MAX_REPLAY_STEPS, MAX_REPLAY_TICK, ReplayError, type ReplayStep } from './steps';

/**
 * The replay's text form (docs/cli.md, "replay"): steps separated by spaces, each `x,y` (a tap on
 * that tile) or `undo`, optionally followed by `@tick` (the tick it was sent at, 60 to a second);
 * a step without a tick is sent once the cat stands still. `3,1 7,4` is what `check` prints as a
 * solution; `3,1@0 7,4@41 undo@90` is a recorded play.
 */
export function parseReplayText(text: string): ReplayStep[] {
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  if (tokens.length === 0) throw new ReplayError('taps', 'there are no taps (give tiles as x,y)');
  if (tokens.length > MAX_REPLAY_STEPS)
    throw new ReplayError('taps', `${tokens.length} steps; a replay holds at most ${MAX_REPLAY_STEPS}`);
  const steps: ReplayStep[] = [];
  let lastTick = 0;
  tokens.forEach((token, i) => {
    const where = `step ${i + 1} ("${token}")`;
    const at = token.indexOf('@');
    const body = at < 0 ? token : token.slice(0, at);
    let tick: number | null = null;
    if (at >= 0) {
      tick = wholeNumber(token.slice(at + 1), MAX_REPLAY_TICK);
      if (tick === null)
        throw new ReplayError(where, `the tick after @ must be a whole number from 0 to ${MAX_REPLAY_TICK}`);
      if (tick < lastTick)
        throw new ReplayError(where, `tick ${tick} comes before the previous step's tick ${lastTick}`);
      lastTick = tick;
    }
    if (body === 'undo') {
      steps.push({ kind: 'undo', tick });
      return;
    }
    const match = /^(\d+),(\d+)$/.exec(body);
    const x = match ? wholeNumber(match[1], MAX_REPLAY_COORD) : null;
    const y = match ? wholeNumber(match[2], MAX_REPLAY_COORD) : null;
    if (x === null || y === null)
      throw new ReplayError(
        where,
        'a step is x,y (a tile, two whole numbers from 0) or undo, then optionally @tick',
      );
    steps.push({ kind: 'tap', x, y, tick });
  });
  return steps;
}

/** The text form of a replay (the inverse of `parseReplayText`). */
export function formatReplayText(steps: readonly ReplayStep[]): string {
  return steps
    .map((s) => `${s.kind === 'undo' ? 'undo' : `${s.x},${s.y}`}${s.tick === null ? '' : `@${s.tick}`}`)
    .join(' ');
}

function wholeNumber(text: string, max: number): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}
