import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the current task, even while the clock is stopped (the boot waits on it)', async () => {
    vi.useFakeTimers();
    let done = false;
    const waited = nextTask().then(() => {
      done = true;
    });
    expect(done).toBe(false);
    await waited;
    expect(done).toBe(true);
  });
});
