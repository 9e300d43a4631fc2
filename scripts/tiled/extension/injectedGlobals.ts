/**
 * Injected by bundleExtension.ts (esbuild's `inject`): every use of Map, Set or WeakMap in the
 * bundle, the game's code and its dependencies alike, gets collections.ts's in place of the engine's,
 * which crash Tiled 1.8 (see there). Tiled's global object does not let a script replace them.
 */
export { SafeMap as Map, SafeSet as Set, SafeWeakMap as WeakMap } from './collections';
