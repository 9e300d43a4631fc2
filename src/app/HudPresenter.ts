import type { Sim } from '../sim';
import { ASSETS_BASE } from './assets';
import { type HudCounter, hudCounters } from './hudCounters';
import type { PlayScreen } from './screens/PlayScreen';
import type { ProgressStore } from './storage';

/**
 * Fills the play screen's HUD from the sim and the settings: what the cat carries (the kinds
 * table's counters, with their icons from public/assets/hud), moves against par, energy, whether
 * undo can act, whether sound is muted.
 */
export class HudPresenter {
  private counters: readonly HudCounter[] = [];

  constructor(
    private readonly screen: PlayScreen,
    private readonly store: ProgressStore,
  ) {}

  /** A level opened: its counters (bones, and its keys' colours). */
  setLevel(level: Sim['level']): void {
    this.counters = hudCounters(level);
  }

  refresh(sim: Sim): void {
    const { sound, music } = this.store.settings;
    const { level } = sim;
    this.screen.setHud({
      counts: this.counters.map((c) => ({
        counter: c.counter,
        label: c.label,
        iconUrl: `${ASSETS_BASE}hud/${c.sprite}.png`,
        value: sim.carried(c.counter),
      })),
      moves: sim.moves,
      par: level.par,
      energyLeft: sim.energyLeft,
      energy: level.energy,
      canUndo: sim.canUndo,
      muted: !sound && !music,
    });
  }
}
