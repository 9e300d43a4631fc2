import { describe, expect, it } from 'vitest';
import { DRAFTS_PER_PAGE, pageOf } from './draftPage';

describe('pageOf', () => {
  it('cuts a list into pages, the last one short, and keeps a page number within the list', () => {
    expect(DRAFTS_PER_PAGE).toBe(30);
    expect(pageOf(1500, 0)).toEqual({ page: 0, from: 0, to: 30 });
    expect(pageOf(1500, 1)).toEqual({ page: 1, from: 30, to: 60 });
    expect(pageOf(65, 2)).toEqual({ page: 2, from: 60, to: 65 });
    // A page past the end (drafts deleted in another tab) is the last; an empty list has page 0.
    expect(pageOf(65, 9)).toEqual({ page: 2, from: 60, to: 65 });
    expect(pageOf(0, 3)).toEqual({ page: 0, from: 0, to: 0 });
    expect(pageOf(30, -1)).toEqual({ page: 0, from: 0, to: 30 });
  });
});
