import { button, el } from '../page/dom';
import { dayLabel } from './calendar';
import type { Modes } from './Modes';

/**
 * The title screen's part for the daily puzzle and endless mode: a button for each with a line on
 * where the player stands (today's result and the streak; the run in progress and the best run),
 * and New run while a run is going. Refreshed whenever the title shows and when a record changes.
 */
export class ModesMenu {
  readonly root: HTMLElement;
  private readonly dailyStatus = el('span', { className: 'mode-status' });
  private readonly endlessStatus = el('span', { className: 'mode-status' });
  private readonly newRun: HTMLButtonElement;

  /** `play` opens a mode's level (through the router, as every level opens). */
  constructor(
    private readonly modes: Modes,
    play: { daily(): void; endless(fresh: boolean): void },
  ) {
    const daily = button('Daily puzzle', () => play.daily(), { icon: '☀', className: 'btn-mode' });
    daily.append(this.dailyStatus);
    const endless = button('Endless', () => play.endless(false), { icon: '∞', className: 'btn-mode' });
    endless.append(this.endlessStatus);
    this.newRun = button('New run', () => play.endless(true), {
      className: 'btn-small',
      ariaLabel: 'New run of endless levels',
    });
    this.root = el('div', { className: 'menu modes-menu' }, [
      daily,
      el('div', { className: 'mode-row' }, [endless, this.newRun]),
    ]);
    modes.store.onChange(() => this.refresh());
    this.refresh();
  }

  refresh(): void {
    const today = this.modes.today();
    const { records } = this.modes.store;
    const won = records.daily[today];
    const { current } = this.modes.store.streak(today);
    const parts = [dayLabel(today), won ? `solved ${'★'.repeat(won.stars)}` : 'new'];
    if (current > 0) parts.push(`streak ${current}`);
    this.dailyStatus.textContent = parts.join(' · ');

    const { run, best } = records.endless;
    const runParts: string[] = [];
    if (run) runParts.push(`level ${run.level}`, `${run.stars} ★`);
    if (best) runParts.push(`best ${best.levels} ${best.levels === 1 ? 'level' : 'levels'}`);
    this.endlessStatus.textContent = runParts.length > 0 ? runParts.join(' · ') : 'levels that get harder';
    this.newRun.hidden = run === null;
  }
}
