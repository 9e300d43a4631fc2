/** The level index Vite generates from levels/ (vite.config.ts); read through src/app/levels/levelIndex.ts. */
declare module 'virtual:level-index' {
  const entries: readonly import('./levelIndex').LevelIndexEntry[];
  export default entries;
}
