/** The rules a campaign's levels keep, checked by `npm run levels` and by the levels test. */

/** What the rules need of a level: where it stands and how hard the solver measured it. */
export interface MeasuredLevel {
  readonly id: string;
  readonly chapter: string;
  readonly tutorial: boolean;
  readonly beatsNaive: boolean;
  readonly score: number;
}

/**
 * The broken rules, one sentence each (none: the campaign holds): every level names a chapter, a
 * chapter's levels come together, only a chapter's first level may be a tutorial, every other
 * level beats naive play, and within a chapter each level scores higher than the one before.
 */
export function campaignProblems(levels: readonly MeasuredLevel[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  levels.forEach((level, i) => {
    const before = levels[i - 1];
    const first = before?.chapter !== level.chapter;
    if (level.chapter === '') problems.push(`${level.id}: names no chapter`);
    if (first && seen.has(level.chapter))
      problems.push(`${level.id}: chapter "${level.chapter}" is split (its levels must come together)`);
    seen.add(level.chapter);
    if (level.tutorial && !first)
      problems.push(`${level.id}: only a chapter's first level may be a tutorial`);
    if (!level.tutorial && !level.beatsNaive) problems.push(`${level.id}: naive play wins it at par`);
    if (!first && level.score <= before.score)
      problems.push(`${level.id}: scores ${level.score}, not above ${before.id} (${before.score}) before it`);
  });
  return problems;
}
