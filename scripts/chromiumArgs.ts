/**
 * Chromium flags for every browser this project drives (end-to-end tests, benchmarks): no background
 * traffic on a closed network, and WebGL through SwiftShader where there is no GPU.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];
