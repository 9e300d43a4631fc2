/**
 * Chromium flags for every browser this project drives (end-to-end tests, benchmarks): no background
 * traffic on a closed network, and WebGL through SwiftShader where there is no GPU.
 */

/**
 * Features turned off. Chromium reads only the last `--disable-features`, so ours replaces
 * Playwright's own list: its names come first, as Playwright 1.x gives them (startup requests to
 * Google, HTTPS upgrades of the test server, and so on). The last two are Chromium's address-bar
 * popup, which Chromium 151 and later render in a hidden page of their own with every window,
 * headless too: on this 2-core machine that page took 1.2-2.1 s of CPU while each game page loaded,
 * beside the page being measured (docs/performance.md). No player's phone runs it.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];
