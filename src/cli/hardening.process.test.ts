import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { writeLevel } from './testCli';

/**
 * The inputs that once took gigabytes (issue 25), run as the real command in a child process whose
 * heap is capped at 200 MB: a regression fails by crashing (exit 134, "heap out of memory"), not
 * by a timed assertion. Each must end with its one line and exit code.
 */
function maze(args: string[], stdin: string | { repeat: string; bytes: number } = '') {
  return new Promise<{ code: number | null; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--max-old-space-size=200', 'bin/maze-cat.mjs', ...args], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, err }));
    // The child may stop reading early (that is the point): a closed pipe is no failure here.
    child.stdin.on('error', () => {});
    if (typeof stdin === 'string') child.stdin.end(stdin);
    else {
      const chunk = stdin.repeat.repeat(Math.ceil(65536 / stdin.repeat.length));
      let sent = 0;
      const pump = (): void => {
        while (sent < stdin.bytes) {
          sent += chunk.length;
          if (!child.stdin.write(chunk)) {
            child.stdin.once('drain', pump);
            return;
          }
        }
        child.stdin.end();
      };
      pump();
    }
  });
}

describe('bounded memory, as the command runs', () => {
  it('check: a patrol point at x = -1e308', async () => {
    const { code, err } = await maze(['check', 'src/cli/fixtures/hardening/dog-far-patrol.tmj']);
    expect(err).toBe('');
    expect(code).toBe(1);
  });

  it('distances: a board of a billion cells', async () => {
    const { code, err } = await maze(['distances'], '1000000000 1\n1 1\n');
    expect(err).toMatch(/^error: standard input: the board 1000000000 x 1 is over the limit/);
    expect(code).toBe(2);
  });

  it('path: a Moving AI header of height 1e9', async () => {
    const file = 'src/cli/fixtures/hardening/tall-header.map';
    const { code, err } = await maze(['path', file, '--from', '0,0', '--to', '1,0']);
    expect(err).toMatch(/tall-header\.map: line 3: height 1000000000 x width 4 is over the limit/);
    expect(code).toBe(1);
  });

  it('replay: 100 MB of taps on standard input stop at the limit', async () => {
    const level = writeLevel('line.tmj', ['C.....E']);
    const { code, err } = await maze(['replay', level, '-'], { repeat: '1,0 ', bytes: 100 * 1024 * 1024 });
    expect(err).toBe('error: standard input: more than 256 KiB, the limit for replay taps (10,000 steps)\n');
    expect(code).toBe(2);
  });
});
