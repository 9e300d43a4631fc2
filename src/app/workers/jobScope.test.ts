import { describe, expect, it } from 'vitest';
import { JobScope } from './jobScope';

describe('JobScope: the one cancel rule of a screen’s jobs', () => {
  it('a lane’s next ticket cancels the one before; leaving cancels every lane’s and forgets what waited', () => {
    const scope = new JobScope();
    const forgotten: string[] = [];
    const solves = scope.lane(() => forgotten.push('solves'));
    const partner = scope.lane(() => forgotten.push('partner'));
    const first = solves.next();
    const second = solves.next();
    expect([first.live, first.signal.aborted, second.live]).toEqual([false, true, true]);
    const asked = partner.next();
    scope.leave();
    expect([second.live, asked.live, second.signal.aborted]).toEqual([false, false, true]);
    expect(forgotten).toEqual(['solves', 'partner']);
    // Coming back: new tickets are live again.
    expect(solves.next().live).toBe(true);
  });

  it('a ticket cancelled by its asker (a stale job) leaves the lane’s others alone', () => {
    const scope = new JobScope();
    const a = scope.lane().next();
    const b = scope.lane().next();
    a.cancel();
    expect([a.live, b.live]).toEqual([false, true]);
  });
});
