import type { ScreenInsets } from '../../view/camera';

/** Room left between the legend and the map, in CSS pixels. */
const GAP = 8;

/**
 * The board's insets with the designer legend kept off the map: the legend's side of the canvas
 * (left of it, where it stands as a column on a wide screen; or below it, where it sits over the
 * bottom bar on a narrow one) is taken out, whichever leaves the map the larger area.
 */
export function besideLegend(insets: ScreenInsets, canvas: DOMRect, legend: DOMRect): ScreenInsets {
  const width = canvas.width - insets.left - insets.right;
  const height = canvas.height - insets.top - insets.bottom;
  const left = Math.max(insets.left, legend.right - canvas.left + GAP);
  const bottom = Math.max(insets.bottom, canvas.bottom - legend.top + GAP);
  const areaBeside = Math.max(0, canvas.width - left - insets.right) * height;
  const areaAbove = width * Math.max(0, canvas.height - insets.top - bottom);
  return areaBeside >= areaAbove ? { ...insets, left } : { ...insets, bottom };
}
