/**
 * The design partner (docs/editor.md): why a level is easy, and one-tap edits, tried with the
 * solver, that make it deeper. Layer 5: the editor's worker runs it (src/app/workers/partnerJob.ts).
 */
export {
  actionOf,
  DEFAULT_BUDGET,
  effectOf,
  type Figures,
  figuresOf,
  type PartnerBudget,
  SUGGESTIONS,
  type Suggestion,
  type Suggestions,
  suggestEdits,
  tilesOf,
} from './suggestEdits';
export { levelWith, type PartnerEdit } from './variant';
export { type LeadingTap, PARTNER_STATES, type WhyEasy, whyEasy } from './whyEasy';
export { type PlacedLine, percent, thisPiece } from './words';
