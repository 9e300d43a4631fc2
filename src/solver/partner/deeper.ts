import { BANDS } from '../difficulty/score';
import type { Figures } from './suggestEdits';
import { percent } from './words';

/**
 * Whether an edit's figures make the level deeper, as the maker reads them (docs/editor.md, "Design
 * partner"): the band goes up, or the share of random sensible players at par goes down by as much
 * as the written percentage shows ("15 % → 15 %" is not deeper, whatever the third decimal says),
 * and the band never goes down (a suggestion reading "hard → medium" is not deeper either). A band
 * not measured (null) is not compared.
 */
export function deeper(before: Figures, after: Figures): boolean {
  const band =
    before.band === null || after.band === null ? 0 : BANDS.indexOf(after.band) - BANDS.indexOf(before.band);
  if (band !== 0) return band > 0;
  return after.randomPar < before.randomPar && percent(after.randomPar) !== percent(before.randomPar);
}
