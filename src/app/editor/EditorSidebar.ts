import {
  type EditSettings,
  MAX_MAKER,
  type RemixOrigin,
  SHELF_LICENCES,
  type ShelfLicence,
} from '../../level/edit';
import { button, el } from '../dom';
import { LinkQr } from '../share/LinkQr';
import { MAX_MAP_CHARS, PayloadError } from '../share/mapPayload';
import type { Draft } from './drafts';
import type { FindingsText } from './findingsText';

/** What the sidebar's controls ask the editor to do. */
export interface SidebarActions {
  settings(settings: Partial<EditSettings>): void;
  resize(width: number, height: number): void;
  open(draft: Draft): void;
  remove(draft: Draft): void;
  fresh(): void;
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

const RULES = ['orthogonal', 'diagonal', 'knight'] as const;

/**
 * The editor's side panel: the solver's findings, the level's settings and size, the maker's
 * drafts ("My levels"), export and share. Shows what it is given; every change goes to `actions`.
 */
export class EditorSidebar {
  readonly root = el('aside', { className: 'editor-side' });
  private readonly headline = el('p', { className: 'editor-headline', attrs: { 'aria-live': 'polite' } });
  private readonly lines = el('ul', { className: 'editor-findings' });
  private readonly title = el('input', { attrs: { type: 'text', maxlength: '60', 'aria-label': 'Title' } });
  private readonly intro = el('textarea', { attrs: { rows: '2', maxlength: '300', 'aria-label': 'Intro' } });
  private readonly rule = el('select', { attrs: { 'aria-label': 'Moves' } });
  private readonly energy = el('input', {
    attrs: { type: 'number', min: '0', max: '999', 'aria-label': 'Energy (0: unlimited)' },
  });
  private readonly width = el('input', { attrs: { type: 'number', 'aria-label': 'Width' } });
  private readonly height = el('input', { attrs: { type: 'number', 'aria-label': 'Height' } });
  private readonly drafts = el('ul', { className: 'editor-drafts' });
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

  constructor(private readonly actions: SidebarActions) {
    for (const r of RULES) this.rule.append(el('option', { text: r, attrs: { value: r } }));
    for (const l of SHELF_LICENCES) this.licence.append(el('option', { text: l, attrs: { value: l } }));
    this.maker.value = actions.maker;
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
    const section = (heading: string, children: (Node | string)[], open = true) => {
      const d = el('details', { className: 'editor-section' }, [
        el('summary', { text: heading }),
        ...children,
      ]);
      d.open = open;
      return d;
    };
    const label = (text: string, control: HTMLElement) =>
      el('label', { className: 'editor-field' }, [el('span', { text }), control]);
    this.root.append(
      el('section', { className: 'editor-solver', attrs: { 'aria-label': 'Solver' } }, [
        this.headline,
        this.lines,
      ]),
      section('Level', [
        label('Title', this.title),
        label('Intro', this.intro),
        label('Moves', this.rule),
        label('Energy', this.energy),
        el('div', { className: 'editor-size' }, [
          label('Width', this.width),
          label('Height', this.height),
          button('Resize', () => actions.resize(Number(this.width.value), Number(this.height.value)), {
            className: 'btn-small',
          }),
        ]),
      ]),
      section(
        'Share and export',
        [
          el('p', {
            className: 'editor-note',
            text: `A link carries a level of up to ${MAX_MAP_CHARS.toLocaleString('en')} packed characters; Share link says how many this one takes.`,
          }),
          button('Share link', () => this.share(), { className: 'btn-small editor-share' }),
          this.shareOut,
          this.qr.root,
          picture,
          this.shareStatus,
          el('label', { className: 'editor-check' }, [embed, el('span', { text: 'Tileset inside the map' })]),
          button('Export .tmj', () => actions.exportMap(embed.checked), {
            className: 'btn-small editor-export',
          }),
        ],
        false,
      ),
      section(
        'Submit to the shelf',
        [
          el('p', {
            className: 'editor-note',
            text: 'The community shelf ships with the game. This saves your level as a file for it, with your name and licence; docs/sharing.md says how to add it.',
          }),
          this.shelfTitle,
          this.remix,
          label('Maker', this.maker),
          label('Licence', this.licence),
          submit,
          this.shelfStatus,
        ],
        false,
      ),
      section(
        'My levels',
        [button('New level', () => actions.fresh(), { className: 'btn-small' }), this.drafts],
        false,
      ),
    );
  }

  showFindings(text: FindingsText): void {
    this.headline.textContent = text.headline;
    this.headline.dataset.tone = text.tone;
    this.lines.replaceChildren(...text.lines.map((line) => el('li', { text: line })));
  }

  showSettings(settings: EditSettings, width: number, height: number): void {
    const set = (input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
      if (document.activeElement !== input) input.value = value;
    };
    set(this.title, settings.title);
    set(this.intro, settings.intro);
    set(this.rule, settings.rule);
    set(this.energy, settings.energy === null ? '' : String(settings.energy));
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

  showDrafts(drafts: readonly Draft[], openId: string): void {
    this.drafts.replaceChildren(
      ...drafts.map((d) =>
        el('li', { className: d.id === openId ? 'editor-draft open' : 'editor-draft' }, [
          button(d.title, () => this.actions.open(d), { className: 'btn-small btn-link' }),
          el('span', { className: 'editor-draft-date', text: new Date(d.saved).toLocaleString() }),
          button('Delete', () => this.actions.remove(d), {
            className: 'btn-small',
            ariaLabel: `Delete ${d.title}`,
          }),
        ]),
      ),
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
        {
          className: 'btn-small',
        },
      );
      this.shareOut.replaceChildren(
        el('p', {
          className: 'editor-note',
          text: `This level takes ${chars.toLocaleString('en')} of ${limit.toLocaleString('en')} characters.`,
        }),
        input,
        copy,
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
