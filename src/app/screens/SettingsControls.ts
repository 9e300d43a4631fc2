import { el } from '../page/dom';
import { type SwitchSetting, WALK_SPEEDS } from '../saves/progress';
import type { ProgressStore } from '../saves/storage';

const LABELS: Readonly<Record<SwitchSetting, string>> = {
  sound: 'Sound effects',
  music: 'Music',
  reducedMotion: 'Reduced motion',
};

/** Toggle switches, the music volume and the walking speed for the saved settings (title screen and pause panel). */
export function settingsControls(store: ProgressStore): HTMLElement {
  const box = el('fieldset', { className: 'settings' }, [el('legend', { text: 'Settings' })]);
  const inputs = new Map<SwitchSetting, HTMLInputElement>();
  for (const name of Object.keys(LABELS) as SwitchSetting[]) {
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
  const volume = el('input', {
    attrs: { type: 'range', min: '0', max: '100', step: '5', 'aria-label': 'Music volume' },
  });
  volume.value = String(Math.round(store.settings.musicVolume * 100));
  volume.addEventListener('input', () => store.setSettings({ musicVolume: Number(volume.value) / 100 }));
  box.append(
    el('label', { className: 'volume' }, [
      el('span', { className: 'toggle-text', text: 'Music volume' }),
      volume,
    ]),
  );
  const walk = el(
    'select',
    {},
    WALK_SPEEDS.map((speed) =>
      el('option', { text: speed === 1 ? 'Normal' : `${speed}× faster`, attrs: { value: String(speed) } }),
    ),
  );
  walk.value = String(store.settings.walkSpeed);
  walk.addEventListener('change', () => store.setSettings({ walkSpeed: Number(walk.value) }));
  box.append(
    el('label', { className: 'volume walk-speed' }, [
      el('span', { className: 'toggle-text', text: 'Walking speed' }),
      walk,
    ]),
  );
  store.onChange((p) => {
    for (const [name, input] of inputs) input.checked = p.settings[name];
    volume.value = String(Math.round(p.settings.musicVolume * 100));
    walk.value = String(p.settings.walkSpeed);
  });
  return box;
}
