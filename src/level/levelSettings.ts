import { type MoveRule, ORTHOGONAL, parseMoveRule } from '../grid';
import { MapError } from '../tiled/mapError';
import type { PropertyMap, PropertyValue } from '../tiled/types';

/** The level settings read from the map's custom properties (docs/levels.md). */
export interface LevelSettings {
  readonly title: string;
  readonly intro: string;
  readonly rule: MoveRule;
  readonly energy: number | null;
  readonly par: number | null;
}

const KNOWN = ['title', 'intro', 'rule', 'energy', 'par'] as const;

function typeName(value: PropertyValue): string {
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'a class value' : `the ${typeof value} ${JSON.stringify(value)}`;
}

/**
 * Reads title, intro, rule, energy and par. A wrong type or value is a MapError at
 * `properties.<name>`; a property that only differs in case from a known one is a warning.
 */
export function readLevelSettings(file: string, properties: PropertyMap, warnings: string[]): LevelSettings {
  const string = (name: string): string => {
    const value = properties[name];
    if (value === undefined) return '';
    if (typeof value !== 'string')
      throw new MapError(file, `properties.${name}`, `must be a string, not ${typeName(value)}`);
    return value;
  };
  const number = (name: string, allowZero: boolean): number | null => {
    let value = properties[name];
    if (value === undefined) return null;
    // A designer may type the number into a string property; accept it when it reads cleanly.
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      value = Number(value);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
      const want = allowZero ? 'a number of at least 0' : 'a number above 0';
      throw new MapError(file, `properties.${name}`, `must be ${want}, not ${typeName(value)}`);
    }
    return value;
  };
  let rule = ORTHOGONAL;
  const ruleValue = properties.rule;
  if (ruleValue !== undefined) {
    if (typeof ruleValue !== 'string') {
      throw new MapError(
        file,
        'properties.rule',
        `must be a string (orthogonal, diagonal, knight or "dx,dy" offsets), not ${typeName(ruleValue)}`,
      );
    }
    try {
      rule = ruleValue.trim() === '' ? ORTHOGONAL : parseMoveRule(ruleValue);
    } catch (error) {
      throw new MapError(file, 'properties.rule', error instanceof Error ? error.message : String(error));
    }
  }
  for (const name of Object.keys(properties)) {
    const known = KNOWN.find((k) => k === name.toLowerCase());
    if (known && known !== name) warnings.push(`properties.${name}: ignored; did you mean "${known}"?`);
  }
  return {
    title: string('title'),
    intro: string('intro'),
    rule,
    energy: number('energy', false),
    par: number('par', true),
  };
}
