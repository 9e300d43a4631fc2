/**
 * The development server as a designer runs it (`npm run dev`), started in its own process for the
 * live reload end-to-end test and `bench:reload`, over a temporary copy of levels/ (so a test's
 * saves never land in the real folder; see liveLevels.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A running development server and the levels folder it pushes saves from. */
export interface DevServer {
  readonly url: string;
  /** The temporary copy of levels/: write here to "save in Tiled". */
  readonly levelsDir: string;
  /** Stops the server and deletes the copy. */
  stop(): Promise<void>;
}

/** Starts `vite` on `port` (127.0.0.1) over a fresh copy of levels/, and waits until it answers. */
export async function startDevServer(port: number, timeoutMs = 60_000): Promise<DevServer> {
  const levelsDir = mkdtempSync(join(tmpdir(), 'maze-cat-levels-'));
  cpSync(join(ROOT, 'levels'), levelsDir, { recursive: true });
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(
    process.execPath,
    [vite, '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--clearScreen', 'false'],
    { cwd: ROOT, env: { ...process.env, MAZE_CAT_LEVELS_DIR: levelsDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    await stopChild(child);
    rmSync(levelsDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the development server stopped (exit ${child.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(url)).ok) return { url, levelsDir, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the development server did not answer on ${url} within ${timeoutMs / 1000} s:\n${output}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
