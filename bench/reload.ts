/**
 * `npm run bench:reload`: live reload from a level file's save to the level being playable again,
 * as a designer has it: the development server (its own process, `vite`, over a temporary copy of
 * levels/) and this machine's Chromium, headless. Each save rewrites the map with a new title; the
 * time runs from the write to the moment the test hook reports the reloaded level taking input.
 *
 * The time is split where it goes: `watch` (the write until the server's watcher reports it),
 * `push` (until the page has the message with the new text) and `page` (until the level is
 * playable: read and decode in the job worker, build, sim, view). Medians and 95th percentiles.
 * The peer, in the same run: what a designer does without live reload, reloading the page (F5)
 * until the level is playable again, and its ratio to live reload's median.
 * Options: `-- --runs N` (default 30 saves per level), `-- --levels a,b` (level ids; default a
 * small level and the 65 x 65 maze), `-- --port N` (default 4614, or BENCH_RELOAD_PORT).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startDevServer } from '../scripts/vite/devServer';
import { browserPath, CHROMIUM_ARGS, quantile } from './browser/harness';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const RUNS = Number(option('runs', '30'));
const LEVELS = option('levels', '03-good-dog,15-the-great-maze').split(',');
const PORT = Number(option('port', process.env.BENCH_RELOAD_PORT ?? '4614'));
/** Saves before the timed ones: the first reloads compile code and fill caches. */
const WARM_UP = 3;

interface Save {
  readonly watch: number;
  readonly push: number;
  readonly page: number;
  readonly total: number;
}

/** The map with a new title, as Tiled would write it after an edit. */
function retitled(text: string, title: string): string {
  const map = JSON.parse(text) as { properties?: { name: string; value: unknown }[] };
  const props = map.properties ?? [];
  const own = props.find((p) => p.name === 'title');
  if (own) own.value = title;
  else props.push({ name: 'title', value: title });
  map.properties = props;
  return JSON.stringify(map, null, 1);
}

/** Saves the map with title `title` and waits for the page to have it playable. */
async function save(page: Page, file: string, original: string, title: string): Promise<Save> {
  const writtenAt = Date.now();
  writeFileSync(file, retitled(original, title));
  const handle = await page
    .waitForFunction(
      (want) => {
        const hook = window.__mazeCat;
        const last = hook?.lastReload;
        return hook?.ready && hook.levelTitle === want && last?.outcome === 'playable' ? last : null;
      },
      title,
      { polling: 10, timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      // Say where it stuck: the screen, the level on it, and the last save the page heard of.
      const state = await page.evaluate(() => {
        const hook = window.__mazeCat;
        return { screen: hook?.screen, title: hook?.levelTitle, lastReload: hook?.lastReload };
      });
      throw new Error(`the save "${title}" did not become playable: ${JSON.stringify(state)}`, {
        cause: error,
      });
    });
  const last = (await handle.jsonValue()) as { seenAt: number; receivedAt: number; readyAt: number };
  return {
    watch: last.seenAt - writtenAt,
    push: last.receivedAt - last.seenAt,
    page: last.readyAt - last.receivedAt,
    total: last.readyAt - writtenAt,
  };
}

/** The peer: reloads the page and waits until the level is playable again; ms. */
async function pageReload(page: Page): Promise<number> {
  const start = Date.now();
  await page.reload();
  await page.waitForFunction(() => window.__mazeCat?.ready && window.__mazeCat.screen === 'play', null, {
    polling: 10,
    timeout: 120_000,
  });
  return Date.now() - start;
}

const spread = (values: readonly number[]) =>
  `${quantile(values, 0.5).toFixed(0)} / ${quantile(values, 0.95).toFixed(0)}`;

function row(label: string, saves: readonly Save[], reloads: readonly number[]): string {
  const cell = (key: keyof Save) => spread(saves.map((s) => s[key]));
  const ratio =
    quantile(reloads, 0.5) /
    quantile(
      saves.map((s) => s.total),
      0.5,
    );
  return `| ${label} | ${saves.length} | ${cell('watch')} | ${cell('push')} | ${cell('page')} | ${cell('total')} | ${spread(reloads)} | ${ratio.toFixed(1)}x |`;
}

async function main(): Promise<void> {
  const server = await startDevServer(PORT);
  const browser = await chromium.launch({ executablePath: browserPath(), args: [...CHROMIUM_ARGS] });
  const rows: string[] = [];
  try {
    for (const id of LEVELS) {
      const file = join(server.levelsDir, `${id}.tmj`);
      const original = readFileSync(file, 'utf8');
      const { width, height } = JSON.parse(original) as { width: number; height: number };
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
      await page.goto(`${server.url}?test&level=${id}`);
      await page.waitForFunction(() => window.__mazeCat?.ready && window.__mazeCat.screen === 'play', null, {
        timeout: 120_000,
      });
      const saves: Save[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const s = await save(page, file, original, `Reload ${i}`);
        if (i >= WARM_UP) saves.push(s);
      }
      const reloads: number[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const ms = await pageReload(page);
        if (i >= WARM_UP) reloads.push(ms);
      }
      rows.push(row(`${id} (${width} x ${height})`, saves, reloads));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `bench:reload: ${RUNS} saves per level after ${WARM_UP} warm-up saves; ms, median / p95 (Chromium ${browser.version()})`,
  );
  console.log(
    '| level | saves | watch | push | page | save to playable | page reload (peer) | peer / live |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(r);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
