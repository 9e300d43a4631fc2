/**
 * `npm run assets` (sound half): synthesises every effect from sfxParams.ts, matches their
 * loudness, packs them into one howler sprite (public/assets/sfx.wav, plus sfx.ogg when sox can
 * write Ogg Vorbis), and renders the music loop. Writes public/assets/sfx.json:
 * `{ src, sprite: { name: [startMs, durMs] }, music: { src, loop, volume } }`; file names are
 * relative to sfx.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalise } from './loudness';
import { renderMusic } from './music';
import { BPM, VOICES } from './musicNotes';
import { SFX } from './sfxParams';
import { packSprite } from './spritePack';
import { renderSound } from './synth';
import { encodeWav } from './wav';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'public', 'assets');
const SAMPLE_RATE = 22050;
const TARGET_DB = -16; // active RMS of every effect, before its trim
const MUSIC_DB = -20;

function write(name: string, data: Uint8Array | string): void {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, name), data);
  console.log(
    `wrote public/assets/${name} (${typeof data === 'string' ? data.length : data.byteLength} bytes)`,
  );
}

/** Encodes WAV bytes to Ogg Vorbis with sox; returns null when sox or its Vorbis support is missing. */
function toOgg(wav: Uint8Array, quality: number): Uint8Array | null {
  const dir = join(tmpdir(), `maze-cat-sound-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(join(dir, 'in.wav'), wav);
    const r = spawnSync('sox', [join(dir, 'in.wav'), '-C', String(quality), join(dir, 'out.ogg')], {
      encoding: 'utf8',
    });
    if (r.error || r.status !== 0) {
      console.log(`sox could not write Ogg (${r.error?.message ?? r.stderr.trim()}); WAV only`);
      return null;
    }
    return new Uint8Array(readFileSync(join(dir, 'out.ogg')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const effects = Object.entries(SFX).map(([name, spec], i) => {
  const samples = renderSound(spec, SAMPLE_RATE, i + 1);
  normalise(samples, SAMPLE_RATE, TARGET_DB + (spec.trimDb ?? 0));
  return { name, samples };
});
const packed = packSprite(effects, SAMPLE_RATE, 0.1);
const sfxWav = encodeWav({ sampleRate: SAMPLE_RATE, samples: packed.samples }, 16);
const sfxOgg = toOgg(sfxWav, 4);

const music = renderMusic(VOICES, BPM, 16, SAMPLE_RATE);
normalise(music, SAMPLE_RATE, MUSIC_DB);
// The WAV fallback is 8-bit to stay small; the Ogg is made from the 16-bit render.
const musicOgg = toOgg(encodeWav({ sampleRate: SAMPLE_RATE, samples: music }, 16), 3);
const musicWav = encodeWav({ sampleRate: SAMPLE_RATE, samples: music }, 8);

write('sfx.wav', sfxWav);
if (sfxOgg) write('sfx.ogg', sfxOgg);
write('music.wav', musicWav);
if (musicOgg) write('music.ogg', musicOgg);
const json = {
  // Howler plays the first format the browser supports: Ogg where it can, WAV everywhere else.
  src: [...(sfxOgg ? ['sfx.ogg'] : []), 'sfx.wav'],
  sprite: packed.sprite,
  music: { src: [...(musicOgg ? ['music.ogg'] : []), 'music.wav'], loop: true, volume: 0.5 },
};
write('sfx.json', `${JSON.stringify(json, null, 2)}\n`);
