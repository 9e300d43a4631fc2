import {
  type EditSettings,
  MAX_MAKER,
  type NewGrid,
  OFFERED_LICENCES,
  type RemixOrigin,
  type ShelfLicence,
} from '../../level/edit';
import { SHELF_LIMITS } from '../../level/shelfInfo';
import type { Orientation } from '../../tiled/types';
import { button, el } from '../page/dom';
import type { NoticeAction } from '../page/Notices';
import { LinkQr } from '../share/LinkQr';
import { MAX_MAP_CHARS, PayloadError } from '../share/mapPayload';
import { DraftList } from './DraftList';
import type { DraftEntry } from './drafts';
import type { FindingsText } from './findingsText';
import { type Spotlight, spotOf } from './spotlight';

/** What the sidebar's controls ask the editor to do. */
export interface SidebarActions {
  settings(settings: Partial<EditSettings>): void;
  resize(width: number, height: number): void;
  open(draft: DraftEntry): void;
  remove(draft: DraftEntry): void;
  /** Opens a new level drawn on `grid`. */
  fresh(grid: NewGrid): void;
  exportMap(embed: boolean): void;
  share(): { link: string; chars: number; limit: number };
  /** Saves a PNG of the board; says what happened. */
  picture(): Promise<string>;
  /** Downloads the level for the shelf with this credit; says what happened (or why not). */
  submit(maker: string, licence: ShelfLicence): Promise<string>;
  /** The maker's name given last time ('' the first time). */
  readonly maker: string;
  readonly limits: { readonly min: number; readonly max: number };
}

/**
 * The Moves a level on each grid can name: hexagons move only by their six sides (the select shows
 * that, unchangeable), staggered diamonds by their sides or also their corners, the others by any.
 */
const RULES: Record<Orientation, readonly (readonly [string, string])[]> = {
  orthogonal: [
    ['orthogonal', 'orthogonal'],
    ['diagonal', 'diagonal'],
    ['knight', 'knight'],
  ],
  isometric: [
    ['orthogonal', 'orthogonal'],
    ['diagonal', 'diagonal'],
    ['knight', 'knight'],
  ],
  staggered: [
    ['orthogonal', 'sides'],
    ['diagonal', 'sides and corners'],
  ],
  hexagonal: [['orthogonal', 'the six sides']],
};

/** The grids a new level can be drawn on, in a player's words. */
const GRIDS: readonly (readonly [NewGrid, string])[] = [
  ['square', 'Square tiles'],
  ['isometric', 'Diamonds (isometric)'],
  ['hexagonal', 'Hexagons'],
  ['staggered', 'Diamonds in rows (staggered)'],
];

/** One section of the editor: its tab, and the panel the tab shows. */
interface Section {
  readonly id: string;
  readonly tab: HTMLButtonElement;
  readonly panel: HTMLElement;
}

/**
 * The editor's sections and the solver's words: Draw (the palette, given), Solver (the findings),
 * Level (settings, size, "My levels"), Share (link and export), and any section added with
 * `addSection` (the design partner's). On a phone one section shows at a time, picked by a row of
 * tabs (`tabs`: one tap to any section); on a wide screen the tabs are hidden, the palette stands
 * over the board and the other sections stack in the side column (`root`). The solver's headline
 * (`status`) stands in the editor's bar at every size: it is the one live region. Shows what it is
 * given; every change goes to `actions`.
 */
export class EditorSidebar {
  /** The row of tabs, one per section (shown on a phone). */
  readonly tabs = el('div', {
    className: 'editor-tabs',
    attrs: { role: 'tablist', 'aria-label': 'Editor sections' },
  });
  /** The side column: every section but Draw (#editor-panel-<id>, class editor-panel). */
  readonly root = el('div', { className: 'editor-side' });
  /** The solver's headline ("Par 17 · solvable · 2 taps", "Checking…"), for the bar. */
  readonly status = el('p', { className: 'editor-status', attrs: { role: 'status', 'aria-atomic': 'true' } });
  private readonly sections: Section[] = [];
  private readonly lines = el('ul', { className: 'editor-findings' });
  private readonly title = el('input', {
    attrs: { type: 'text', maxlength: String(SHELF_LIMITS.text), 'aria-label': 'Title' },
  });
  private readonly intro = el('textarea', { attrs: { rows: '1', maxlength: '300', 'aria-label': 'Intro' } });
  private readonly rule = el('select', { attrs: { 'aria-label': 'Moves' } });
  /** The grid New level draws on. */
  private readonly grid = el('select', { attrs: { 'aria-label': 'Grid of a new level' } });
  private readonly energy = el('input', {
    attrs: { type: 'number', min: '0', max: '999', 'aria-label': 'Energy (0: unlimited)' },
  });
  private readonly width = el('input', { attrs: { type: 'number', 'aria-label': 'Width' } });
  private readonly height = el('input', { attrs: { type: 'number', 'aria-label': 'Height' } });
  private readonly drafts: DraftList;
  /** What Resize says: why a size is refused, or what it would remove, with the button that does it. */
  private readonly sizeNote = el('p', {
    className: 'editor-note editor-size-note',
    attrs: { role: 'status' },
  });
  private readonly shareOut = el('div', { className: 'editor-share-out' });
  private readonly qr = new LinkQr();
  private readonly shareStatus = el('p', { className: 'editor-note', attrs: { role: 'status' } });
  private readonly shelfTitle = el('p', { className: 'editor-note' });
  private readonly remix = el('p', { className: 'editor-note' });
  private readonly maker = el('input', {
    attrs: { type: 'text', maxlength: String(MAX_MAKER), autocomplete: 'nickname', 'aria-label': 'Maker' },
  });
  private readonly licence = el('select', { attrs: { 'aria-label': 'Licence' } });
  private readonly shelfStatus = el('p', { className: 'editor-note', attrs: { role: 'status' } });

  /** `draw` is the palette: the first tab, its panel placed by the screen. */
  constructor(
    private readonly actions: SidebarActions,
    draw: HTMLElement,
    /** Outlines on the board the tiles a finding names while it is looked at. */
    private readonly spotlight: Spotlight,
  ) {
    for (const [value, text] of GRIDS) this.grid.append(el('option', { text, attrs: { value } }));
    for (const l of OFFERED_LICENCES) this.licence.append(el('option', { text: l, attrs: { value: l } }));
    this.maker.value = actions.maker;
    this.drafts = new DraftList(actions);
    this.showSizeNote('');
    const busy = async (b: HTMLButtonElement, out: HTMLElement, run: () => Promise<string>) => {
      b.disabled = true;
      try {
        out.textContent = await run();
      } finally {
        b.disabled = false;
      }
    };
    const picture: HTMLButtonElement = button(
      'Save picture',
      () => void busy(picture, this.shareStatus, () => actions.picture()),
      { className: 'btn-small', ariaLabel: 'Save picture: a PNG of the board' },
    );
    const submit: HTMLButtonElement = button(
      'Submit to the shelf',
      () =>
        void busy(submit, this.shelfStatus, () =>
          actions.submit(this.maker.value.trim(), this.licence.value as ShelfLicence),
        ),
      { className: 'btn-small editor-submit' },
    );
    for (const input of [this.width, this.height]) {
      input.min = String(actions.limits.min);
      input.max = String(actions.limits.max);
    }
    const changed = (input: HTMLElement, run: () => void) => input.addEventListener('change', run);
    changed(this.title, () => actions.settings({ title: this.title.value.trim() }));
    changed(this.intro, () => actions.settings({ intro: this.intro.value.trim() }));
    changed(this.rule, () => actions.settings({ rule: this.rule.value }));
    changed(this.energy, () => {
      const value = Number(this.energy.value);
      actions.settings({ energy: Number.isFinite(value) && value > 0 ? value : null });
    });
    const embed = el('input', { attrs: { type: 'checkbox', 'aria-label': 'Tileset inside the map' } });
    const label = (text: string, control: HTMLElement, className = 'editor-field') =>
      el('label', { className }, [el('span', { text }), control]);
    this.tabs.addEventListener('keydown', (e) => this.arrow(e));
    this.addTab('draw', 'Draw', draw);
    // The findings can outgrow their panel: it scrolls, so it takes the focus too.
    this.addSection('solver', 'Solver', [this.lines]).tabIndex = 0;
    this.addSection('level', 'Level', [
      label('Title', this.title),
      label('Intro', this.intro),
      el('div', { className: 'editor-row' }, [
        label('Moves', this.rule, 'editor-field editor-field-wide'),
        label('Energy', this.energy),
      ]),
      el('div', { className: 'editor-row editor-size' }, [
        label('Width', this.width),
        label('Height', this.height),
        // An empty or mistyped field is NaN (not 0): that side keeps its size.
        button('Resize', () => actions.resize(this.width.valueAsNumber, this.height.valueAsNumber), {
          className: 'btn-small',
        }),
      ]),
      this.sizeNote,
      el('h3', { className: 'editor-subheading', text: 'My levels' }),
      el('div', { className: 'editor-row' }, [
        label('Grid', this.grid, 'editor-field editor-field-wide'),
        button('New level', () => actions.fresh(this.grid.value as NewGrid), { className: 'btn-small' }),
      ]),
      this.drafts.root,
    ]);
    this.addSection('share', 'Share', [
      button('Share link', () => this.share(), { className: 'btn-small editor-share' }),
      this.shareOut,
      this.qr.root,
      picture,
      this.shareStatus,
      el('div', { className: 'editor-row' }, [
        button('Export .tmj', () => actions.exportMap(embed.checked), {
          className: 'btn-small editor-export',
        }),
        el('label', { className: 'editor-check' }, [embed, el('span', { text: 'Tileset inside the map' })]),
      ]),
      el('h3', { className: 'editor-subheading', text: 'Submit to the shelf' }),
      el('p', {
        className: 'editor-note',
        text: 'The community shelf ships with the game. This saves your level as a file for it, with your name and licence, and says how to send it in.',
      }),
      this.shelfTitle,
      this.remix,
      label('Maker', this.maker),
      label('Licence', this.licence),
      submit,
      this.shelfStatus,
    ]);
    this.shareOut.append(
      el('p', {
        className: 'editor-note',
        text: `A link carries a level of up to ${MAX_MAP_CHARS.toLocaleString('en')} packed characters.`,
      }),
    );
    this.select('draw');
  }

  /**
   * Adds a section: a tab, and a panel (`#editor-panel-<id>`, class `editor-panel`) holding
   * `content` under a heading, after the section `after` (else last). Returns the panel.
   */
  addSection(id: string, label: string, content: readonly Node[], after?: string): HTMLElement {
    const panel = el('section', { className: `editor-panel editor-panel-${id}` }, [
      el('h3', { className: 'editor-panel-heading', text: label }),
      ...content,
    ]);
    const before = this.sections.findIndex((s) => s.id === after);
    const next = before >= 0 ? this.sections[before + 1] : undefined;
    this.root.insertBefore(panel, next && this.root.contains(next.panel) ? next.panel : null);
    this.addTab(id, label, panel, before >= 0 ? before + 1 : this.sections.length);
    return panel;
  }

  /** Shows the section `id` (on a phone: the others hide). */
  select(id: string): void {
    const chosen = this.sections.find((s) => s.id === id);
    if (!chosen) return;
    for (const s of this.sections) {
      const on = s === chosen;
      s.tab.setAttribute('aria-selected', String(on));
      s.tab.tabIndex = on ? 0 : -1;
      s.panel.toggleAttribute('data-open', on);
    }
    this.root.toggleAttribute('data-open', this.root.contains(chosen.panel));
  }

  private addTab(id: string, label: string, panel: HTMLElement, at = this.sections.length): void {
    const tab = button(label, () => this.select(id), { className: 'btn-small editor-tab' });
    Object.assign(tab, { id: `editor-tab-${id}`, tabIndex: -1 });
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', `editor-panel-${id}`);
    tab.setAttribute('aria-selected', 'false');
    panel.id = `editor-panel-${id}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    this.tabs.insertBefore(tab, this.sections[at]?.tab ?? null);
    this.sections.splice(at, 0, { id, tab, panel });
  }

  /** Arrow keys, Home and End move between the tabs (the tab row is one stop for Tab). */
  private arrow(e: KeyboardEvent): void {
    const at = this.sections.findIndex((s) => s.tab === e.target);
    if (at < 0) return;
    const n = this.sections.length;
    const to = { ArrowLeft: at - 1 + n, ArrowRight: at + 1, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    const next = this.sections[to % n];
    this.select(next.id);
    next.tab.focus();
  }

  showFindings(text: FindingsText): void {
    this.status.textContent = text.headline;
    this.status.dataset.tone = text.tone;
    // While checking, screen readers wait for the answer rather than read "Checking…" at every edit.
    this.status.setAttribute('aria-busy', String(text.tone === 'wait'));
    this.lines.toggleAttribute('data-stale', text.stale);
    this.spotlight.release(this.lines);
    this.lines.replaceChildren(
      ...text.lines.map((line) => {
        const li = el('li', { text: line.text });
        this.spotlight.watch(li, spotOf(line.tiles));
        return li;
      }),
    );
  }

  showSettings(settings: EditSettings, width: number, height: number, grid: Orientation): void {
    const set = (input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
      if (document.activeElement !== input) input.value = value;
    };
    if (this.rule.dataset.grid !== grid) {
      this.rule.dataset.grid = grid;
      this.rule.replaceChildren(
        ...RULES[grid].map(([value, text]) => el('option', { text, attrs: { value } })),
      );
      this.rule.disabled = RULES[grid].length === 1;
    }
    set(this.title, settings.title);
    set(this.intro, settings.intro);
    set(this.rule, settings.rule);
    set(this.energy, settings.energy === null ? '' : String(settings.energy));
    // A map opened larger than the editor makes may keep its side: the fields go up to it.
    this.width.max = String(Math.max(this.actions.limits.max, width));
    this.height.max = String(Math.max(this.actions.limits.max, height));
    set(this.width, String(width));
    set(this.height, String(height));
    this.shelfTitle.textContent = `Title: ${settings.title || '(none yet: give it one under Level)'}`;
  }

  /** What the level is a remix of, shown with its credit (null: an original). */
  showOrigin(origin: RemixOrigin | null): void {
    this.remix.hidden = origin === null;
    const by = origin?.maker ? ` by ${origin.maker}` : '';
    const what = origin?.remixOf.startsWith('community/') ? ` (${origin.remixOf})` : '';
    this.remix.textContent = origin
      ? `A remix of “${origin.title || 'a level'}”${by}${what}: the shelf credits it.`
      : '';
  }

  /** Lists the drafts, and `problem` (what in the store could not be read or saved), if any. */
  showDrafts(drafts: readonly DraftEntry[], openId: string, problem: string | null): void {
    this.drafts.show(drafts, openId, problem);
  }

  /** Says what Resize did not do or would do (empty: nothing), with a button to go ahead (`confirm`). */
  showSizeNote(text: string, confirm?: NoticeAction): void {
    this.sizeNote.replaceChildren(text);
    this.sizeNote.hidden = text === '';
    if (confirm)
      this.sizeNote.append(
        ' ',
        button(confirm.label, () => confirm.run(), { className: 'btn-small editor-size-confirm' }),
      );
  }

  private share(): void {
    try {
      const { link, chars, limit } = this.actions.share();
      const input = el('input', {
        className: 'editor-share-link',
        attrs: { type: 'text', readonly: '', 'aria-label': 'Share link' },
      });
      input.value = link;
      const copy = button(
        'Copy',
        () => void navigator.clipboard?.writeText(link).catch(() => input.select()),
        { className: 'btn-small' },
      );
      this.shareOut.replaceChildren(
        el('p', {
          className: 'editor-note',
          text: `This level takes ${chars.toLocaleString('en')} of ${limit.toLocaleString('en')} characters.`,
        }),
        el('div', { className: 'editor-row' }, [input, copy]),
      );
      input.select();
      void this.qr.show(link);
    } catch (error) {
      if (!(error instanceof PayloadError)) throw error;
      this.shareOut.replaceChildren(el('p', { className: 'editor-note editor-warn', text: error.message }));
      void this.qr.show('');
    }
  }
}
