import { kindsWith, type MapDoc } from '../../level/edit';
import { EXAMPLE_KINDS, type ExampleKinds } from '../../level/kinds/exampleKinds';
import type { KindData } from '../../level/kinds/vocabulary';
import { button, el } from '../page/dom';

/** A kind's name in plain words for its button: `gem-gate` is "Gem gate". */
export function kindWords(kind: Pick<KindData, 'name'>): string {
  const words = kind.name.split('-').join(' ');
  return words[0].toUpperCase() + words.slice(1);
}

/** What a level's own kind is, as its maker wrote it, for the line under the tools: "A fish: the cat takes it." */
export function kindAbout(kind: Pick<KindData, 'about'>): string {
  const about = kind.about.trim();
  if (about === '') return '';
  return `${about[0].toUpperCase()}${about.slice(1)}${/[.!?]$/.test(about) ? '' : '.'}`;
}

/** A dot in an own kind's colour (the colour the game recolours its sprite with), before its name. */
export function kindSwatch(button: HTMLButtonElement, kind: Pick<KindData, 'look'>): void {
  button.classList.add('editor-own-kind');
  if (kind.look.tint) button.style.setProperty('--swatch', kind.look.tint);
}

/**
 * "Pieces of your own": a button for each set of example kinds (fish and a crocodile; gems and a
 * gate) the map can take (`kindsWith`), which adds the set to the map. Empty when none can join.
 */
export function exampleOffer(
  doc: MapDoc,
  add: (kinds: string, example: ExampleKinds) => void,
): HTMLElement[] {
  const offers = EXAMPLE_KINDS.flatMap((example) => {
    const kinds = kindsWith(doc, example);
    if (kinds === null) return [];
    const b = button(`Add ${example.title.toLowerCase()}`, () => add(kinds, example), {
      className: 'btn-small editor-add-kinds',
    });
    b.title = example.about;
    return [b];
  });
  return offers.length === 0
    ? []
    : [el('span', { className: 'editor-add-label', text: 'Pieces of your own:' }), ...offers];
}
