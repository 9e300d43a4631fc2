import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../level/levelFromRows';
import { Sim } from '../Sim';
import type { Command } from '../types';
import {
  decodeReplay,
  encodeReplay,
  formatReplayText,
  MAX_REPLAY_TICK,
  parseReplayText,
  ReplayError,
  type ReplayStep,
  runReplay,
  TapRecorder,
} from '.';

/** Plays `commands` (each sent before the step numbered `tick`) in a live Sim, recording them. */
function recordPlay(rows: string[], commands: readonly { tick: number; command: Command }[], ticks = 400) {
  const level = levelFromRows(rows);
  const sim = new Sim(level);
  const recorder = new TapRecorder(level.width, level.height);
  for (let tick = 0; tick < ticks; tick++) {
    for (const c of commands.filter((c) => c.tick === tick)) {
      recorder.record(c.command, tick);
      sim.command(c.command);
    }
    sim.step();
  }
  return { level, sim, steps: recorder.steps };
}

describe('replays', () => {
  it('a recorded play with a tap mid-walk, a loss and an undo replays to the same win', () => {
    // The cat heads for the dog's side, is re-aimed mid-walk, walks into the dog, undoes, then wins.
    const rows = ['C....B', '#.####', 'D....E'];
    const { level, sim, steps } = recordPlay(rows, [
      { tick: 0, command: { kind: 'walkTo', x: 4, y: 0 } },
      { tick: 12, command: { kind: 'walkTo', x: 1, y: 1 } },
      { tick: 40, command: { kind: 'walkTo', x: 0, y: 2 } },
      { tick: 80, command: { kind: 'undo' } },
      { tick: 90, command: { kind: 'walkTo', x: 5, y: 0 } },
      { tick: 150, command: { kind: 'walkTo', x: 5, y: 2 } },
    ]);
    expect(sim.status).toBe('won');
    const outcome = runReplay(level, steps);
    expect(outcome).toMatchObject({ status: 'won', moves: sim.moves, stepsUsed: 6 });
    // Through the compact code and the text form, the same play.
    expect(runReplay(level, decodeReplay(encodeReplay(steps))).moves).toBe(sim.moves);
    expect(parseReplayText(formatReplayText(steps))).toEqual(steps);
  });

  it('a restart starts the recording again', () => {
    const { level, sim, steps } = recordPlay(
      ['C.E'],
      [
        { tick: 0, command: { kind: 'walkTo', x: 1, y: 0 } },
        { tick: 30, command: { kind: 'restart' } },
        { tick: 30, command: { kind: 'walkTo', x: 2, y: 0 } },
      ],
    );
    expect(steps).toEqual([{ kind: 'tap', x: 2, y: 0, tick: 0 }]);
    expect(runReplay(level, steps)).toMatchObject({ status: 'won', moves: sim.moves });
  });

  it('untimed taps are sent when the cat stands still, and come back timed', () => {
    const level = levelFromRows(['CB..D..E']);
    const outcome = runReplay(level, parseReplayText('1,0 7,0'));
    expect(outcome).toMatchObject({ status: 'won', moves: 7, stepsUsed: 2 });
    expect(outcome.timed.every((s) => s.tick !== null)).toBe(true);
    expect(runReplay(level, outcome.timed).moves).toBe(7);
    expect(runReplay(levelFromRows(['C.D.E']), parseReplayText('4,0'))).toMatchObject({
      status: 'lost',
      lostBy: 'eaten',
    });
  });

  it('a play is bounded: a day of ticks for any steps, and the computing time given', () => {
    const level = levelFromRows(['C.....E']);
    const late = runReplay(level, [
      { kind: 'tap', x: 3, y: 0, tick: MAX_REPLAY_TICK },
      ...parseReplayText('6,0'),
    ]);
    expect(late).toMatchObject({ status: 'playing', stopped: 'ticks' });
    expect(late.ticks).toBe(MAX_REPLAY_TICK + 1);
    // A clock that runs out at once: the play stops at its first look, whatever the taps.
    let clock = 0;
    const slow = runReplay(level, parseReplayText('6,0'), { maxMs: 10, now: () => (clock += 100) });
    expect(slow).toMatchObject({ status: 'playing', stopped: 'time', ticks: 0 });
    expect(runReplay(level, parseReplayText('6,0'), { maxMs: 10_000 }).stopped).toBeNull();
  });

  it('reads the text form and says what is wrong with a bad step', () => {
    expect(parseReplayText(' 3,1  7,4@41 undo@90 undo ')).toEqual([
      { kind: 'tap', x: 3, y: 1, tick: null },
      { kind: 'tap', x: 7, y: 4, tick: 41 },
      { kind: 'undo', tick: 90 },
      { kind: 'undo', tick: null },
    ]);
    const bad = (text: string) => {
      try {
        parseReplayText(text);
      } catch (error) {
        expect(error).toBeInstanceOf(ReplayError);
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(bad('')).toBe('taps: there are no taps (give tiles as x,y)');
    expect(bad('1,1 2;3')).toMatch(/^step 2 \("2;3"\): a step is x,y/);
    expect(bad('1,1@50 2,2@10')).toBe('step 2 ("2,2@10"): tick 10 comes before the previous step\'s tick 50');
    expect(bad('1,1@x')).toMatch(/^step 1 \("1,1@x"\): the tick after @ must be a whole number/);
    expect(bad('-1,2')).toMatch(/^step 1/);
  });

  it('the compact code round-trips any timed replay and refuses damaged codes', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('undo' as const), tick: fc.integer({ min: 0, max: 5000 }) }),
      fc.record({
        kind: fc.constant('tap' as const),
        x: fc.integer({ min: 0, max: 2000 }),
        y: fc.integer({ min: 0, max: 2000 }),
        tick: fc.integer({ min: 0, max: 5000 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (raw) => {
        const steps: ReplayStep[] = [...raw].sort((a, b) => (a.tick ?? 0) - (b.tick ?? 0));
        expect(decodeReplay(encodeReplay(steps))).toEqual(steps);
      }),
    );
    expect(() => decodeReplay('not a code!')).toThrow('code: not a replay code');
    expect(() => decodeReplay('Ag')).toThrow('code: replay code version 2; this version reads 1');
    const code = encodeReplay([{ kind: 'tap', x: 300, y: 2, tick: 7 }]);
    expect(() => decodeReplay(code.slice(0, -3))).toThrow('code: the replay code is cut short');
    expect(() => decodeReplay(encodeReplay([{ kind: 'undo', tick: MAX_REPLAY_TICK + 1 }]))).toThrow(
      /out of range/,
    );
  });
});
