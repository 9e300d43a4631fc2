/**
 * A pipe end, seen from above: a round mouth in a ring of teal metal, lit from the top left, with
 * a swirl turning in the dark (the way in, and the way out).
 */
import type { Art } from '../pixelArt';

const CENTRE = 7.5;

/** One frame: the ring, the mouth, and the swirl's two arms at `turn` (radians). */
function pipeFrame(turn: number): Art {
  const rows: string[] = [];
  for (let y = 0; y < 16; y++) {
    let row = '';
    for (let x = 0; x < 16; x++) {
      const dx = x - CENTRE;
      const dy = y - CENTRE;
      const d = Math.hypot(dx, dy);
      if (d > 7.6) row += '.';
      else if (d > 6.7) row += 'k';
      else if (d > 4.7) {
        // The rim: shine towards the top left, shade towards the bottom right.
        const light = -(dx + dy) / d;
        row += light > 0.55 ? 'X' : light < -0.45 ? 'Q' : 'P';
      } else if (d > 3.8) row += 'k';
      else {
        const angle = Math.atan2(dy, dx) - turn;
        const arm = Math.cos(angle - d * 0.9);
        row += d < 1.2 ? 'k' : arm > 0.6 ? 'Q' : 'K';
      }
    }
    rows.push(row);
  }
  return rows;
}

/** The pipe end: its swirl turns once in four frames. */
export const PIPE_ANIMATIONS: Readonly<Record<string, readonly Art[]>> = {
  pipe: [0, 1, 2, 3].map((i) => pipeFrame((i * Math.PI) / 2)),
};
