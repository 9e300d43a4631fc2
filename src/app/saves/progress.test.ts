import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  freshProgress,
  parseProgress,
  recordWin,
  SAVE_VERSION,
  serializeProgress,
  withSettings,
} from './progress';

const defaults = defaultSettings(false);

describe('parseProgress', () => {
  it('starts fresh without a notice when nothing is stored', () => {
    const { progress, notice } = parseProgress(null, defaults);
    expect(notice).toBeNull();
    expect(progress.version).toBe(SAVE_VERSION);
    expect(Object.keys(progress.levels)).toEqual([]);
    expect(progress.settings).toEqual(defaults);
  });

  it('round-trips a save', () => {
    let p = freshProgress(defaults);
    p = recordWin(p, '01-first-steps', 12, 3).progress;
    p = withSettings(p, { music: false });
    const back = parseProgress(serializeProgress(p), defaults);
    expect(back.notice).toBeNull();
    expect(back.progress.levels['01-first-steps']).toEqual({ best: 12, stars: 3 });
    expect(back.progress.settings.music).toBe(false);
  });

  it('says which saves must be kept before anything is written', () => {
    const problem = (raw: string) => parseProgress(raw, defaults).problem;
    expect(problem('{')).toBe('unreadable');
    expect(problem(JSON.stringify({ version: SAVE_VERSION + 1, levels: {} }))).toBe('newer');
    expect(problem(JSON.stringify({ version: SAVE_VERSION, levels: { a: { best: 'x' } } }))).toBe('damaged');
    expect(problem(JSON.stringify({ levels: { a: 7 } }))).toBeNull();
    expect(problem(serializeProgress(freshProgress(defaults)))).toBeNull();
  });

  it('resets garbage with a notice and never throws', () => {
    for (const raw of ['{', 'null', '42', '"x"', '[]']) {
      const { progress, notice } = parseProgress(raw, defaults);
      expect(notice).toMatch(/reset/);
      expect(Object.keys(progress.levels)).toEqual([]);
    }
  });

  it('repairs damaged entries and keeps the good ones', () => {
    const raw = JSON.stringify({
      version: SAVE_VERSION,
      levels: { a: { best: 5, stars: 2 }, b: { best: 'many' }, c: null, d: { best: 3, stars: 9 } },
      settings: { sound: 'loud', music: false },
    });
    const { progress, notice } = parseProgress(raw, defaults);
    expect(notice).toMatch(/repaired/);
    expect(progress.levels.a).toEqual({ best: 5, stars: 2 });
    expect(progress.levels.b).toBeUndefined();
    expect(progress.levels.d).toEqual({ best: 3, stars: 3 });
    expect(progress.settings).toEqual({
      sound: true,
      music: false,
      musicVolume: 0.5,
      reducedMotion: false,
      walkSpeed: 1,
    });
  });

  it('keeps a chosen walking speed, and repairs one it does not offer', () => {
    const save = (walkSpeed: unknown) =>
      JSON.stringify({ version: SAVE_VERSION, levels: {}, settings: { walkSpeed } });
    expect(parseProgress(save(2), defaults).progress.settings.walkSpeed).toBe(2);
    const bad = parseProgress(save(7), defaults);
    expect(bad.progress.settings.walkSpeed).toBe(1);
    expect(bad.notice).toMatch(/repaired/);
  });

  it('keeps a music volume in range and repairs one out of range', () => {
    const save = (musicVolume: unknown) =>
      parseProgress(
        JSON.stringify({ version: SAVE_VERSION, levels: {}, settings: { musicVolume } }),
        defaults,
      );
    expect(save(0.2).progress.settings.musicVolume).toBe(0.2);
    expect(save(0.2).notice).toBeNull();
    expect(save(7).progress.settings.musicVolume).toBe(0.5);
    expect(save(7).notice).toMatch(/repaired/);
  });

  it('migrates an unversioned save of bare best moves', () => {
    const { progress, notice } = parseProgress(JSON.stringify({ levels: { a: 7 } }), defaults);
    expect(notice).toMatch(/older version/);
    expect(progress.levels.a).toEqual({ best: 7, stars: 1 });
  });

  it('does not use a save from a newer version', () => {
    const { progress, notice } = parseProgress(JSON.stringify({ version: 99, levels: { a: 1 } }), defaults);
    expect(notice).toMatch(/newer/);
    expect(progress.levels.a).toBeUndefined();
  });

  it('treats __proto__ as an ordinary level id', () => {
    const raw = `{"version":${SAVE_VERSION},"levels":{"__proto__":{"best":4,"stars":3}}}`;
    const { progress } = parseProgress(raw, defaults);
    expect(Object.keys(progress.levels)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).best).toBeUndefined();
  });
});

describe('recordWin', () => {
  it('keeps the best moves and the most stars', () => {
    let p = freshProgress(defaults);
    let r = recordWin(p, 'a', 10, 2);
    expect(r.improved).toBe(true);
    p = r.progress;
    r = recordWin(p, 'a', 12, 3);
    expect(r.improved).toBe(false);
    expect(r.progress.levels.a).toEqual({ best: 10, stars: 3 });
    expect(p.levels.a).toEqual({ best: 10, stars: 2 });
  });

  it('keeps the replay of the latest win that matches the best, beside it', () => {
    let p = recordWin(freshProgress(defaults), 'a', 10, 2, 'AQAB').progress;
    expect(p.levels.a).toEqual({ best: 10, stars: 2, replay: 'AQAB' });
    p = recordWin(p, 'a', 12, 2, 'AQAC').progress;
    expect(p.levels.a.replay).toBe('AQAB');
    p = recordWin(p, 'a', 10, 2, 'AQAD').progress;
    expect(p.levels.a.replay).toBe('AQAD');
    p = recordWin(p, 'a', 9, 3).progress;
    expect(p.levels.a).toEqual({ best: 9, stars: 3, replay: 'AQAD' });
  });
});

describe('saved replays', () => {
  it('round-trip through the save, and a version 1 save (no replays) reads whole', () => {
    const p = recordWin(freshProgress(defaults), 'a', 10, 2, 'AQAJAbQBCgM').progress;
    const back = parseProgress(serializeProgress(p), defaults);
    expect(back).toMatchObject({ notice: null, problem: null });
    expect(back.progress.levels.a).toEqual({ best: 10, stars: 2, replay: 'AQAJAbQBCgM' });
    const v1 = parseProgress(JSON.stringify({ version: 1, levels: { a: { best: 7, stars: 3 } } }), defaults);
    expect(v1.problem).toBeNull();
    expect(v1.progress.levels.a).toEqual({ best: 7, stars: 3 });
  });

  it('a damaged replay is dropped, the best score kept', () => {
    const raw = JSON.stringify({
      version: SAVE_VERSION,
      levels: { a: { best: 7, stars: 3, replay: 'not a code!' }, b: { best: 5, stars: 2, replay: 42 } },
    });
    const { progress, problem } = parseProgress(raw, defaults);
    expect(problem).toBe('damaged');
    expect(progress.levels.a).toEqual({ best: 7, stars: 3 });
    expect(progress.levels.b).toEqual({ best: 5, stars: 2 });
  });
});
