/**
 * Node side of the browser benches: builds a page with Vite into a private folder, serves it with
 * `vite preview` on a private port, and launches Debian's Chromium (or MAZE_CAT_BROWSER) headless
 * with software WebGL (SwiftShader), the same flags as the end-to-end tests.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build, type PreviewServer, preview } from 'vite';
import { CHROMIUM_ARGS } from '../../scripts/chromiumArgs';

export { CHROMIUM_ARGS };

/** The browser to drive: MAZE_CAT_BROWSER, else Debian's chromium. */
export function browserPath(): string {
  const path = process.env.MAZE_CAT_BROWSER ?? '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`no browser at ${path}: install Debian's chromium or set MAZE_CAT_BROWSER`);
  return path;
}

/** Reads `--name value` options from `args`: the value given, or `fallback`. */
export function benchOption(args: readonly string[]): (name: string, fallback: string) => string {
  return (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
  };
}

/** A served page and a browser, closed together. */
export interface BrowserBench {
  readonly browser: Browser;
  readonly url: string;
  newPage(query?: string): Promise<Page>;
  close(): Promise<void>;
}

/** A page built and served by `vite preview`, closed with `close`. */
export interface ServedPage {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Builds `configFile` (a Vite config; the bench page's by default) into `outDir` (unless `build`
 * is false: an existing build) and serves it with `vite preview` on `port` of 127.0.0.1.
 */
export async function buildAndServe(options: {
  outDir: string;
  port: number;
  configFile?: string;
  root?: string;
  build?: boolean;
}): Promise<ServedPage> {
  const configFile = options.configFile ?? fileURLToPath(new URL('vite.config.ts', import.meta.url));
  if (options.build !== false) {
    await build({
      configFile,
      root: options.root,
      logLevel: 'warn',
      build: { outDir: options.outDir, emptyOutDir: true },
    });
  }
  const server: PreviewServer = await preview({
    configFile,
    root: options.root,
    logLevel: 'warn',
    build: { outDir: options.outDir },
    preview: { port: options.port, strictPort: true, host: '127.0.0.1', open: false },
  });
  return {
    url: `http://127.0.0.1:${options.port}/`,
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

/**
 * Builds and serves a page (`buildAndServe`) and launches the browser. `extraArgs` adds Chromium
 * flags (e.g. for precise memory info).
 */
export async function startBrowserBench(options: {
  outDir: string;
  port: number;
  configFile?: string;
  root?: string;
  extraArgs?: readonly string[];
  viewport?: { width: number; height: number };
  /** False serves `outDir` as it is (an existing build). */
  build?: boolean;
}): Promise<BrowserBench> {
  const served = await buildAndServe(options);
  const browser = await chromium.launch({
    executablePath: browserPath(),
    args: [...CHROMIUM_ARGS, ...(options.extraArgs ?? [])],
  });
  const { url } = served;
  const viewport = options.viewport ?? { width: 1280, height: 720 };
  return {
    browser,
    url,
    async newPage(query = '') {
      const page = await browser.newPage({ viewport });
      page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
      await page.goto(url + query);
      return page;
    },
    async close() {
      await browser.close();
      await served.close();
    },
  };
}

/** The value at quantile q (0..1) of `values` (sorted copy, nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
