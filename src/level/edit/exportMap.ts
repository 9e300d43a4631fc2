import { formatCost } from '../../grid';
import { gameTilesetFile, type JsonObject, type MapDoc, setProperty } from './mapDoc';

/** How an exported map carries the game's tileset. */
export interface ExportOptions {
  /** The par to write (the solver's), or null to leave the map's own. */
  readonly par: number | null;
  /**
   * The game's tileset the map uses (levels/maze-cat.tsj, or hex.tsj or iso.tsj: `gameTileset`),
   * parsed, to embed; or null to name the file beside the map.
   */
  readonly embed: JsonObject | null;
}

/**
 * The map as a `.tmj` file Tiled opens: the document as edited, with the solver's par written as
 * its `par` property, and the game's tileset either named as its file beside it or embedded
 * (its picture then named as `maze-cat.png`, `hex.png` or `iso.png` beside the map).
 */
export function exportTmj(doc: MapDoc, options: ExportOptions): string {
  const out = structuredClone(doc);
  if (options.par !== null) {
    const par = Number(formatCost(options.par));
    setProperty(out, 'par', Number.isInteger(par) ? 'int' : 'float', par);
  }
  if (options.embed && Array.isArray(out.tilesets)) {
    const { embed } = options;
    out.tilesets = out.tilesets.map((ts) => {
      const entry = ts as JsonObject;
      if (typeof entry.source !== 'string' || gameTilesetFile(entry) === null) return entry;
      const { type: _type, version: _version, tiledversion: _tiled, ...tileset } = embed;
      return { firstgid: entry.firstgid, ...tileset };
    });
  }
  return `${JSON.stringify(out, null, 1)}\n`;
}
