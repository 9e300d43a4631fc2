/**
 * The design partner's job (docs/editor.md, "Design partner"): why the level being made is easy,
 * and edits tried with the solver that make it deeper. Runs in the job worker, a chunk of its own;
 * the editor cancels it when the map changes (PartnerClient), so it never holds up the live solve.
 */
import { levelOfDoc, type MapDoc } from '../../level/edit';
import { LevelError } from '../../level/problems';
import type { Level } from '../../level/types';
import {
  DEFAULT_BUDGET,
  type PartnerBudget,
  type Suggestions,
  suggestEdits,
  type WhyEasy,
  whyEasy,
} from '../../solver/partner';
import { MapError } from '../../tiled/mapError';
import type { ReadFile } from '../../tiled/types';
import { sizeOf, tooBigForEditor } from './solveBudget';

/** What the partner says of a map: why it is easy and what to change, or why it has nothing to say. */
export interface PartnerReport {
  /** Null when the map is not a level yet, has no win, or is too large to measure here. */
  readonly why: WhyEasy | null;
  readonly suggestions: Suggestions | null;
  /** Why there is nothing to say, in words (null when `why` is there). */
  readonly note: string | null;
}

/**
 * Builds the level of `doc`, says why it is easy and tries edits within `budget`. A level past the
 * editor's size gate (the live solver's) gets the gate's words at once.
 */
export async function partnerReport(
  doc: MapDoc,
  file: string,
  readFile: ReadFile,
  budget: PartnerBudget = DEFAULT_BUDGET,
): Promise<PartnerReport> {
  let level: Level;
  try {
    level = await levelOfDoc(doc, file, readFile);
  } catch (error) {
    if (error instanceof LevelError || error instanceof MapError)
      return {
        why: null,
        suggestions: null,
        note: 'Not a level yet: the partner reads a level the solver can play.',
      };
    throw error;
  }
  const tooBig = tooBigForEditor(sizeOf(level));
  if (tooBig) return { why: null, suggestions: null, note: tooBig };
  const why = whyEasy(level);
  if (why === null)
    return {
      why: null,
      suggestions: null,
      note: 'No win to measure, or too large to measure while you draw.',
    };
  return { why, suggestions: suggestEdits(level, budget), note: null };
}
