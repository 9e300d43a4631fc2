import { type MoveRule, ORTHOGONAL, parseMoveRule } from '../grid';
import type { PropertyMap, PropertyValue } from '../tiled/types';
import { didYouMean } from './didYouMean';
import type { LevelPlace, ProblemList } from './problems';

/** The level settings read from the map's custom properties (docs/levels.md, "Map properties"). */
export interface LevelSettings {
  readonly title: string;
  readonly intro: string;
  readonly rule: MoveRule;
  readonly energy: number | null;
  readonly par: number | null;
  /** The campaign chapter the level belongs to ('' when none). */
  readonly chapter: string;
  /** A tutorial level teaches and need not beat naive play. */
  readonly tutorial: boolean;
}

/** Every map property the game reads. */
export const SETTING_NAMES = ['title', 'intro', 'rule', 'energy', 'par', 'chapter', 'tutorial'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/**
 * How the Tiled project declares a setting (the map class `MazeCatLevel`, scripts/tiled): its
 * Tiled type (`MoveRule` is the enum of the named rules), the value Tiled starts it at (a value left
 * at its default is not written into the map, so 0 stands for "none" here), and what it does.
 */
export interface SettingType {
  readonly type: 'string' | 'float' | 'bool' | 'MoveRule';
  readonly default: string | number | boolean;
  readonly about: string;
}

export const SETTING_TYPES: Readonly<Record<SettingName, SettingType>> = {
  title: { type: 'string', default: '', about: 'shown in the level list and the HUD' },
  intro: { type: 'string', default: '', about: 'shown when the level starts' },
  rule: {
    type: 'MoveRule',
    default: 'orthogonal',
    about: 'how the cat moves: orthogonal, diagonal, knight, or "dx,dy" offsets',
  },
  energy: { type: 'float', default: 0, about: "the cat's energy budget; leave it out for none" },
  par: { type: 'float', default: 0, about: "the least cost of a win; maze-cat check gives the solver's" },
  chapter: { type: 'string', default: '', about: 'the campaign chapter the level belongs to' },
  tutorial: { type: 'bool', default: false, about: 'a tutorial level teaches and need not beat naive play' },
};

function typeName(value: PropertyValue): string {
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a class value' : `the ${typeof value} ${JSON.stringify(value)}`;
}

/**
 * The most characters of a text setting the game shows: a shared map's megabyte of title would
 * otherwise go into the HUD, the level list and the screen reader's announcement. Longer is cut
 * (with a warning), never refused.
 */
export const TEXT_SETTING_CHARS = { title: 120, intro: 2000, chapter: 120 } as const;

/** The smallest energy budget: the least that shows as more than 0. */
export const MIN_ENERGY = 0.01;

const at = (name: string): LevelPlace => ({ path: `properties.${name}`, property: name });

/**
 * Reads the settings from the map's properties. A wrong type or value is an error at the
 * property; a misspelt name, a number typed as a string and a missing title are warnings. Each problem found is reported, and a safe default used, so one run finds them all.
 */
export function readLevelSettings(properties: PropertyMap, problems: ProblemList): LevelSettings {
  const string = (name: keyof typeof TEXT_SETTING_CHARS): string => {
    const value = properties[name];
    if (value === undefined) return '';
    if (typeof value !== 'string') {
      problems.error(at(name), `must be a string, not ${typeName(value)}`);
      return '';
    }
    const most = TEXT_SETTING_CHARS[name];
    if (value.length <= most) return value;
    problems.warning(
      at(name),
      `is ${value.length.toLocaleString('en')} characters long; the game shows the first ${most.toLocaleString('en')}`,
    );
    return `${value.slice(0, most - 1)}…`;
  };
  /** A number of at least `least`; `want` says so in an error. */
  const number = (name: string, least: number, want: string): number | null => {
    let value = properties[name];
    if (value === undefined) return null;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      problems.warning(at(name), `is the string "${value}"; give the property the type int or float`);
      value = Number(value);
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < least) {
      problems.error(at(name), `must be ${want}, not ${typeName(value)}`);
      return null;
    }
    return value;
  };
  let rule = ORTHOGONAL;
  const ruleValue = properties.rule;
  if (ruleValue !== undefined && typeof ruleValue !== 'string') {
    problems.error(
      at('rule'),
      `must be a string (orthogonal, diagonal, knight or "dx,dy" offsets), not ${typeName(ruleValue)}`,
    );
  } else if (ruleValue !== undefined && ruleValue.trim() !== '') {
    try {
      rule = parseMoveRule(ruleValue);
    } catch (error) {
      problems.error(at('rule'), error instanceof Error ? error.message : String(error));
    }
  }
  const tutorialValue = properties.tutorial;
  if (tutorialValue !== undefined && typeof tutorialValue !== 'boolean')
    problems.error(at('tutorial'), `must be a bool (true or false), not ${typeName(tutorialValue)}`);
  const settings: LevelSettings = {
    title: string('title'),
    intro: string('intro'),
    rule,
    // Energy shows to two decimals (rules.md, Numbers): 1e-300 would show as 0 yet count as a budget.
    energy: number('energy', MIN_ENERGY, `a number of at least ${MIN_ENERGY} (energy shows to two decimals)`),
    par: number('par', 0, 'a number of at least 0'),
    chapter: string('chapter'),
    tutorial: tutorialValue === true,
  };
  for (const name of Object.keys(properties)) {
    if ((SETTING_NAMES as readonly string[]).includes(name)) continue;
    // A designer's own properties (an author, a note) are theirs; only a likely slip is reported.
    const guess = didYouMean(name, SETTING_NAMES);
    if (guess) problems.warning(at(name), `is not a level setting and is ignored; did you mean "${guess}"?`);
  }
  if (properties.title === undefined)
    problems.warning(at('title'), 'the level has no title: add the map property "title"');
  return settings;
}
