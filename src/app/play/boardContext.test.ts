import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type BoardContextModule = typeof import('./boardContext');

/** A page of 390 x 844 CSS pixels at 2 device pixels each, whose canvases count their contexts. */
function fakePage() {
  const made: { width: number; height: number; lost: boolean }[] = [];
  const document = {
    createElement: () => {
      const canvas = {
        width: 0,
        height: 0,
        getContext: () => {
          const record = { width: canvas.width, height: canvas.height, lost: false };
          made.push(record);
          return {
            getExtension: (name: string) =>
              name === 'WEBGL_lose_context'
                ? {
                    loseContext: () => {
                      record.lost = true;
                    },
                  }
                : null,
          };
        },
      };
      return canvas;
    },
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { innerWidth: 390, innerHeight: 844, devicePixelRatio: 2 });
  return made;
}

/** A host element laid out at `width` x `height` CSS pixels (0: not laid out yet). */
const host = (width: number, height: number) =>
  ({ clientWidth: width, clientHeight: height }) as unknown as HTMLElement;

let board: BoardContextModule;

beforeEach(async () => {
  // The context made ahead is the module's own: a fresh module each test.
  vi.resetModules();
  board = await import('./boardContext');
});

afterEach(() => vi.unstubAllGlobals());

describe('the board context made ahead', () => {
  it('is made once, at the host size in device pixels, and taken by a renderer of that size', () => {
    const made = fakePage();
    board.makeContextAhead(host(390, 800));
    board.makeContextAhead(host(390, 800));
    expect(made).toEqual([{ width: 780, height: 1600, lost: false }]);
    const taken = board.takeContextAhead(390, 800, 2);
    expect(taken).toMatchObject({ width: 390, height: 800, resolution: 2 });
    // Taken once: the next renderer makes its own, and none is made ahead any more.
    expect(board.takeContextAhead(390, 800, 2)).toBeNull();
    board.makeContextAhead(host(390, 800));
    expect(made).toHaveLength(1);
  });

  it('takes the window size before the host is laid out', () => {
    const made = fakePage();
    board.makeContextAhead(host(0, 0));
    expect(made).toEqual([{ width: 780, height: 1688, lost: false }]);
  });

  it('is released, not taken, when the board is made at another size (the page was resized)', () => {
    const made = fakePage();
    board.makeContextAhead(host(390, 800));
    expect(board.takeContextAhead(800, 600, 2)).toBeNull();
    expect(made[0].lost).toBe(true);
  });

  it('is not made once the renderer has started without it', () => {
    const made = fakePage();
    expect(board.takeContextAhead(390, 800, 2)).toBeNull();
    board.makeContextAhead(host(390, 800));
    expect(made).toHaveLength(0);
  });
});
