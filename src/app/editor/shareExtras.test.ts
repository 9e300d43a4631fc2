import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LevelEditor } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import type { EditorDifficulty } from '../workers/editorJob';
import { submitToShelf } from './shareExtras';

const ROOT = join(new URL('.', import.meta.url).pathname, '../../..');
const repo: ReadFile = async (path) => readFileSync(join(ROOT, path), 'utf8');

/** Submits level 03 with `difficulty` as the editor measured it; the names it remembered. */
async function submitted(difficulty: EditorDifficulty | null | undefined) {
  const source = readFileSync(join(ROOT, 'levels/03-good-dog.tmj'), 'utf8');
  const editor = await LevelEditor.open(source, 'levels/good-dog.tmj', repo);
  const remembered: string[] = [];
  const deps = {
    readFile: repo,
    atlasUrl: () => '',
    maker: { name: '', remember: (n: string) => remembered.push(n) },
  };
  const said = submitToShelf(editor, { checking: false, value: 9 }, difficulty, 'Ada', 'CC0-1.0', deps);
  return { said, remembered };
}

describe('Submit to the shelf asks what the shelf check asks of naive play', () => {
  it('waits for the difficulty, remembering the name meanwhile', async () => {
    const { said, remembered } = await submitted(undefined);
    expect(said).toBe(
      'The solver is still measuring how hard the level is: try again once it shows the difficulty.',
    );
    expect(remembered).toEqual(['Ada']);
  });

  it('refuses a level a single tap wins, in words', async () => {
    const easy: EditorDifficulty = { band: 'easy', score: 12, naiveWins: ['exit'], shelfAsk: 'not-one-tap' };
    expect((await submitted(easy)).said).toBe(
      'The shelf asks for a plan: a single tap wins this level. Change the board so that it takes more than one tap.',
    );
  });

  it('refuses a medium level naive play wins, describing the plays, never by their names', async () => {
    const medium: EditorDifficulty = {
      band: 'medium',
      score: 41,
      naiveWins: ['dogsFirst'],
      shelfAsk: 'beat-naive',
    };
    const { said } = await submitted(medium);
    expect(said).toBe(
      'The shelf asks a medium level for a plan. No plan needed: feeding each dog as soon as the cat holds a bone, makes par. Change the board so that no simple way of playing makes par.',
    );
    expect(said).not.toMatch(/dogsFirst/);
  });
});
