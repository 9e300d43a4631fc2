import { describe, expect, it } from 'vitest';
import { scriptFolder } from './resetEngine';

describe('scriptFolder', () => {
  it("reads the folder of the script from Qt's stack trace", () => {
    expect(scriptFolder('%entry@file:///tmp/x/levels/extensions/probe.js:2')).toBe(
      '/tmp/x/levels/extensions',
    );
    expect(
      scriptFolder('a@file:///home/me/My%20Game/ext/maze-cat-check.js:120\nb@file:///other/x.js:1'),
    ).toBe('/home/me/My Game/ext');
  });

  it('drops the slash before a Windows drive letter, and says null when no file is named', () => {
    expect(scriptFolder('%entry@file:///C:/Users/me/ext/maze-cat-check.js:5')).toBe('C:/Users/me/ext');
    expect(scriptFolder('%entry@<eval>:1')).toBeNull();
  });
});
