/**
 * The error route: a level that cannot be played (or a link or dropped files that hold none),
 * shown in its place with every problem at its place in the map, what to do, and the ways on.
 * Under the development server, the next save of a bundled map replaces it (live reload).
 */

import { LevelErrorScreen, type LevelErrorView } from '../levels/LevelErrorScreen';
import { levelIndex } from '../levels/levelIndex';
import { type LoadErrorReport, loadErrorReport } from '../levels/loadErrorReport';
import { dataAddressText, shownLevelName } from '../levels/shownPath';
import type { ErrorReport } from '../router/routes';
import type { Services } from '../services/services';

/** The `title` map property of a Tiled JSON map's text, or null when it has none or does not parse. */
export function titleInMap(text: string): string | null {
  try {
    const props = (JSON.parse(text) as { properties?: unknown }).properties;
    if (!Array.isArray(props)) return null;
    const title = (props as { name?: unknown; value?: unknown }[]).find((p) => p.name === 'title')?.value;
    return typeof title === 'string' && title.trim() !== '' ? title.trim() : null;
  } catch {
    return null;
  }
}

/** A report of one problem that has no place in a map. */
function oneProblem(file: string, message: string): LoadErrorReport {
  return { file, problems: [{ severity: 'error', file: null, place: '', message }] };
}

/** Wires the error route. */
export function errorRoute(services: Services): void {
  const { router, sources, health, fileDialog } = services;
  const screen = router.add(new LevelErrorScreen());
  const levels = { label: 'Levels', run: () => void router.go({ id: 'levels' }) };
  const chooseFiles = { label: 'Choose files', run: () => fileDialog.open() };

  /** The view for a level's problems, titled as the level would be. */
  const problems = (
    id: string,
    file: string,
    heading: string,
    rest: Omit<LevelErrorView, 'title' | 'heading'>,
  ) => {
    // The file as it is now (live reload keeps it current): half a saved map has no title to read.
    const text = services.levelFiles.readable?.text(file) ?? dataAddressText(file) ?? undefined;
    const title =
      text !== undefined
        ? (titleInMap(text) ?? shownLevelName(file))
        : (levelIndex.entry(id)?.title ?? shownLevelName(file));
    return { title, heading, ...rest };
  };

  /** A level that failed to load: its problems, and what to do, depending on where it came from. */
  const loadError = (error: unknown, id: string, file: string): LevelErrorView => {
    const local = sources.isLocal(id);
    const bundled = sources.isBundled(id);
    const live = services.live() !== null;
    // A designer's broken map is expected while drawing: a warning, not a console error.
    if (local || (bundled && live)) console.warn(error);
    else console.error(error);
    if (bundled) health.record(file, error);
    const hint = local
      ? 'Fix the map in Tiled and save it, then choose its files again (or drop them on the page).'
      : bundled && live
        ? 'Fix the map in Tiled and save it: the level comes back here by itself.'
        : bundled
          ? 'This level came with the game but is damaged: play another level, or reload the page to fetch the game again.'
          : 'Check the address and the map, then try again.';
    // A dropped map is fixed in Tiled and picked again; a bundled or URL level may load on a retry.
    const retry = local
      ? chooseFiles
      : { label: 'Try again', run: () => void router.go({ id: 'play', source: { kind: 'level', id } }) };
    return problems(id, file, local ? 'This map cannot be played' : 'This level cannot be played', {
      report: loadErrorReport(error, file),
      hint,
      actions: [retry, levels],
    });
  };

  /** `?level=` named no level the game has: say so, with the nearest names and the other ways in. */
  const unknownLevel = (id: string): LevelErrorView => {
    const near = levelIndex
      .ids()
      .filter((other) => other.includes(id) || id.includes(other.replace(/^\d+[a-z]?-/, '')));
    const guess = near.length > 0 ? ` Did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : '';
    const save = services.live() ? ` Or save a map as levels/${id}.tmj: it opens here by itself.` : '';
    return problems(id, id, 'There is no such level', {
      report: oneProblem(`?level=${id}`, `the game has no level "${id}".${guess}`),
      hint: `Pick a level from the list, or give the address of a map: ?level=https://example.com/my-level.tmj.${save}`,
      actions: [levels, { label: 'Play your own map', run: () => fileDialog.open() }],
    });
  };

  const viewOf = (report: ErrorReport): LevelErrorView => {
    switch (report.kind) {
      case 'load':
        return loadError(report.error, report.id, report.file);
      case 'unknown':
        return unknownLevel(report.id);
      case 'link':
        return {
          title: 'A shared link',
          heading: 'This link cannot be opened',
          report: oneProblem('The link', report.message),
          hint: 'Ask for the link again (it may have been cut short), or pick a level from the list.',
          actions: [levels, { label: 'Title', run: () => void router.go({ id: 'title' }) }],
        };
      case 'local':
        return {
          title: 'Play your own map',
          heading: 'This map cannot be played',
          report: oneProblem('The dropped files', report.message),
          hint: 'Choose the map together with its tilesets and images, or drop them all on the page.',
          actions: [chooseFiles, levels],
        };
    }
  };

  router.on('error', ({ report }) => {
    screen.set(viewOf(report));
    router.nav.go('error');
    services.board.ready = true;
  });
}
