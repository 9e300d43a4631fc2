import { describe, expect, it } from 'vitest';
import { levelUrl, MAX_SPEED, parseParams } from './params';

describe('parseParams', () => {
  it('has quiet defaults', () => {
    expect(parseParams('')).toEqual({ test: false, designer: false, speed: 1, level: null, reset: false });
  });
  it('reads flags, speed and level', () => {
    const p = parseParams('?test&designer=1&speed=8&level=02-b');
    expect(p).toEqual({ test: true, designer: true, speed: 8, level: '02-b', reset: false });
  });
  it('falls back or clamps on bad speeds', () => {
    expect(parseParams('?speed=abc').speed).toBe(1);
    expect(parseParams('?speed=-3').speed).toBe(1);
    expect(parseParams('?speed=1e9').speed).toBe(MAX_SPEED);
    expect(parseParams('?designer=false').designer).toBe(false);
  });
});

describe('levelUrl', () => {
  it('resolves against the page', () => {
    expect(levelUrl('/tmp/a.tmj', 'http://localhost:5173/?level=x')).toBe('http://localhost:5173/tmp/a.tmj');
    expect(levelUrl('https://x.test/a.tmj', 'http://localhost/')).toBe('https://x.test/a.tmj');
  });
});
