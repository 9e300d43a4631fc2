import type { Howl } from 'howler';
import type { SoundName } from './eventSounds';
import { readSfxManifest } from './sfxManifest';

/**
 * Game audio with howler: one sprite of effects (public/assets/sfx.json) and a music loop with its
 * own volume. It never throws: when the files fail to load or the browser blocks playback, the
 * game plays on silently. Howler unlocks audio on the first gesture (autoUnlock); after the phone
 * was locked or the tab hidden, the AudioContext is resumed on return and on the next gesture.
 * Howler itself is fetched with the effects (a dynamic import), not with the title screen. The
 * effects are made (and with them howler's AudioContext) after the page's first gesture, not at
 * load: browsers start audio only after one anyway, and making an AudioContext took 0.06-0.3 s of
 * the page's thread while the largest level opened (issue #31), about a second on a slow phone
 * (issue #49): so once no level is opening, at an idle moment after that gesture.
 */
export class Sound {
  private sfx: Howl | null = null;
  private music: Howl | null = null;
  private muted = false;
  private sfxVolume = 1;
  private musicVolume = 0.5;
  private wantMusic = false;
  private musicId: number | null = null;
  private howler: typeof import('howler').Howler | null = null;
  private quiet: () => PromiseLike<unknown> = () => Promise.resolve();

  private constructor() {}

  /**
   * Starts loading `${baseUrl}sfx.json` and its files in the background once `after` settles (the
   * app holds them back while the first level downloads); usable at once, silent until loaded.
   * The sound files themselves download once `quiet` resolves, asked after the first gesture (the
   * app's: no level is being opened, so a Play that was that gesture has the connection first).
   */
  static load(
    baseUrl = 'assets/',
    after: PromiseLike<unknown> = Promise.resolve(),
    quiet: () => PromiseLike<unknown> = () => Promise.resolve(),
  ): Sound {
    const sound = new Sound();
    sound.quiet = quiet;
    // Listening from the start: a gesture made while the sounds download (Play on the title) counts.
    const gesture = firstGesture();
    void Promise.resolve(after)
      .catch(() => {})
      .then(() => sound.init(baseUrl, gesture));
    sound.watchForResume();
    return sound;
  }

  /** Plays an effect; does nothing if it is not loaded, muted, or audio is unavailable. */
  play(name: SoundName): void {
    if (this.muted || !this.sfx || this.sfx.state() !== 'loaded') return;
    try {
      this.sfx.play(name);
    } catch {
      // Playback errors must never reach the game.
    }
  }

  /** Volumes from 0 to 1 for effects and music. */
  setVolume(sfx: number, music: number): void {
    this.sfxVolume = clamp01(sfx);
    this.musicVolume = clamp01(music);
    safely(() => {
      this.sfx?.volume(this.sfxVolume);
      this.music?.volume(this.musicVolume);
    });
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    safely(() => {
      this.sfx?.mute(muted);
      this.music?.mute(muted);
    });
  }

  get isMuted(): boolean {
    return this.muted;
  }

  startMusic(): void {
    this.wantMusic = true;
    safely(() => {
      const music = this.music;
      if (music?.state() !== 'loaded') return;
      if (this.musicId !== null && music.playing(this.musicId)) return;
      this.musicId = music.play();
    });
  }

  stopMusic(): void {
    this.wantMusic = false;
    safely(() => this.music?.stop());
    this.musicId = null;
  }

  private async init(baseUrl: string, gesture: Promise<void>): Promise<void> {
    try {
      const [{ Howl, Howler }, response] = await Promise.all([import('howler'), fetch(`${baseUrl}sfx.json`)]);
      this.howler = Howler;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const manifest = readSfxManifest(await response.json(), baseUrl);
      if (!manifest) throw new Error('sfx.json has no src or sprite');
      // Howler makes its AudioContext with the first Howl: about a second of the page's thread on
      // a slow phone (4x slowed headless Chromium). Not within the gesture, then, which is often
      // Play or a level's first tap, but once the level it opened is up (quiet) and the page is
      // idle. A browser that starts audio only in a gesture has it resumed by the next one
      // (howler's autoUnlock, watchForResume); nothing could play before: the effects load later.
      await gesture;
      await idleMoment();
      await this.quiet();
      await idleMoment();
      // Made now (the AudioContext with it), downloaded in a task after (see `load`).
      this.sfx = new Howl({
        preload: false,
        src: [...manifest.src],
        sprite: manifest.sprite as Record<string, [number, number]>,
        volume: this.sfxVolume,
        mute: this.muted,
        onloaderror: (_id, error) => this.warn('effects did not load', error),
        onplayerror: (_id, error) => this.warn('an effect was blocked', error),
      });
      if (manifest.music) {
        this.music = new Howl({
          preload: false,
          src: [...manifest.music.src],
          loop: manifest.music.loop !== false,
          volume: this.musicVolume,
          mute: this.muted,
          onload: () => {
            if (this.wantMusic) this.startMusic();
          },
          onloaderror: (_id, error) => this.warn('music did not load', error),
          onplayerror: (_id, error) => {
            this.warn('music was blocked until a tap', error);
            this.musicId = null;
            // Howler fires 'unlock' once the first gesture has unlocked audio.
            this.music?.once('unlock', () => {
              if (this.wantMusic) this.startMusic();
            });
          },
        });
      }
      // A level opened meanwhile (the player tapped on) has the connection first.
      await idleMoment();
      await this.quiet();
      this.sfx.load();
      this.music?.load();
    } catch (error) {
      this.warn('sounds are off', error);
    }
  }

  private watchForResume(): void {
    if (typeof document === 'undefined') return;
    const resume = (): void =>
      safely(() => {
        const ctx = this.howler?.ctx;
        if (ctx && ctx.state !== 'running' && document.visibilityState === 'visible')
          void ctx.resume().catch(() => {});
      });
    document.addEventListener('visibilitychange', resume);
    for (const type of GESTURES) document.addEventListener(type, resume, { passive: true });
  }

  private warn(what: string, error: unknown): void {
    console.warn(`Maze Cat audio: ${what}.`, error);
  }
}

/** The gesture types after which a browser lets a page start audio. */
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * The first gesture from now on. `navigator.userActivation` is not asked: a test driver's
 * navigation counts as activation there, which would make the AudioContext while the level opens.
 */
function firstGesture(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      for (const type of GESTURES) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of GESTURES) document.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** The browser's next idle moment (at the latest in 2 s), or the next task where it has no idle callback. */
function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 1;
}

function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // Audio is a nicety: a failure here must not stop the game.
  }
}
