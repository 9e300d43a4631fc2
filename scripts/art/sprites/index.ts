/** All sprite animations in one record, in the order they appear in the atlas. */
import type { Art } from '../pixelArt';
import { CAT_ANIMATIONS } from './cat';
import { DOG_ANIMATIONS } from './dog';
import { ITEM_ANIMATIONS } from './items';
import { KEY_AND_DOOR_ANIMATIONS } from './keys';
import { OVERLAYS } from './overlays';
import { PIPE_ANIMATIONS } from './pipe';

/** Animation name -> frames. Overlays are one-frame animations. */
export const ALL_ANIMATIONS: Readonly<Record<string, readonly Art[]>> = {
  ...CAT_ANIMATIONS,
  ...DOG_ANIMATIONS,
  ...ITEM_ANIMATIONS,
  ...KEY_AND_DOOR_ANIMATIONS,
  ...PIPE_ANIMATIONS,
  ...Object.fromEntries(Object.entries(OVERLAYS).map(([name, art]) => [name, [art]])),
};
