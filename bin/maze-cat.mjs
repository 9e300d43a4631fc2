#!/usr/bin/env node
// The `maze-cat` command. It runs the compiled command line (dist-cli/maze-cat.mjs, built by
// `npm install` and `npm pack`: scripts/cli/buildCli.mjs), which starts in a fraction of the time
// TypeScript takes to compile. In a checkout where that file is missing, or older than a source it
// was built from (dist-cli/inputs.json), it runs the TypeScript through tsx instead, so an edit to
// src/ is never shadowed by a stale build.
import { readFileSync, statSync } from 'node:fs';

const compiled = new URL('../dist-cli/maze-cat.mjs', import.meta.url);

/** True when the compiled file exists and no source it lists is newer (or gone). */
function compiledIsCurrent() {
  let built;
  try {
    built = statSync(compiled).mtimeMs;
  } catch {
    return false;
  }
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(new URL('../dist-cli/inputs.json', import.meta.url), 'utf8'));
  } catch {
    return true; // An installed package holds the build alone.
  }
  const root = new URL('../', import.meta.url);
  try {
    return inputs.every((file) => statSync(new URL(file, root)).mtimeMs <= built);
  } catch {
    // A source is missing: an installed package (no src/), or a checkout where one was removed.
    return statSync(new URL('src/', root), { throwIfNoEntry: false }) === undefined;
  }
}

if (compiledIsCurrent()) await import(compiled.href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/bin.ts');
}
