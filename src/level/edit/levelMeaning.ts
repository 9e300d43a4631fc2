import type { Level } from '../types';

/**
 * What makes two maps the same level: size, walls, costs, every piece with its colour, partner and
 * route, and the settings. Two maps with equal meanings play alike whatever else differs (layer
 * names, encodings, tile variants, TMX or JSON): the editor's tests compare maps by it.
 */
export function levelMeaning(level: Level) {
  return {
    size: [level.width, level.height],
    walls: Array.from(level.grid.walls),
    costs: Array.from(level.grid.costs),
    pieces: level.pieces.map((p) => [p.kind, p.x, p.y, p.colour, p.partner, p.route]),
    settings: [level.title, level.intro, level.rule.name, level.energy, level.par],
  };
}
