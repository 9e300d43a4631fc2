import './partner.css';
import { formatCost } from '../../grid';
import type { Edit } from '../../level/edit';
import type { Band } from '../../solver/difficulty/score';
import { type PartnerEdit, type Suggestion, tilesOf } from '../../solver/partner';
import { percent } from '../../solver/partner/words';
import type { LevelIndexEntry } from '../levels/levelIndex';
import { button, el } from '../page/dom';
import type { PartnerReport } from '../workers/partnerJob';
import { type Spot, type Spotlight, spotOf } from './spotlight';

/** What the panel asks the editor to do. */
export interface PartnerActions {
  /** Applies a suggestion's edit: one undo step. */
  apply(edit: Edit): void;
  /** Outlines on the board the tiles a suggestion changes, or a line of words names. */
  readonly spotlight: Spotlight;
  /** Opens a blank map of this size. */
  blank(width: number, height: number): void;
  /** Opens a campaign level to start from. */
  campaign(entry: LevelIndexEntry): Promise<void>;
  /** Generates a level of this size and band and opens it. */
  generate(width: number, height: number, band: Band): Promise<void>;
  /** The campaign's levels, in play order. */
  readonly levels: readonly LevelIndexEntry[];
  readonly limits: { readonly min: number; readonly max: number };
}

/** The sizes a generated level to start from comes in. */
const GENERATED_SIZES = [
  [10, 8],
  [16, 12],
  [24, 18],
  [32, 32],
] as const;
const BANDS: readonly Band[] = ['easy', 'medium', 'hard'];
/** A finger held this long on a suggestion previews it: lifting it then applies nothing. */
const SUGGESTION_HOLD_MS = 450;
/** A click this soon after a held finger lifts is that finger's, not a press of its own. */
const LOOK_CLICK_MS = 1000;

/**
 * The design partner beside the solver's answers (docs/editor.md): the depth figure (the share of
 * random sensible players who make par), why the level is easy in words, up to three edits tried
 * with the solver (each a button that says what it does and its effect; focus, hover or a finger
 * held on it outlines the tiles it changes, and a held finger lifts without applying it), and where
 * to start from: a blank map, a campaign level, a generated level.
 */
export class PartnerPanel {
  readonly root = el('section', { className: 'editor-partner', attrs: { 'aria-label': 'Design partner' } });
  private readonly heading = el('h3', {
    className: 'partner-heading',
    text: 'Design partner',
    attrs: { tabindex: '-1' },
  });
  private readonly depth = el('p', { className: 'partner-depth', attrs: { 'aria-live': 'polite' } });
  private readonly whyHeading = el('h4', { text: 'Why it is easy' });
  private readonly why = el('ul', { className: 'partner-why' });
  private readonly list = el('ol', {
    className: 'partner-suggestions',
    attrs: { 'aria-label': 'Suggestions' },
  });
  private readonly status = el('p', { className: 'partner-status' });
  /** The depth figure last shown, kept while the partner checks a changed map. */
  private figure = '';
  private readonly startStatus = el('p', { className: 'partner-status', attrs: { 'aria-live': 'polite' } });

  constructor(private readonly actions: PartnerActions) {
    this.root.append(
      this.heading,
      this.depth,
      this.whyHeading,
      this.why,
      el('h4', { text: 'Suggestions' }),
      this.status,
      this.list,
      this.startFrom(),
    );
    this.show(null);
  }

  /** Shows a report; null: the map changed and the partner is checking it. */
  show(report: PartnerReport | null): void {
    this.actions.spotlight.release(this.root);
    this.list.replaceChildren();
    this.root.setAttribute('aria-busy', String(report === null));
    if (report === null) {
      this.depth.dataset.state = 'checking';
      // The last figure stays in view, marked stale, until the new one comes.
      this.depth.textContent = this.figure ? `${this.figure} · checking…` : 'Checking…';
      this.status.textContent = 'Trying edits with the solver…';
      return;
    }
    this.depth.dataset.state = 'done';
    const { why, suggestions } = report;
    if (why === null) {
      delete this.depth.dataset.share;
      this.figure = '';
      this.depth.textContent = 'Random players at par: not measured';
      this.whyHeading.textContent = 'Why it is easy';
      this.why.replaceChildren(el('li', { text: report.note ?? '' }));
      this.status.textContent = 'No suggestions yet.';
      return;
    }
    const share = why.randomPar;
    if (share === null) delete this.depth.dataset.share;
    else this.depth.dataset.share = String(share);
    const before = suggestions?.before;
    const figures = before ? ` · par ${formatCost(before.par)}${before.band ? ` · ${before.band}` : ''}` : '';
    this.figure = `Random players at par: ${share === null ? 'not counted' : percent(share)}${figures}`;
    this.depth.textContent = this.figure;
    this.whyHeading.textContent = share !== null && share <= 0.05 ? 'Why it is hard' : 'Why it is easy';
    this.why.replaceChildren(
      ...why.words.map((w) => {
        const li = el('li', { text: w.text });
        this.actions.spotlight.watch(li, spotOf(w.tiles));
        return li;
      }),
    );
    const found = suggestions?.suggestions ?? [];
    this.list.replaceChildren(...found.map((s) => el('li', {}, [this.suggestion(s)])));
    this.status.textContent =
      found.length > 0
        ? `Tried ${suggestions?.tried} edits with the solver; these make it deeper. Each is one undo step.`
        : share === 0
          ? 'No random player makes par: nothing to make harder.'
          : `No one-tap edit of the ${suggestions?.tried ?? 0} tried lowers the share at par. Add a bone or a dog, then ask again.`;
  }

  private suggestion(s: Suggestion): HTMLButtonElement {
    const b = button(
      s.action,
      () => {
        if (heldLift()) return;
        off();
        this.actions.apply(s.change.edit);
        this.heading.focus();
      },
      { className: 'btn-small partner-suggestion' },
    );
    // Its name is what it shows: the edit, then its effect (the label-in-name rule).
    b.append(el('span', { className: 'partner-effect', text: ` ${s.effect}` }));
    b.dataset.after = String(s.after.randomPar);
    b.dataset.before = String(s.before.randomPar);
    const { on, off } = this.actions.spotlight.watch(b, spotOfEdit(s.change));
    const heldLift = previewOnHold(b, on, off);
    return b;
  }

  private startFrom(): HTMLElement {
    const { actions } = this;
    const number = (label: string, value: number) => {
      const input = el('input', {
        attrs: {
          type: 'number',
          min: String(actions.limits.min),
          max: String(actions.limits.max),
          'aria-label': label,
        },
      });
      input.value = String(value);
      return input;
    };
    const width = number('Blank map width', 10);
    const height = number('Blank map height', 8);
    const level = el('select', { attrs: { 'aria-label': 'Campaign level' } });
    for (const entry of actions.levels)
      level.append(
        el('option', {
          text: `${entry.id.replace(/^(\d+[a-z]?)-.*$/, '$1')} ${entry.title}`,
          attrs: { value: entry.id },
        }),
      );
    const size = el('select', { attrs: { 'aria-label': 'Generated size' } });
    for (const [w, h] of GENERATED_SIZES)
      size.append(el('option', { text: `${w} x ${h}`, attrs: { value: `${w}x${h}` } }));
    size.value = '16x12';
    const band = el('select', { attrs: { 'aria-label': 'Generated band' } });
    for (const b of BANDS) band.append(el('option', { text: b, attrs: { value: b } }));
    const busy = async (what: string, run: () => Promise<void>) => {
      this.startStatus.textContent = what;
      try {
        await run();
        this.startStatus.textContent = '';
      } catch (error) {
        this.startStatus.textContent = error instanceof Error ? error.message : String(error);
      }
    };
    const row = (...children: HTMLElement[]) => el('div', { className: 'partner-row' }, children);
    return el('div', { className: 'partner-start', attrs: { role: 'group', 'aria-label': 'Start from' } }, [
      el('h4', { text: 'Start from' }),
      row(
        width,
        el('span', { text: 'x', attrs: { 'aria-hidden': 'true' } }),
        height,
        button('Blank map', () => actions.blank(Number(width.value), Number(height.value)), {
          className: 'btn-small',
        }),
      ),
      row(
        level,
        button(
          'Open level',
          () => {
            const entry = actions.levels.find((e) => e.id === level.value);
            if (entry) void busy(`Opening ${entry.title}…`, () => actions.campaign(entry));
          },
          { className: 'btn-small', ariaLabel: 'Open level (the campaign level chosen)' },
        ),
      ),
      row(
        size,
        band,
        button(
          'Generate',
          () => {
            const [w, h] = size.value.split('x').map(Number);
            void busy('Generating a level…', () => actions.generate(w, h, band.value as Band));
          },
          { className: 'btn-small', ariaLabel: 'Generate a level' },
        ),
      ),
      this.startStatus,
    ]);
  }
}

/**
 * On a touch screen, where nothing hovers: a finger on `b` shows its preview (`on`), and one held
 * there for SUGGESTION_HOLD_MS is a look, not a press. Returns the test its click runs first: true
 * when the click is the lift of a held finger (sent, or not, by the browser), which applies nothing.
 * A key press is always a press of its own.
 */
function previewOnHold(b: HTMLButtonElement, on: () => void, off: () => void): () => boolean {
  let held = false;
  let holdTimer = 0;
  let liftedAt = Number.NEGATIVE_INFINITY;
  const forget = () => {
    window.clearTimeout(holdTimer);
    held = false;
  };
  b.addEventListener('pointerdown', (e) => {
    forget();
    delete b.dataset.held;
    if (e.pointerType === 'mouse') return;
    on();
    holdTimer = window.setTimeout(() => {
      held = true;
      b.dataset.held = 'yes';
    }, SUGGESTION_HOLD_MS);
  });
  b.addEventListener('pointerup', () => {
    if (held) liftedAt = performance.now();
    forget();
  });
  b.addEventListener('pointercancel', () => {
    forget();
    off();
  });
  b.addEventListener('keydown', () => {
    forget();
    liftedAt = Number.NEGATIVE_INFINITY;
  });
  // A long press opens no menu.
  b.addEventListener('contextmenu', (e) => e.preventDefault());
  return () => {
    const lift = held || performance.now() - liftedAt < LOOK_CLICK_MS;
    forget();
    liftedAt = Number.NEGATIVE_INFINITY;
    return lift;
  };
}

/** What a suggestion outlines: the tiles it changes, and a piece's move as an arrow. */
function spotOfEdit(change: PartnerEdit): Spot {
  return { tiles: tilesOf(change), arrow: change.type === 'move' ? [change.from, change.to] : null };
}
