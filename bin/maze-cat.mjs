#!/usr/bin/env node
// Runs the TypeScript command line through tsx, so `npx maze-cat` works right after `npm install`.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/bin.ts');
