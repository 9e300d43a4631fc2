import type { Stagger } from '../grid';

/**
 * A board of text tokens (one a tile, rows top to bottom) laid out as its grid is drawn
 * (docs/cli.md, Boards on hex and staggered maps). On square tiles, the tokens of a row joined by a
 * space. Under a rule that staggers rows (stagger axis y), every token is padded to the widest and
 * the shifted rows start half a token further right, so each tile sits between the two it touches
 * above and below. Under one that staggers columns (axis x), each row takes two lines: the tokens
 * of the unshifted columns on the first, those of the shifted columns on the second, half a row
 * lower, each column at its own place across.
 */
export function boardText(rows: readonly (readonly string[])[], stagger: Stagger | undefined): string {
  if (!stagger) return rows.map((tokens) => `${tokens.join(' ')}\n`).join('');
  const width = Math.max(1, ...rows.flatMap((tokens) => tokens.map((t) => t.length)));
  const pad = (token: string) => token.padStart(width);
  const shifted = (index: number) => ((index & 1) === 1) === (stagger.index === 'odd');
  const trimmed = (line: string) => `${line.trimEnd()}\n`;
  if (stagger.axis === 'y') {
    const half = ' '.repeat(Math.ceil((width + 1) / 2));
    return rows.map((tokens, y) => trimmed(`${shifted(y) ? half : ''}${tokens.map(pad).join(' ')}`)).join('');
  }
  const blank = ' '.repeat(width);
  const line = (tokens: readonly string[], lower: boolean) =>
    trimmed(tokens.map((t, x) => (shifted(x) === lower ? pad(t) : blank)).join(' '));
  return rows.map((tokens) => line(tokens, false) + line(tokens, true)).join('');
}
