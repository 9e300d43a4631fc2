// Room screens/ (docs/architecture.md, "The rooms of src/app"): what every screen shares and no feature owns:
// the Screen type, the navigator, the panels over play, the settings, the title screen.
import type { ScreenName } from '../page/screenNames';

/**
 * A screen: presentation only, no game rules. The navigator shows one screen
 * at a time and, over the play screen, at most one panel (pause, win, lose).
 */
export interface Screen {
  /** The name the navigator knows it by and the test hook reports (see `SCREEN_NAMES`). */
  readonly name: ScreenName;
  readonly root: HTMLElement;
  show(): void;
  hide(): void;
  /** Canvas size in CSS pixels. */
  resize(width: number, height: number): void;
}

/** No screen shown yet: the next is the page's first, shown in the boot's task. */
let firstScreen = true;

/** Shared show/hide for DOM screens; subclasses build `root` and may override hooks. */
export abstract class DomScreen implements Screen {
  abstract readonly name: ScreenName;
  abstract readonly root: HTMLElement;

  show(): void {
    this.root.hidden = false;
    this.root.classList.add('shown');
    this.onShow();
    // Move keyboard focus into the screen so keyboard and screen-reader users land on it.
    const first =
      this.root.querySelector<HTMLElement>('[data-autofocus]') ??
      this.root.querySelector<HTMLElement>('button');
    if (!first) return;
    // Focusing lays the page out first. The page's first screen is focused at its first frame,
    // which lays it out anyway: inside the boot's task that layout took 0.1 s of a phone's CPU
    // (docs/performance.md). No key can have been pressed on a page not shown yet.
    if (firstScreen) {
      firstScreen = false;
      requestAnimationFrame(() => {
        if (this.root.classList.contains('shown') && !this.root.contains(document.activeElement))
          first.focus({ preventScroll: true });
      });
      return;
    }
    first.focus({ preventScroll: true });
  }

  hide(): void {
    this.root.hidden = true;
    this.root.classList.remove('shown');
  }

  resize(_width: number, _height: number): void {}

  protected onShow(): void {}
}
