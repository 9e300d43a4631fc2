import { describeValue } from '../../tiled/jsonNode';
import type { PropertyMap } from '../../tiled/types';
import { KEY_COLOURS, type KeyColour } from './types';

/** The counter of keys of one colour. */
export function keyCounter(colour: KeyColour): string {
  return `key:${colour}`;
}

/** Letters of keys (lowercase) and doors (uppercase) in text levels, by colour. */
export const COLOUR_LETTERS: Readonly<Record<KeyColour, string>> = {
  red: 'r',
  blue: 'u',
  green: 'n',
  yellow: 'y',
};

/**
 * Reads a key's or a door's `colour` property: one of the four colours, `red` when missing. A
 * wrong value is reported with the colours that exist.
 */
export function readColour(properties: PropertyMap, report: (message: string) => void): KeyColour {
  const name = Object.keys(properties).find(
    (k) => k.toLowerCase() === 'colour' || k.toLowerCase() === 'color',
  );
  if (name === undefined) return 'red';
  const value = properties[name];
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const colour = KEY_COLOURS.find((c) => c === text);
  if (colour) return colour;
  const choices = `${KEY_COLOURS.slice(0, -1).join(', ')} or ${KEY_COLOURS[KEY_COLOURS.length - 1]}`;
  report(`property "${name}" is ${describeValue(value)}; set it to ${choices}`);
  return 'red';
}
