/**
 * Text from a map on its way to a terminal. A map's layer names, titles, properties and the
 * excerpts in error messages are the map author's words: printed raw, `\u001b[1A` moves the cursor
 * and forges a line of our output, and a newline starts one. Every command prints them through
 * these helpers: control characters (C0, DEL, C1, bidirectional overrides, line separators) shown
 * as escapes such as `\x1b`, one line per message, quoted text capped.
 */

/** Quoted text longer than this is cut, with an ellipsis. */
export const MAX_QUOTED = 80;
/** No printed message is longer than this. */
export const MAX_LINE = 1000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being escaped.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeChar(ch: string): string {
  const named = NAMED[ch];
  if (named) return named;
  const code = ch.charCodeAt(0);
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A long file path cut in the middle: its start and, whole when it fits, the file name at its end,
 * the part a designer needs (`/very/long/…/templates/dog.tx`).
 */
export function cutPath(text: string, max: number): string {
  if (text.length <= max) return text;
  const tail = Math.max(Math.ceil((max - 1) / 2), Math.min(text.length - text.lastIndexOf('/'), max - 11));
  return `${text.slice(0, max - 1 - tail)}…${text.slice(text.length - tail)}`;
}

/** A quoted run capped: a path in the middle, keeping its file name; other text at its end. */
function cutQuoted(inner: string): string {
  return /[/\\]/.test(inner) ? cutPath(inner, MAX_QUOTED) : cut(inner, MAX_QUOTED);
}

/** `text` safe for one terminal line: escaped, quoted runs capped, the whole capped. */
export function terminalLine(text: string): string {
  const capped = text.replace(/"([^"]*)"/g, (_, inner: string) => `"${cutQuoted(inner)}"`);
  return cut(capped.replace(UNSAFE, escapeChar), MAX_LINE);
}

/** A map's string as it stands in a line of output (a title): escaped and capped, no quotes. */
export function shown(text: string): string {
  return cut(text, MAX_QUOTED).replace(UNSAFE, escapeChar);
}

/** A map's string in double quotes, escaped and capped: `"ground"`. */
export function quoted(text: string): string {
  return `"${cut(text, MAX_QUOTED).replace(UNSAFE, escapeChar)}"`;
}

/** An error message as the commands print it: `error: <one line>` and a newline. */
export function errorLine(message: string): string {
  return `error: ${terminalLine(message)}\n`;
}
