import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromiumArgs';

/** The browser comes from scripts/findBrowser.mjs (via `npm test`), or Playwright's own. */
const executablePath = process.env.MAZE_CAT_BROWSER || undefined;
// Several runs may share a machine: each can pick its own port and build folder.
const PORT = Number(process.env.E2E_PORT ?? 4317);
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: a busy machine (several suites, software WebGL) can take minutes over a large level;
  // the tests wait on state, so the limit only catches a real hang.
  timeout: 300_000,
  expect: { timeout: 45_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1 --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
