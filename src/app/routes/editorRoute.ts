/**
 * The editor route: "Make a level" (the maker's last draft, or a new level) and "Edit" on a level
 * that was open in play. The editor itself (EditorRoute, loaded and made on first use, so the title
 * stays small) play-tests a level as a level of its own and shares it as a packed map; it reaches
 * every other screen through the router.
 */
import type { EditorRoute } from '../editor/EditorRoute';
import { openOwnFiles } from '../services/ownFiles';
import type { Services } from '../services/services';

/** Wires the editor route. */
export function editorRoute(services: Services): void {
  const { router, jobs, notices, levelFiles } = services;
  let editor: Promise<EditorRoute> | null = null;
  const made = (): Promise<EditorRoute> => {
    editor ??= import('../editor/EditorRoute').then(
      ({ EditorRoute }) =>
        new EditorRoute({
          nav: router.nav,
          jobs,
          loadLevelFiles: () => levelFiles.load(),
          play: async (id, path, text) => {
            const files = [{ path, text: async () => text, url: null }];
            await openOwnFiles(
              services,
              id,
              path,
              files,
              (message) => void router.go({ id: 'error', report: { kind: 'local', message } }),
            );
          },
          back: () => void router.back(),
          notify: (message, kind, action) => notices.show(message, kind, action ? 0 : 8000, action),
        }),
    );
    return editor;
  };
  // Reached by Back or Forward (or a reload), the board waits for a first deliberate tap: the
  // player's next tap may be meant for the screen they thought they were going back to.
  router.on('editor', async ({ open }, { fromHistory }) => {
    const route = await made().catch((error: unknown) => {
      editor = null;
      notices.show(`The editor could not be loaded: ${String(error)}`, 'warn');
      return null;
    });
    if (!route) return;
    await (open.kind === 'level' ? route.edit(open, fromHistory) : route.open(fromHistory));
  });
}
