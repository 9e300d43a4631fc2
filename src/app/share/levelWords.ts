import type { Level } from '../../level/types';

/**
 * The map's `maker` property (the shelf's credit line, docs/sharing.md), or '' when it has none or
 * it is not text. The shelf's own checks (src/level) decide what a shelf level must hold; this
 * only reads it for showing.
 */
export function makerOf(level: Pick<Level, 'map'>): string {
  const maker = level.map.properties.maker;
  return typeof maker === 'string' ? maker.trim() : '';
}
