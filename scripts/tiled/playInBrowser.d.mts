/** Types of playInBrowser.mjs (plain Node, so Tiled starts it without a TypeScript step). */
export function levelParam(mapFile: string, server: { levels: string; root: string }): string | null;
export function levelsFolderOf(mapFile: string): string;
