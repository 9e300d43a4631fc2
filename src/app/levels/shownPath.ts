/**
 * A map's path in the player's words. A map opened by a `data:` address holds its whole text in
 * the address, thousands of characters a screen cannot show: it is named by what it is instead.
 */
import { levelIdOf } from './levelCatalog';

/** What the page calls a map held whole in the address. */
const IN_THE_ADDRESS = 'the map in the address';

/** The path as the page shows it: the path itself, or what a `data:` address holds. */
export function shownPath(path: string): string {
  return path.startsWith('data:') ? IN_THE_ADDRESS : path;
}

/** A level's name before its title is read: its file's name, or for a `data:` address what it is. */
export function shownLevelName(path: string): string {
  return path.startsWith('data:') ? 'A map in the address' : levelIdOf(path);
}

/** The text a `data:` address holds (plain or base64), or null when it is not one or does not decode. */
export function dataAddressText(path: string): string | null {
  const comma = path.indexOf(',');
  if (!path.startsWith('data:') || comma < 0) return null;
  const body = path.slice(comma + 1);
  try {
    if (!path.slice(0, comma).endsWith(';base64')) return decodeURIComponent(body);
    return new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
