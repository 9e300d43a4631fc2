import { describe, expect, it } from 'vitest';
import { type KeyInput, keyAction } from './keymap';

function key(key: string, code: string, mods: Partial<KeyInput> = {}): KeyInput {
  return { key, code, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods };
}

describe('keyAction', () => {
  it('sees all with V, zooms with + and - (with or without Shift, keypad too)', () => {
    expect(keyAction(key('v', 'KeyV'))).toEqual({ kind: 'seeAll' });
    expect(keyAction(key('+', 'Equal', { shiftKey: true }))).toEqual({ kind: 'zoom', in: true });
    expect(keyAction(key('=', 'Equal'))).toEqual({ kind: 'zoom', in: true });
    expect(keyAction(key('+', 'NumpadAdd'))).toEqual({ kind: 'zoom', in: true });
    expect(keyAction(key('-', 'Minus'))).toEqual({ kind: 'zoom', in: false });
    expect(keyAction(key('-', 'Minus', { ctrlKey: true }))).toBeNull();
  });

  it('steps with arrows and WASD (by physical key)', () => {
    expect(keyAction(key('ArrowLeft', 'ArrowLeft'))).toEqual({ kind: 'step', dx: -1, dy: 0 });
    expect(keyAction(key('z', 'KeyW'))).toEqual({ kind: 'step', dx: 0, dy: -1 });
    expect(keyAction(key('d', 'KeyD'))).toEqual({ kind: 'step', dx: 1, dy: 0 });
  });

  it('moves the cursor with Shift+arrows and IJKL, walks to it with Enter', () => {
    expect(keyAction(key('ArrowDown', 'ArrowDown', { shiftKey: true }))).toEqual({
      kind: 'cursor',
      dx: 0,
      dy: 1,
    });
    expect(keyAction(key('j', 'KeyJ'))).toEqual({ kind: 'cursor', dx: -1, dy: 0 });
    expect(keyAction(key('Enter', 'Enter'))).toEqual({ kind: 'walkToCursor' });
  });

  it('maps the command keys', () => {
    expect(keyAction(key(' ', 'Space'))?.kind).toBe('range');
    expect(keyAction(key('z', 'KeyZ'))?.kind).toBe('undo');
    expect(keyAction(key('u', 'KeyU'))?.kind).toBe('undo');
    expect(keyAction(key('r', 'KeyR'))?.kind).toBe('restart');
    expect(keyAction(key('Escape', 'Escape'))?.kind).toBe('pause');
    expect(keyAction(key('m', 'KeyM'))?.kind).toBe('mute');
    expect(keyAction(key('D', 'KeyD', { shiftKey: true }))?.kind).toBe('designer');
    expect(keyAction(key('h', 'KeyH'))?.kind).toBe('hint');
  });

  it('leaves browser shortcuts and unknown keys alone', () => {
    expect(keyAction(key('r', 'KeyR', { ctrlKey: true }))).toBeNull();
    expect(keyAction(key('Tab', 'Tab'))).toBeNull();
    expect(keyAction(key('x', 'KeyX'))).toBeNull();
  });
});
