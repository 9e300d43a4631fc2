import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LevelEditor, newMapText } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
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
