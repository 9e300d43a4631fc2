/** URLs of the art and sound in public/assets (names fixed by the client contract). */
const BASE = `${import.meta.env.BASE_URL}assets/`;

/** Base folder of public/assets, for Sound.load. */
export const ASSETS_BASE = BASE;
/** The pixi spritesheet; the boot preloads it and the view loads it (from Assets' cache). */
export const SPRITES_URL = `${BASE}sprites.json`;
/**
 * The spritesheet's picture (named in sprites.json): preloaded beside it rather than after it,
 * which would cost one more round trip on the way to the first level.
 */
export const SPRITES_IMAGE_URL = `${BASE}sprites.png`;
