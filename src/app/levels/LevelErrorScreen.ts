import { button, el } from '../page/dom';
import { DomScreen } from '../screens/Screen';
import { countProblems, type LoadErrorReport, type ProblemLine } from './loadErrorReport';
import { shownPath } from './shownPath';

/** What the screen says about a level that cannot be played. */
export interface LevelErrorView {
  /** The level's title, or its file name: the top bar, as when it is played. */
  readonly title: string;
  /** `This level cannot be played`. */
  readonly heading: string;
  readonly report: LoadErrorReport;
  /** What to do about it, in one sentence. */
  readonly hint: string;
  readonly actions: readonly { readonly label: string; run(): void }[];
}

/**
 * A level that cannot be played, shown where the level would be: the play screen's top bar with its
 * title, and in the board's place every problem at its place in the map (errors, then warnings),
 * what to do, and the way on. Under the development server the next good save of the map replaces
 * this screen with the level (live reload); a new broken save replaces the problems.
 */
export class LevelErrorScreen extends DomScreen {
  readonly name = 'error' as const;
  readonly root: HTMLElement;
  /** Styled as the play screen's title, which it stands in for. */
  private readonly title = el('h2', { className: 'hud-title error-title' });
  private readonly heading = el('h3', { className: 'error-heading' });
  private readonly summary = el('p', { className: 'error-summary' });
  private readonly problems = el('ol', { className: 'error-problems' });
  private readonly hint = el('p', { className: 'error-hint' });
  private readonly actionsBox = el('div', { className: 'menu' });

  constructor() {
    super();
    // Named, so it is a region landmark holding all it shows (as the other screens are).
    this.root = el(
      'section',
      {
        className: 'screen level-error-screen screen-error',
        attrs: { 'aria-label': 'The level cannot be played' },
      },
      [
        el('header', { className: 'error-bar' }, [this.title]),
        el('div', { className: 'error-area' }, [
          el('div', { className: 'error-card', attrs: { role: 'alert' } }, [
            this.heading,
            this.summary,
            this.problems,
            this.hint,
            this.actionsBox,
          ]),
        ]),
      ],
    );
    this.root.hidden = true;
  }

  set(view: LevelErrorView): void {
    this.title.textContent = view.title;
    this.heading.textContent = view.heading;
    const { file, problems } = view.report;
    this.summary.textContent = `${shownPath(file)}: ${countProblems(problems)}`;
    this.problems.replaceChildren(...problems.map(problemItem));
    this.hint.textContent = view.hint;
    this.actionsBox.replaceChildren(
      ...view.actions.map((a, i) => button(a.label, a.run, { className: i === 0 ? 'btn-primary' : '' })),
    );
  }
}

/** `warning: layer "entities", object 5 (Bone): the message`, the place in its own colour. */
function problemItem(line: ProblemLine): HTMLElement {
  const where = [line.file === null ? null : shownPath(line.file), line.place].filter((s) => s).join(': ');
  return el('li', { className: `problem problem-${line.severity}` }, [
    el('span', { className: 'problem-severity', text: `${line.severity}: ` }),
    ...(where ? [el('span', { className: 'problem-place', text: `${where}: ` })] : []),
    el('span', { className: 'problem-message', text: line.message }),
  ]);
}
