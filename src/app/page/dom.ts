// Room page/ (docs/architecture.md, "The rooms of src/app"): the page's kit the rooms above it use:
// elements and buttons, notices, the screen reader's announcer, the screen names, downloads, idle time, the
// WebGL probe, the address's parameters.
/** Tiny DOM builders for the screens (no framework: a handful of panels does not need one). */

export interface ElOptions {
  readonly className?: string;
  readonly text?: string;
  readonly attrs?: Readonly<Record<string, string>>;
}

/** Creates an element with a class, text and attributes, and appends children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElOptions = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (options.className) node.className = options.className;
  if (options.text !== undefined) node.textContent = options.text;
  if (options.attrs) for (const [k, v] of Object.entries(options.attrs)) node.setAttribute(k, v);
  for (const child of children) node.append(child);
  return node;
}

/**
 * A button with a visible label and an accessible name. `icon` is decorative text (a glyph) shown
 * before the label and hidden from screen readers.
 */
export function button(
  label: string,
  onClick: () => void,
  options: { className?: string; icon?: string; ariaLabel?: string; hideLabel?: boolean } = {},
): HTMLButtonElement {
  const b = el('button', { className: `btn ${options.className ?? ''}`.trim(), attrs: { type: 'button' } });
  if (options.icon)
    // Drawn by the style sheet from data-icon, not as text: the button's visible words are then
    // its label alone, which its accessible name contains (the label-in-name rule).
    b.append(
      el('span', { className: 'btn-icon', attrs: { 'aria-hidden': 'true', 'data-icon': options.icon } }),
    );
  const text = el('span', { className: options.hideLabel ? 'btn-label sr-only' : 'btn-label', text: label });
  b.append(text);
  if (options.ariaLabel) b.setAttribute('aria-label', options.ariaLabel);
  b.addEventListener('click', (e) => {
    e.preventDefault();
    onClick();
  });
  return b;
}

/** Star glyphs for 0-3 stars, with a text alternative. */
export function starRow(stars: number, className = 'stars'): HTMLElement {
  const row = el('span', { className, attrs: { role: 'img', 'aria-label': `${stars} of 3 stars` } });
  for (let i = 0; i < 3; i++)
    row.append(el('span', { className: i < stars ? 'star on' : 'star', attrs: { 'aria-hidden': 'true' } }));
  return row;
}
