/**
 * Which tile layers are composited together. A run of consecutive static tile layers on the same
 * grid is drawn into one texture per chunk, so a frame fills each pixel once instead of once per
 * layer. A layer that cannot be baked (parallax moves it against its neighbours, a colour tint
 * needs a filter, a hidden layer is not drawn, tiles that reach out of their cells would be cut at
 * a chunk's edge) and every non-tile layer is drawn on its own, in its place: a run never spans it.
 */

/** What grouping needs to know of one layer, in drawing order. */
export interface LayerTraits {
  /** A tile layer whose tiles can be baked into a texture (see the module comment). */
  readonly compositable: boolean;
  /** Layers composite together only on one grid: same size, origin and offset. */
  readonly gridKey: string;
}

/**
 * The layers in drawing order, cut into draws: each entry lists the indices of the layers drawn
 * together; an entry of two or more is one composite, a single index is drawn as today. A lone
 * compositable layer is not composited: its texture would fill the same pixels its tiles do.
 */
export function planComposites(layers: readonly LayerTraits[]): number[][] {
  const draws: number[][] = [];
  let run: number[] = [];
  const close = (): void => {
    if (run.length >= 2) draws.push(run);
    else for (const i of run) draws.push([i]);
    run = [];
  };
  layers.forEach((traits, i) => {
    if (!traits.compositable) {
      close();
      draws.push([i]);
      return;
    }
    if (run.length > 0 && layers[run[0]].gridKey !== traits.gridKey) close();
    run.push(i);
  });
  close();
  return draws;
}
