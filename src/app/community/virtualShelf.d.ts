/** The shelf's manifest Vite generates from levels/community/ (vite.config.ts); read by the Community screen. */
declare module 'virtual:community-shelf' {
  const entries: readonly import('./shelfEntry').ShelfEntry[];
  export default entries;
}
