import { atPar, formatMoves } from '../../grid/costNumbers';
import type { ScreenInsets } from '../../view/camera';
import { button, el } from '../page/dom';
import { DomScreen } from '../screens/Screen';
import { hudIcon } from './hudIcon';
import { besideLegend } from './legendInsets';
import { pixelIcon, SEE_ALL_ICON, soundIcon } from './pixelIcons';

/** One counter of what the cat carries, as the HUD shows it: icon, words and number. */
export interface HudCount {
  /** The rules' counter name (`bone`, `key:red`...), which keys its box. */
  readonly counter: string;
  /** "Bones", "Red keys": the screen reader's words and the box's tooltip. */
  readonly label: string;
  readonly iconUrl: string;
  /** A colour the icon is tinted with (a map's own kind, as the board tints it), or null. */
  readonly tint: string | null;
  readonly value: number;
}

/** What the HUD shows; read from the sim each frame by the play controller. */
export interface HudState {
  /** What the cat carries: bones always, keys by colour on levels that have them. */
  readonly counts: readonly HudCount[];
  readonly moves: number;
  readonly par: number | null;
  /** The solver found no win: par reads "none" (with no par, and a win possible or not known, it is hidden). */
  readonly noWin: boolean;
  readonly energyLeft: number | null;
  readonly energy: number | null;
  readonly canUndo: boolean;
  readonly muted: boolean;
}

/** What the designer overlay's legend shows (the board draws the overlay itself). */
export interface DesignerLegend {
  /** `Solving…`, `Par 18 · solvable · 4 taps`, or why the level has no solution. */
  readonly headline: string;
  /** Notes under the headline: a par mismatch, the solver's warnings. */
  readonly notes: readonly string[];
  /** Cells the last A* search expanded (the cat's last walk, or the last preview). */
  readonly expanded: number;
}

/** Play controls the HUD buttons call. */
export interface PlayActions {
  undo(): void;
  restart(): void;
  pause(): void;
  mute(): void;
  /** The intro note went away: the board is framed anew, centred in the room it left. */
  introGone(): void;
  /** Shows the next tap of the best way on (H); a second press walks it. */
  hint(): void;
  /** "See all" (V): the whole board, or back to a close-up. */
  seeAll(): void;
  /** Opens the level in the editor (E). */
  edit(): void;
}

type Edge = keyof ScreenInsets;
const NO_INSETS: ScreenInsets = { top: 0, right: 0, bottom: 0, left: 0 };
/** Room kept between the intro and the board. */
const INTRO_GAP = 8;

/**
 * The play screen's DOM layer over the canvas: a top bar (title, bones, moves and par, energy) and
 * a bar of buttons (undo, restart, pause, sound: at the bottom, or down the right side of a short
 * landscape screen), plus the level's intro note at the start, which the board is framed clear of
 * until the player acts or taps it away. The board itself is the pixi canvas beneath; the root lets
 * pointer events through to it except on the bars and the note.
 */
export class PlayScreen extends DomScreen {
  readonly name = 'play' as const;
  readonly root: HTMLElement;
  private readonly title = el('h2', { className: 'hud-title' });
  private readonly topBar = el('header', { className: 'hud hud-top' });
  private readonly bottomBar = el('nav', {
    className: 'hud hud-bottom',
    attrs: { 'aria-label': 'Game controls' },
  });
  private readonly countsBox = el('div', { className: 'hud-counts' });
  private countBoxes = new Map<string, { readonly box: HTMLElement; readonly value: HTMLElement }>();
  private readonly moves = el('span', { className: 'hud-value hud-moves' });
  private readonly parBox = el('span', { className: 'hud-par' });
  private readonly par = el('span', { className: 'hud-value' });
  /** "out of reach" beside par once the best finish left is over it (see OutlookWatch). */
  private readonly parNote = el('span', { className: 'hud-par-note', attrs: { role: 'status' } });
  private readonly energyBox = el('div', { className: 'hud-stat hud-energy' });
  private readonly energyFill = el('span', { className: 'energy-fill' });
  private readonly energyText = el('span', { className: 'hud-value' });
  private readonly intro = el('aside', {
    className: 'intro',
    attrs: { 'aria-label': 'How this level works' },
  });
  private readonly introText = el('p', { className: 'intro-text' });
  private readonly legend = el('aside', {
    className: 'designer-legend',
    attrs: { 'aria-label': 'Designer overlay', 'aria-live': 'polite' },
  });
  private readonly legendHeadline = el('p', { className: 'designer-headline' });
  private readonly legendNotes = el('ul', { className: 'designer-notes' });
  private readonly legendExpanded = el('span');
  /** Notes over the board other than the intro (the hint and replay banners): framed clear of when shown. */
  private readonly overlays: HTMLElement[] = [];
  private readonly seeAllButton: HTMLButtonElement;
  private readonly undoButton: HTMLButtonElement;
  private readonly muteButton: HTMLButtonElement;
  private last = '';

  constructor(private readonly actions: PlayActions) {
    super();
    this.undoButton = button('Undo', actions.undo, { icon: '↶', ariaLabel: 'Undo the last walk (Z)' });
    // A toggle: pressed while the whole board shows; pressed again, back to a close-up.
    this.seeAllButton = button('See all', actions.seeAll, {
      icon: ' ',
      ariaLabel: 'See all: the whole board (V)',
    });
    this.seeAllButton.classList.add('btn-see-all');
    this.seeAllButton.querySelector('.btn-icon')?.replaceChildren(pixelIcon(SEE_ALL_ICON));
    this.setWhole(false);
    // Its name is the word it shows, "Sound on" or "Muted" (a name that said something else would
    // not contain its visible words: the label-in-name rule); the icon shows the state too.
    this.muteButton = button('Sound on', actions.mute, { icon: ' ' });
    this.muteButton.setAttribute('aria-keyshortcuts', 'M');
    this.muteButton.classList.add('btn-sound');
    this.showSound(false);
    this.parBox.append(
      el('span', { className: 'hud-sep', text: '·', attrs: { 'aria-hidden': 'true' } }),
      el('span', { className: 'hud-label', text: 'Par', attrs: { 'aria-hidden': 'true' } }),
      el('span', { className: 'sr-only', text: ', par ' }),
      this.par,
      this.parNote,
    );
    this.parNote.hidden = true;
    const bar = el('div', { className: 'hud-stats' }, [
      this.countsBox,
      el(
        'div',
        {
          className: 'hud-stat',
          attrs: { title: 'Moves so far, and par: the fewest moves a win can take (three stars)' },
        },
        [
          el('span', { className: 'hud-label', text: 'Moves', attrs: { 'aria-hidden': 'true' } }),
          el('span', { className: 'sr-only', text: 'Moves: ' }),
          this.moves,
          this.parBox,
        ],
      ),
      this.energyBox,
    ]);
    this.energyBox.append(
      el('span', { className: 'hud-label', text: 'Energy', attrs: { 'aria-hidden': 'true' } }),
      el('span', { className: 'energy-bar', attrs: { 'aria-hidden': 'true' } }, [this.energyFill]),
      el('span', { className: 'sr-only', text: 'Energy left: ' }),
      this.energyText,
    );
    // A tap on the note puts it away; being over the board's frame, never on it, it is no walk.
    this.intro.append(
      this.introText,
      button('Got it', () => this.dismissIntro(), { className: 'btn-small intro-close' }),
    );
    this.intro.addEventListener('click', () => this.dismissIntro());
    this.root = el('section', { className: 'screen play-screen', attrs: { 'aria-label': 'Game' } }, [
      this.topBar,
      this.intro,
      this.legend,
      this.bottomBar,
    ]);
    this.topBar.append(this.title, bar);
    this.bottomBar.append(
      this.undoButton,
      button('Restart', actions.restart, { icon: '⟲', ariaLabel: 'Restart the level (R)' }),
      button('Hint', actions.hint, { icon: '?', ariaLabel: 'Hint: show the next tap (H)' }),
      this.seeAllButton,
      button('Pause', actions.pause, { icon: '❚❚', ariaLabel: 'Pause (Esc)' }),
      button('Edit', actions.edit, {
        icon: '✎',
        ariaLabel: 'Edit this level in the editor',
        className: 'btn-edit',
      }),
      this.muteButton,
    );
    this.legend.append(
      el('h3', { text: 'Designer' }),
      this.legendHeadline,
      this.legendNotes,
      el('ul', { className: 'designer-keys' }, [
        el('li', {}, [el('span', { className: 'key key-wall', attrs: { 'aria-hidden': 'true' } }), 'wall']),
        el('li', {}, [
          el('span', { className: 'key key-cost', attrs: { 'aria-hidden': 'true' } }),
          'terrain cost (one pip per point)',
        ]),
        el('li', {}, [
          el('span', { className: 'key key-expanded', attrs: { 'aria-hidden': 'true' } }),
          'last A* search: ',
          this.legendExpanded,
        ]),
        el('li', {}, [
          el('span', { className: 'key key-range', attrs: { 'aria-hidden': 'true' } }),
          'movement range',
        ]),
        el('li', {}, [
          el('span', { className: 'key key-taps', text: '1', attrs: { 'aria-hidden': 'true' } }),
          "the solver's route and its taps, in order",
        ]),
      ]),
      el('p', { className: 'designer-hint', text: 'Shift+D hides this overlay.' }),
    );
    this.legend.hidden = true;
    this.root.hidden = true;
    new ResizeObserver(() => this.onInsetsChange?.()).observe(this.legend);
  }

  /** Shows the designer legend, or hides it with null. */
  setDesigner(legend: DesignerLegend | null): void {
    this.legend.hidden = legend === null;
    if (!legend) return;
    // The legend takes the room the intro note would (beside or below the board): the note goes.
    this.dismissIntro();
    this.legendHeadline.textContent = legend.headline;
    this.legendNotes.replaceChildren(...legend.notes.map((n) => el('li', { text: n })));
    this.legendExpanded.textContent = `${legend.expanded} ${legend.expanded === 1 ? 'cell' : 'cells'}`;
  }

  /**
   * How far the HUD reaches into the canvas, in CSS pixels. Each part says in CSS which edge it
   * stands against (`--hud-edge`: the bar of buttons moves to the right side of a short landscape
   * screen, the intro to the left), so the layout lives in one place, the style sheet; the designer
   * legend, when shown, keeps the map beside it.
   */
  boardInsets(canvas: DOMRect): ScreenInsets {
    const insets = { ...NO_INSETS };
    if (this.root.hidden) return insets;
    for (const bar of [this.topBar, this.bottomBar]) reach(insets, bar, canvas, 0);
    for (const note of [this.intro, ...this.overlays]) {
      if (!note.hidden) reach(insets, note, canvas, INTRO_GAP);
    }
    return this.legend.hidden ? insets : besideLegend(insets, canvas, this.legend.getBoundingClientRect());
  }

  /** Called when the board's insets changed without a window resize (the legend or a note shown, hidden or grown). */
  onInsetsChange: (() => void) | null = null;

  /** Adds a note over the board (a banner) that the board is framed clear of while it shows. */
  addOverlay(note: HTMLElement): void {
    this.overlays.push(note);
    this.root.append(note);
    new ResizeObserver(() => this.onInsetsChange?.()).observe(note);
  }

  /** Marks the "See all" button pressed while the whole board shows. */
  setWhole(whole: boolean): void {
    this.seeAllButton.setAttribute('aria-pressed', String(whole));
    this.seeAllButton.title = whole
      ? 'The whole board: press for a close-up (V, or double-tap the board)'
      : 'See the whole board (V, or double-tap the board)';
  }

  /** Sets the level's title and intro note (shown until the player acts or puts it away). */
  setLevel(title: string, intro: string): void {
    this.title.textContent = title;
    this.introText.textContent = intro;
    this.intro.hidden = intro.trim() === '';
    this.last = '';
  }

  /** The level's intro note shows (in the room the banners over the board take). */
  get introShown(): boolean {
    return !this.intro.hidden;
  }

  /** Puts the intro note away (the player has started playing, or tapped it); the board takes its room. */
  dismissIntro(): void {
    if (this.intro.hidden) return;
    const focused = this.intro.contains(document.activeElement);
    this.intro.hidden = true;
    this.actions.introGone();
    // Keyboard focus on "Got it" would be lost with the note: the board takes it.
    if (focused) document.getElementById('board')?.focus({ preventScroll: true });
  }

  /** Updates the numbers; cheap when nothing changed. */
  setHud(s: HudState): void {
    const counts = s.counts.map((c) => `${c.counter}=${c.value}`).join(',');
    const key = `${counts}|${s.moves}|${s.par}|${s.noWin}|${s.energyLeft}|${s.energy}|${s.canUndo}|${s.muted}`;
    if (key === this.last) return;
    this.last = key;
    this.setCounts(s.counts);
    this.moves.textContent = formatMoves(s.moves);
    this.moves.classList.toggle('over-par', s.par !== null && !atPar(s.moves, s.par));
    this.parBox.hidden = s.par === null && !s.noWin;
    this.par.textContent = s.par !== null ? formatMoves(s.par) : s.noWin ? 'none' : '';
    this.parBox.title = s.noWin ? 'No par: the solver finds no win on this level' : '';
    this.energyBox.hidden = s.energy === null;
    if (s.energy !== null && s.energyLeft !== null) {
      const fraction = s.energy > 0 ? Math.max(0, Math.min(1, s.energyLeft / s.energy)) : 0;
      this.energyFill.style.width = `${fraction * 100}%`;
      this.energyFill.classList.toggle('low', fraction < 0.25);
      this.energyText.textContent = formatMoves(s.energyLeft);
    }
    this.undoButton.disabled = !s.canUndo;
    this.showSound(s.muted);
  }

  /**
   * Says quietly that par can no longer be reached ("out of reach", and `best`, the fewest moves
   * a win now takes, in its tooltip); null takes it away.
   */
  setParLost(best: string | null): void {
    this.parNote.hidden = best === null;
    this.parNote.textContent = best === null ? '' : 'out of reach';
    this.parNote.title = best === null ? '' : `Par can no longer be reached: ${best}.`;
    this.parBox.classList.toggle('par-lost', best !== null);
  }

  /** The sound button's icon and word ("Sound on", "Muted"), and its pressed state. */
  private showSound(muted: boolean): void {
    const b = this.muteButton;
    b.classList.toggle('muted', muted);
    b.title = muted ? 'Muted: press to turn sound on (M)' : 'Sound on: press to mute (M)';
    const label = b.querySelector('.btn-label');
    if (label) label.textContent = muted ? 'Muted' : 'Sound on';
    b.querySelector('.btn-icon')?.replaceChildren(soundIcon(muted));
  }

  /**
   * One box per counter, icon and number (rebuilt when the level's counters change): a counter at
   * zero is dimmed, not hidden, so a player sees which keys the level holds before finding them.
   */
  private setCounts(counts: readonly HudCount[]): void {
    const names = counts.map((c) => c.counter);
    if (names.join(',') !== [...this.countBoxes.keys()].join(',')) {
      this.countBoxes = new Map(counts.map((c) => [c.counter, countBox(c)]));
      this.countsBox.replaceChildren(...[...this.countBoxes.values()].map((b) => b.box));
    }
    for (const c of counts) {
      const box = this.countBoxes.get(c.counter);
      if (!box) continue;
      box.value.textContent = String(c.value);
      box.box.classList.toggle('empty', c.value === 0);
    }
  }

  override show(): void {
    this.root.hidden = false;
    this.root.classList.add('shown');
    // Focus goes to the canvas (keyboard play), done by the controller; not to the first button.
  }
}

/** How far `part` reaches into the canvas from the edge its style names, into `insets` (the largest reach wins). */
function reach(
  insets: { -readonly [E in Edge]: number },
  part: HTMLElement,
  canvas: DOMRect,
  gap: number,
): void {
  const edge = getComputedStyle(part).getPropertyValue('--hud-edge').trim() as Edge;
  const r = part.getBoundingClientRect();
  const depth =
    edge === 'top'
      ? r.bottom - canvas.top
      : edge === 'bottom'
        ? canvas.bottom - r.top
        : edge === 'left'
          ? r.right - canvas.left
          : edge === 'right'
            ? canvas.right - r.left
            : 0;
  if (edge in insets) insets[edge] = Math.max(insets[edge], depth > 0 ? depth + gap : 0);
}

/** A counter's box: its icon (its words stand in if the image cannot load), the words for screen readers, the number. */
function countBox(count: HudCount): { box: HTMLElement; value: HTMLElement } {
  const value = el('span', { className: 'hud-value' });
  const icon = hudIcon(count.iconUrl, count.tint);
  const words = el('span', { className: 'sr-only', text: `${count.label}: ` });
  icon.addEventListener('error', () => {
    icon.hidden = true;
    words.className = 'hud-label';
  });
  const box = el('div', { className: 'hud-stat hud-count', attrs: { title: count.label } }, [
    icon,
    words,
    value,
  ]);
  box.dataset.counter = count.counter;
  return { box, value };
}
