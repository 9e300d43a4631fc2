import { el } from '../dom';
import type { Settings } from '../progress';
import type { ProgressStore } from '../storage';

const LABELS: Readonly<Record<keyof Settings, string>> = {
  sound: 'Sound effects',
  music: 'Music',
  reducedMotion: 'Reduced motion',
};

/** Toggle switches for the saved settings (used on the title screen and the pause panel). */
export function settingsControls(store: ProgressStore): HTMLElement {
  const box = el('fieldset', { className: 'settings' }, [el('legend', { text: 'Settings' })]);
  const inputs = new Map<keyof Settings, HTMLInputElement>();
  for (const name of Object.keys(LABELS) as (keyof Settings)[]) {
    const input = el('input', { attrs: { type: 'checkbox', role: 'switch' } });
    input.checked = store.settings[name];
    input.addEventListener('change', () => store.setSettings({ [name]: input.checked }));
    inputs.set(name, input);
    box.append(
      el('label', { className: 'toggle' }, [
        input,
        el('span', { className: 'toggle-text', text: LABELS[name] }),
      ]),
    );
  }
  store.onChange((p) => {
    for (const [name, input] of inputs) input.checked = p.settings[name];
  });
  return box;
}
