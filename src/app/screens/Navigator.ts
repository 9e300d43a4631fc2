import type { ScreenName, ShownName } from '../page/screenNames';
import type { Screen } from './Screen';

/**
 * The one navigation module: shows one screen at a time and at most one panel over it (pause, win,
 * lose over play). Screens are presentation only; the app decides when to go where.
 */
export class Navigator {
  private readonly screens = new Map<ScreenName, Screen>();
  private screen: Screen | null = null;
  private panel: Screen | null = null;
  private width = 0;
  private height = 0;

  constructor(private readonly host: HTMLElement) {}

  /** Registers a screen and puts its root in the UI layer (hidden). */
  add<S extends Screen>(screen: S): S {
    this.screens.set(screen.name, screen);
    screen.root.hidden = true;
    this.host.append(screen.root);
    return screen;
  }

  /** The name of what the player sees on top: the panel if one is open, else the screen. */
  get current(): ShownName {
    return this.panel?.name ?? this.screen?.name ?? 'none';
  }

  /** The screen under any panel. */
  get screenName(): ShownName {
    return this.screen?.name ?? 'none';
  }

  /** Switches to a screen, closing any panel. */
  go(name: ScreenName): void {
    const next = this.get(name);
    this.closePanel();
    if (this.screen !== next) {
      this.screen?.hide();
      this.screen = next;
      next.resize(this.width, this.height);
      next.show();
    }
    this.host.dataset.screen = this.current;
  }

  /** Opens a panel over the current screen. */
  openPanel(name: ScreenName): void {
    const next = this.get(name);
    if (this.panel === next) return;
    this.panel?.hide();
    this.panel = next;
    next.resize(this.width, this.height);
    next.show();
    this.host.dataset.screen = this.current;
  }

  closePanel(): void {
    this.panel?.hide();
    this.panel = null;
    this.host.dataset.screen = this.current;
  }

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.screen?.resize(width, height);
    this.panel?.resize(width, height);
  }

  private get(name: ScreenName): Screen {
    const s = this.screens.get(name);
    if (!s) throw new Error(`no screen named ${name}`);
    return s;
  }
}
