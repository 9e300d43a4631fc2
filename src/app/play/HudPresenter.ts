import type { Sim } from '../../sim';
import type { LevelSolution } from '../../solver/solveLevel';
import { ASSETS_BASE } from '../page/assets';
import type { ProgressStore } from '../saves/storage';
import { type HudCounter, hudCounters } from './hudCounters';
import type { PlayScreen } from './PlayScreen';

/**
 * Fills the play screen's HUD from the sim and the settings: what the cat carries (the kinds
 * table's counters, with their icons from public/assets/hud), moves against par, energy, whether
 * undo can act, whether sound is muted.
 */
export class HudPresenter {
  private counters: readonly HudCounter[] = [];
  /** The par shown: the map's for a level `maze-cat check` vouched for, else the solver's once known. */
  private par: number | null = null;
  /** The solver found no win: par shows as none, rather than vanishing. */
  private noWin = false;

  constructor(
    private readonly screen: PlayScreen,
    private readonly store: ProgressStore,
  ) {}

  /**
   * A level opened: its counters (bones, and its keys' colours) and its par. `parChecked` says the
   * map's par is the solver's (a shipped level, checked when the game was built); any other level
   * shows no par until `solved` gives it, so the HUD never shows a par the solver disproves.
   */
  setLevel(level: Sim['level'], parChecked: boolean): void {
    this.counters = hudCounters(level);
    this.par = parChecked ? level.par : null;
    this.noWin = false;
  }

  /** The solver's answer for the open level: its par, or none when it finds no win (`unknown` shows no par). */
  solved(solution: Pick<LevelSolution, 'verdict' | 'par'>): void {
    this.par = solution.verdict === 'solvable' ? solution.par : null;
    this.noWin = solution.verdict === 'unsolvable';
  }

  refresh(sim: Sim): void {
    const { sound, music } = this.store.settings;
    const { level } = sim;
    this.screen.setHud({
      counts: this.counters.map((c) => ({
        counter: c.counter,
        label: c.label,
        iconUrl: `${ASSETS_BASE}hud/${c.sprite}.png`,
        tint: c.tint ?? null,
        value: sim.carried(c.counter),
      })),
      moves: sim.moves,
      par: this.par,
      noWin: this.noWin,
      energyLeft: sim.energyLeft,
      energy: level.energy,
      canUndo: sim.canUndo,
      muted: !sound && !music,
    });
  }
}
