/**
 * The variants of each kind of piece the art is made for, from the kinds table: one piece per
 * colour its text-level letters name (keys and doors), else one plain piece. The art script asks
 * the table how each looks (`look`), where its marker tile goes (`marker`) and what its HUD counter
 * shows (`hud`), so a new kind gets its tile and icon without a list here.
 */
import { withDef } from '../../src/level/kinds/kindTable';
import { KIND_LIST } from '../../src/level/kinds/table';
import type { KindDef, Piece } from '../../src/level/kinds/types';

/** A kind with one of its variants, as a piece standing alone, and the words for it. */
export interface KindVariant {
  readonly kind: KindDef;
  readonly piece: Piece;
  /** "a red key", "a bone"... (the text-level legend's words). */
  readonly about: string;
}

/** Every kind's variants, in table order. */
export function kindVariants(): KindVariant[] {
  return KIND_LIST.flatMap((kind) => {
    const byColour = new Map(Object.values(kind.letters).map((l) => [l.colour ?? null, l.about]));
    return [...byColour].map(([colour, about]) => ({
      kind,
      about,
      piece: withDef(
        {
          id: 0,
          kind: kind.name,
          x: 0,
          y: 0,
          cell: 0,
          slot: -1,
          colour,
          partner: null,
          route: null,
          place: { path: '' },
        },
        kind,
      ),
    }));
  });
}
