/** The HUD's pixel icons, drawn as SVG in the text's colour (crisp at any zoom, and no font lacks them). */
const SVG = 'http://www.w3.org/2000/svg';

/** Four corners of a frame around a small board: "see all". */
export const SEE_ALL_ICON = 'M1 1h5v2H3v3H1zM10 1h5v5h-2V3h-3zM1 10h2v3h3v2H1zM13 10h2v5h-5v-2h3zM6 6h4v4H6z';

/** A pixel speaker: with sound waves when on, crossed out when muted. */
export function soundIcon(muted: boolean): SVGSVGElement {
  const speaker = 'M1 5h3l4-4v14l-4-4H1z';
  const waves = 'M10 6h2v4h-2zM13 3h2v10h-2z';
  const cross = 'M10 5h2v2h-2zM14 5h2v2h-2zM12 7h2v2h-2zM10 9h2v2h-2zM14 9h2v2h-2z';
  return pixelIcon(`${speaker}${muted ? cross : waves}`);
}

/** A 16 x 16 pixel icon drawn in the text's colour from an SVG path. */
export function pixelIcon(d: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('class', 'sound-icon');
  svg.setAttribute('shape-rendering', 'crispEdges');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}
