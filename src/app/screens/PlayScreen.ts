import { atPar, formatCost } from '../../grid';
import type { ScreenInsets } from '../../view/camera';
import { button, el } from '../dom';
import { DomScreen } from './Screen';

/** One counter of what the cat carries, as the HUD shows it: icon, words and number. */
export interface HudCount {
  /** The rules' counter name (`bone`, `key:red`...), which keys its box. */
  readonly counter: string;
  /** "Bones", "Red keys": the screen reader's words and the box's tooltip. */
  readonly label: string;
  readonly iconUrl: string;
  readonly value: number;
}

/** What the HUD shows; read from the sim each frame by the play controller. */
export interface HudState {
  /** What the cat carries: bones always, keys by colour on levels that have them. */
  readonly counts: readonly HudCount[];
  readonly moves: number;
  readonly par: number | null;
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
  hint(): void;
}

/**
 * The play screen's DOM layer over the canvas: a top bar (title, bones, moves vs par, energy) and
 * a bottom bar of buttons (undo, restart, pause, mute), plus the level's intro line at the start.
 * The board itself is the pixi canvas beneath; the root lets pointer events through to it except
 * on the bars.
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
  private readonly moves = el('span', { className: 'hud-value' });
  private readonly energyBox = el('div', { className: 'hud-stat hud-energy' });
  private readonly energyFill = el('span', { className: 'energy-fill' });
  private readonly energyText = el('span', { className: 'hud-value' });
  private readonly intro = el('p', { className: 'intro', attrs: { role: 'note' } });
  private readonly legend = el('aside', {
    className: 'designer-legend',
    attrs: { 'aria-label': 'Designer overlay', 'aria-live': 'polite' },
  });
  private readonly legendHeadline = el('p', { className: 'designer-headline' });
  private readonly legendNotes = el('ul', { className: 'designer-notes' });
  private readonly legendExpanded = el('span');
  private readonly undoButton: HTMLButtonElement;
  private readonly muteButton: HTMLButtonElement;
  private introMs = 0;
  private last = '';

  constructor(actions: PlayActions) {
    super();
    this.undoButton = button('Undo', actions.undo, { icon: '↶', ariaLabel: 'Undo the last walk (Z)' });
    this.muteButton = button('Mute', actions.mute, { icon: '♪', ariaLabel: 'Mute sound (M)' });
    const bar = el('div', { className: 'hud-stats' }, [
      this.countsBox,
      el('div', { className: 'hud-stat', attrs: { title: 'Moves / par' } }, [
        el('span', { className: 'hud-label', text: 'Moves', attrs: { 'aria-hidden': 'true' } }),
        el('span', { className: 'sr-only', text: 'Moves: ' }),
        this.moves,
      ]),
      this.energyBox,
    ]);
    this.energyBox.append(
      el('span', { className: 'hud-label', text: 'Energy', attrs: { 'aria-hidden': 'true' } }),
      el('span', { className: 'energy-bar', attrs: { 'aria-hidden': 'true' } }, [this.energyFill]),
      el('span', { className: 'sr-only', text: 'Energy left: ' }),
      this.energyText,
    );
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
      button('Pause', actions.pause, { icon: '❚❚', ariaLabel: 'Pause (Esc)' }),
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
          'solution taps, in order',
        ]),
      ]),
      el('p', { className: 'designer-hint', text: 'Shift+D hides this overlay.' }),
    );
    this.legend.hidden = true;
    this.root.hidden = true;
  }

  /** Shows the designer legend, or hides it with null. */
  setDesigner(legend: DesignerLegend | null): void {
    this.legend.hidden = legend === null;
    if (!legend) return;
    this.legendHeadline.textContent = legend.headline;
    this.legendNotes.replaceChildren(...legend.notes.map((n) => el('li', { text: n })));
    this.legendExpanded.textContent = `${legend.expanded} ${legend.expanded === 1 ? 'cell' : 'cells'}`;
  }

  /** How far the HUD bars reach into the canvas from its top and bottom edges, in CSS pixels. */
  boardInsets(canvas: DOMRect): ScreenInsets {
    if (this.root.hidden) return { top: 0, right: 0, bottom: 0, left: 0 };
    const top = this.topBar.getBoundingClientRect().bottom - canvas.top;
    const bottom = canvas.bottom - this.bottomBar.getBoundingClientRect().top;
    return { top: Math.max(0, top), right: 0, bottom: Math.max(0, bottom), left: 0 };
  }

  /** Sets the level's title and intro line (shown for a while at the start). */
  setLevel(title: string, intro: string): void {
    this.title.textContent = title;
    this.intro.textContent = intro;
    this.intro.hidden = intro.trim() === '';
    this.intro.classList.remove('fading');
    this.introMs = 6000;
    this.last = '';
  }

  /** Hides the intro line (the player has started playing). */
  dismissIntro(): void {
    if (this.introMs > 1000) this.introMs = 1000;
  }

  /** Updates the numbers; cheap when nothing changed. */
  setHud(s: HudState): void {
    const counts = s.counts.map((c) => `${c.counter}=${c.value}`).join(',');
    const key = `${counts}|${s.moves}|${s.par}|${s.energyLeft}|${s.energy}|${s.canUndo}|${s.muted}`;
    if (key === this.last) return;
    this.last = key;
    this.setCounts(s.counts);
    this.moves.textContent =
      s.par === null ? formatCost(s.moves) : `${formatCost(s.moves)} / ${formatCost(s.par)}`;
    this.moves.classList.toggle('over-par', s.par !== null && !atPar(s.moves, s.par));
    this.energyBox.hidden = s.energy === null;
    if (s.energy !== null && s.energyLeft !== null) {
      const fraction = s.energy > 0 ? Math.max(0, Math.min(1, s.energyLeft / s.energy)) : 0;
      this.energyFill.style.width = `${fraction * 100}%`;
      this.energyFill.classList.toggle('low', fraction < 0.25);
      this.energyText.textContent = formatCost(s.energyLeft);
    }
    this.undoButton.disabled = !s.canUndo;
    this.muteButton.setAttribute('aria-pressed', String(s.muted));
    this.muteButton.classList.toggle('muted', s.muted);
    this.muteButton.setAttribute('aria-label', s.muted ? 'Unmute sound (M)' : 'Mute sound (M)');
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

  override update(deltaMs: number): void {
    if (this.introMs <= 0) return;
    this.introMs -= deltaMs;
    if (this.introMs <= 1000) this.intro.classList.add('fading');
    if (this.introMs <= 0) this.intro.hidden = true;
  }

  override show(): void {
    this.root.hidden = false;
    this.root.classList.add('shown');
    // Focus goes to the canvas (keyboard play), done by the controller; not to the first button.
  }
}

/** A counter's box: its icon (its words stand in if the image cannot load), the words for screen readers, the number. */
function countBox(count: HudCount): { box: HTMLElement; value: HTMLElement } {
  const value = el('span', { className: 'hud-value' });
  const icon = el('img', {
    className: 'hud-icon',
    attrs: { src: count.iconUrl, alt: '', 'aria-hidden': 'true', draggable: 'false' },
  });
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
