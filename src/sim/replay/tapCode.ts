import { fromBase64Url, toBase64Url } from './base64url';
import { MAX_REPLAY_COORD, MAX_REPLAY_STEPS, MAX_REPLAY_TICK, ReplayError, type ReplayStep } from './steps';

/**
 * The compact form of a timed replay, kept in saved progress and carried by share links: a
 * version byte, then per step a varint of (ticks since the previous step) * 2 + (1 for undo), and
 * for a tap the tile's x and y as varints; all in base64url. A typical tap takes 4 bytes.
 */
export const REPLAY_CODE_VERSION = 1;

/** The compact code of a replay whose every step has its tick (as recorded, or as `runReplay` timed it). */
export function encodeReplay(steps: readonly ReplayStep[]): string {
  const bytes: number[] = [REPLAY_CODE_VERSION];
  let last = 0;
  for (const step of steps) {
    if (step.tick === null || step.tick < last)
      throw new RangeError('encodeReplay takes timed steps in order');
    varint(bytes, (step.tick - last) * 2 + (step.kind === 'undo' ? 1 : 0));
    last = step.tick;
    if (step.kind === 'tap') {
      varint(bytes, step.x);
      varint(bytes, step.y);
    }
  }
  return toBase64Url(Uint8Array.from(bytes));
}

/** Reads a compact code; a ReplayError (at `code`) says what is wrong with a damaged or foreign one. */
export function decodeReplay(code: string): ReplayStep[] {
  const bytes = fromBase64Url(code);
  if (!bytes || bytes.length === 0)
    throw new ReplayError('code', 'not a replay code (base64url text expected)');
  if (bytes[0] !== REPLAY_CODE_VERSION)
    throw new ReplayError(
      'code',
      `replay code version ${bytes[0]}; this version reads ${REPLAY_CODE_VERSION}`,
    );
  const steps: ReplayStep[] = [];
  let at = 1;
  let tick = 0;
  const read = (limit: number): number => {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      if (at >= bytes.length) throw new ReplayError('code', 'the replay code is cut short');
      const b = bytes[at++];
      value += (b & 127) * 2 ** shift;
      if (b < 128) {
        if (value > limit)
          throw new ReplayError('code', `a value in the replay code is out of range (${value})`);
        return value;
      }
    }
    throw new ReplayError('code', 'the replay code holds a malformed number');
  };
  while (at < bytes.length) {
    if (steps.length >= MAX_REPLAY_STEPS)
      throw new ReplayError('code', `more than ${MAX_REPLAY_STEPS} steps`);
    const head = read(MAX_REPLAY_TICK * 2 + 1);
    tick += Math.floor(head / 2);
    if (tick > MAX_REPLAY_TICK) throw new ReplayError('code', `a step after tick ${MAX_REPLAY_TICK}`);
    if (head % 2 === 1) steps.push({ kind: 'undo', tick });
    else steps.push({ kind: 'tap', x: read(MAX_REPLAY_COORD), y: read(MAX_REPLAY_COORD), tick });
  }
  return steps;
}

function varint(out: number[], value: number): void {
  let v = value;
  while (v >= 128) {
    out.push((v % 128) + 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
}
