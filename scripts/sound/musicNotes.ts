/**
 * The music loop as notes: a gentle 16-beat tune over C - Am - F - G at 96 BPM (10 s), in three
 * voices. Notes are `Name+octave:beats`; `-` is a rest. The build synthesises and loops it.
 */

/** One voice: its sound and its notes. */
export interface Voice {
  readonly wave: 'square' | 'triangle';
  readonly volume: number;
  readonly duty?: number;
  readonly notes: string;
}

/** Beats per minute. */
export const BPM = 96;

/** The voices, each exactly 16 beats long (checked by the build). */
export const VOICES: readonly Voice[] = [
  {
    wave: 'square',
    duty: 0.25,
    volume: 0.22,
    notes: 'E5:1 G5:1 C6:1.5 B5:0.5 A5:1 E5:1 A5:1.5 G5:0.5 F5:1 A5:1 C6:1 A5:1 G5:1.5 F5:0.5 D5:1 -:1',
  },
  {
    wave: 'square',
    duty: 0.5,
    volume: 0.07,
    notes:
      'C4:0.5 E4:0.5 G4:0.5 E4:0.5 C4:0.5 E4:0.5 G4:0.5 E4:0.5 A3:0.5 C4:0.5 E4:0.5 C4:0.5 A3:0.5 C4:0.5 E4:0.5 C4:0.5 ' +
      'F3:0.5 A3:0.5 C4:0.5 A3:0.5 F3:0.5 A3:0.5 C4:0.5 A3:0.5 G3:0.5 B3:0.5 D4:0.5 B3:0.5 G3:0.5 B3:0.5 D4:0.5 B3:0.5',
  },
  {
    wave: 'triangle',
    volume: 0.35,
    notes: 'C3:2 G2:2 A2:2 E2:2 F2:2 C3:2 G2:2 D3:1 G2:1',
  },
];
