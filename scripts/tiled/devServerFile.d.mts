/** Types of devServerFile.mjs (plain Node, for Tiled's command and Vite's config alike). */
export interface DevServerInfo {
  readonly url: string;
  readonly levels: string;
  readonly root: string;
}
export const DEV_SERVER_FILE: string;
export function announceDevServer(server: DevServerInfo, folders: readonly string[]): () => void;
export function findDevServerFile(folder: string): (DevServerInfo & { readonly pid: number }) | null;
