import {
  exportTmj,
  GAME_TILESET_FILE,
  gameTileset,
  type JsonObject,
  type LevelEditor,
  levelOfDoc,
  type MapDoc,
  makerProblem,
  type ShelfCredit,
  type ShelfLicence,
  shelfTextProblem,
  shelfTmj,
} from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import { dayOf } from '../modes/calendar';
import { download, fileSlug } from '../page/download';
import { describeError } from '../page/webgl';
import type { EditorDifficulty } from '../workers/editorJob';
import { naiveText } from './findingsText';

/** What the Share section's picture and shelf file need from the editor. */
export interface ShareExtrasDeps {
  readonly readFile: ReadFile;
  readonly atlasUrl: (picture: string) => string;
  readonly maker: { readonly name: string; remember(name: string): void };
}

/**
 * Export .tmj: the map with its `par` as a file Tiled opens, named `fileName`, the game's tileset
 * it uses (square, hex or isometric) named beside it or, with `embed`, inside it.
 */
export async function exportMap(
  doc: MapDoc,
  par: number | null,
  embed: boolean,
  fileName: string,
  readFile: ReadFile,
): Promise<void> {
  const file = gameTileset(doc)?.file ?? GAME_TILESET_FILE;
  const tileset = embed ? (JSON.parse(await readFile(file)) as JsonObject) : null;
  download(new Blob([exportTmj(doc, { par, embed: tileset })], { type: 'application/json' }), fileName);
}

/**
 * Save picture: the level as it plays now, drawn as a PNG (the drawing code loads when asked).
 * Returns what the Share section says.
 */
export async function savePicture(editor: LevelEditor, deps: ShareExtrasDeps): Promise<string> {
  let level: Awaited<ReturnType<typeof levelOfDoc>>;
  try {
    level = await levelOfDoc(editor.doc, editor.file, deps.readFile);
  } catch (error) {
    return `The picture needs a level the game can open: ${describeError(error)}`;
  }
  const { saveBoardPicture } = await import('../share/boardPicture');
  return saveBoardPicture(level, deps.atlasUrl, deps.maker.name);
}

/**
 * Submit to the shelf (docs/sharing.md#submit-to-the-shelf): the level as the shelf's file, once it
 * has a title, a maker and the solver's par for the map as it is now (`par`: null while checking),
 * and meets what the shelf asks of naive play (`difficulty`: undefined while measured; null when
 * too large to measure here, which `maze-cat check` measures). Returns what the Share section says.
 */
export function submitToShelf(
  editor: LevelEditor,
  par: { readonly checking: boolean; readonly value: number | null },
  difficulty: EditorDifficulty | null | undefined,
  maker: string,
  licence: ShelfLicence,
  deps: ShareExtrasDeps,
): string {
  const problem = makerProblem(maker);
  if (problem) return problem;
  const { title } = editor.settings;
  if (!title) return 'Give the level a title first (under Level): the shelf lists it by its title.';
  const credit: ShelfCredit = { maker, licence, added: dayOf(new Date()) };
  // The shelf's own check of every text the file holds: nothing downloads that CI would refuse.
  const refused = shelfTextProblem(editor.doc, credit);
  if (refused) return refused;
  deps.maker.remember(maker);
  if (par.checking)
    return 'The solver is still checking your latest change: try again once it shows the par.';
  if (par.value === null)
    return 'The shelf takes levels the solver can win: this one cannot be won yet (the solver says why).';
  if (difficulty === undefined)
    return 'The solver is still measuring how hard the level is: try again once it shows the difficulty.';
  const asked = difficulty && naiveAskText(difficulty);
  if (asked) return asked;
  const slug = fileSlug(title);
  const text = shelfTmj(editor.doc, par.value, credit);
  download(new Blob([text], { type: 'application/json' }), `${slug}.tmj`);
  return `Saved ${slug}.tmj. To put it on the shelf: save it as levels/community/NN-${slug}.tmj (NN: the next free number), check it with npx maze-cat check, and open a pull request with that one file (the game's sharing guide says more).`;
}

/** What the shelf still asks of a level's naive play, in the maker's words (the shelf's `naiveAsk`), or null. */
function naiveAskText({ shelfAsk, band, naiveWins }: EditorDifficulty): string | null {
  if (shelfAsk === null) return null;
  if (shelfAsk === 'not-one-tap')
    return 'The shelf asks for a plan: a single tap wins this level. Change the board so that it takes more than one tap.';
  return `The shelf asks a ${band} level for a plan. ${naiveText(naiveWins)} Change the board so that no simple way of playing makes par.`;
}
