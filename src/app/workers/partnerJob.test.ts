import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LevelEditor, newMapText } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import { crowdedMap } from './crowdedMap';
import { editorFindings } from './editorJob';
import { partnerReport } from './partnerJob';

const ROOT = join(new URL('.', import.meta.url).pathname, '../../..');
const readLevels: ReadFile = async (path) =>
  readFileSync(join(ROOT, 'levels', path.split('/').pop() ?? ''), 'utf8');

describe('partnerReport', () => {
  it('has nothing to say of a map that is not a level yet', async () => {
    const editor = await LevelEditor.open(newMapText(6, 5), 'made.tmj', readLevels);
    const report = await partnerReport(editor.doc, editor.file, readLevels);
    expect(report).toMatchObject({ why: null, suggestions: null });
    expect(report.note).toMatch(/Not a level yet/);
  });

  it('says why a campaign level is easy and suggests edits that make it deeper', async () => {
    const editor = await LevelEditor.open(await readLevels('03-good-dog.tmj'), 'good-dog.tmj', readLevels);
    const report = await partnerReport(editor.doc, editor.file, readLevels, { candidates: 30, ms: Infinity });
    expect(report.why?.randomPar).toBe(1);
    expect(report.suggestions?.suggestions.length).toBeGreaterThan(0);
    for (const s of report.suggestions?.suggestions ?? []) expect(s.after.randomPar).toBeLessThan(1);
  });
});

describe('the partner on a map past the editor’s size gate (issue 43)', () => {
  it('4,000 bones on 128 x 128: the gate’s words at once, as the live solver says them (it tried edits for 30 s)', {
    timeout: 8000,
  }, async () => {
    const editor = await crowdedMap(128, 4000, readLevels);
    const report = await partnerReport(editor.doc, editor.file, readLevels);
    const found = await editorFindings(editor.doc, editor.file, readLevels);
    expect(report).toEqual({
      why: null,
      suggestions: null,
      note: "4,002 pieces on 128 x 128 tiles are more than the editor's solver takes on (maze-cat check solves it)",
    });
    expect(found.reason).toBe(report.note);
  });
});
