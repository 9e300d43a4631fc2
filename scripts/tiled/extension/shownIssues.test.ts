import { describe, expect, it } from 'vitest';
import { ShownIssues } from './shownIssues';

const error = (text: string) => ({ severity: 'error' as const, text });
const warning = (text: string) => ({ severity: 'warning' as const, text });

describe('ShownIssues', () => {
  it('finds nothing stale in a map first checked, nor when a check finds as much or more', () => {
    const shown = new ShownIssues();
    expect(shown.replace('a.tmj', [error('par')])).toBe(false);
    expect(shown.replace('a.tmj', [error('par'), warning('bone')])).toBe(false);
    expect(shown.replace('b.tmj', [])).toBe(false);
  });

  it('says an issue is stale once a check of its map no longer finds it', () => {
    const shown = new ShownIssues();
    shown.replace('a.tmj', [error('par'), warning('bone')]);
    shown.replace('b.tmj', [error('cat')]);
    expect(shown.replace('a.tmj', [warning('bone')])).toBe(true);
    // The same words at another severity are another issue.
    expect(shown.replace('b.tmj', [warning('cat')])).toBe(true);
    expect(shown.all()).toEqual([warning('bone'), warning('cat')]);
  });

  it('lists an issue two maps report once, as the Issues view does', () => {
    const shown = new ShownIssues();
    shown.replace('one/a.tmj', [error('Maze Cat: a.tmj: no cat')]);
    shown.replace('two/a.tmj', [error('Maze Cat: a.tmj: no cat')]);
    expect(shown.all()).toEqual([error('Maze Cat: a.tmj: no cat')]);
  });
});
