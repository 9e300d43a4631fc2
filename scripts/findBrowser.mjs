// Finds a Chromium for the end-to-end tests: Playwright's own if installed, else Debian's
// /usr/bin/chromium; as root on Debian it installs `chromium` with apt-get; otherwise it says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function isRootOnDebian() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
}

/** Returns the path of a Chromium to drive, installing Debian's when it can; null when none can be had. */
export async function findBrowser(log = (line) => process.stdout.write(`${line}\n`)) {
  if (process.env.MAZE_CAT_BROWSER && existsSync(process.env.MAZE_CAT_BROWSER))
    return process.env.MAZE_CAT_BROWSER;
  const own = await playwrightChromium();
  if (own) return own;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (isRootOnDebian()) {
    log("No browser found: installing Debian's chromium with apt-get (root on Debian)...");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      log(`apt-get could not install chromium: ${error.message}`);
    }
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  log(
    [
      'No Chromium found for the end-to-end tests. Get one of:',
      '  npx playwright install chromium        (where downloads are allowed)',
      '  sudo apt-get install chromium          (Debian or Ubuntu: /usr/bin/chromium)',
      'or point MAZE_CAT_BROWSER at a Chromium binary.',
    ].join('\n'),
  );
  return null;
}
