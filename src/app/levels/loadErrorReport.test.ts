import { describe, expect, it } from 'vitest';
import { LevelError } from '../../level/problems';
import { MapError } from '../../tiled/mapError';
import { countProblems, loadErrorReport } from './loadErrorReport';

describe('loadErrorReport', () => {
  it("lists a level's every problem at its Tiled place, errors first", () => {
    const error = new LevelError('levels/a.tmj', [
      {
        severity: 'warning',
        place: { path: 'properties.ttle', property: 'ttle' },
        message: 'did you mean "title"?',
      },
      {
        severity: 'error',
        place: {
          path: 'layers[2].objects[1]',
          layer: 'entities',
          object: { id: 5, className: 'Cat', name: '' },
          tile: { x: 3, y: 3 },
        },
        message: 'a second Cat',
      },
    ]);
    const report = loadErrorReport(error, 'levels/a.tmj');
    expect(report.problems.map((p) => [p.severity, p.file, p.place, p.message])).toEqual([
      ['error', null, 'layer "entities", object 5 (Cat), tile 3,3', 'a second Cat'],
      ['warning', null, 'map property "ttle"', 'did you mean "title"?'],
    ]);
    expect(countProblems(report.problems)).toBe('1 error and 1 warning');
  });

  it('names the file when the problem is in a tileset the map uses, and words anything else plainly', () => {
    const inTileset = loadErrorReport(new MapError('levels/tiles.tsj', 'image', 'missing'), 'levels/a.tmj');
    expect(inTileset.problems).toEqual([
      { severity: 'error', file: 'levels/tiles.tsj', place: 'image', message: 'missing' },
    ]);
    const other = loadErrorReport(new Error('the network is down'), 'levels/a.tmj');
    expect(other.problems).toEqual([
      { severity: 'error', file: null, place: '', message: 'the network is down' },
    ]);
    expect(countProblems(other.problems)).toBe('1 error');
  });
});
