import type { SimEvent } from '../sim/types';

/**
 * The effects of public/assets/sfx.json (client contract): the interface's and the sim's own, and
 * whatever the kinds table names for its pieces (`KindDef.sounds`: pickup, bribe, eaten, win, key...).
 */
export type SoundName = 'step' | 'bump' | 'click' | 'open' | 'close' | 'tired' | 'undo' | (string & {});

/**
 * The effect a sim event plays, or null for events that are silent (walk started, ended, restarted,
 * and the end of a level, whose sound the piece that ended it already played).
 */
export function soundForEvent(event: SimEvent): SoundName | null {
  switch (event.kind) {
    case 'stepped':
      return event.jump ? null : 'step';
    case 'piece':
      return event.entity.piece.def.sounds[event.effect] ?? null;
    case 'bumped':
      return 'bump';
    case 'tired':
      return 'tired';
    case 'undone':
      return 'undo';
    default:
      return null;
  }
}

/**
 * The effects for one frame's events. A step on the same frame as an outcome on that tile is
 * dropped (the pickup, bribe, win or loss says more), and each effect plays at most once a frame.
 */
export function soundsForEvents(events: readonly SimEvent[]): SoundName[] {
  const names: SoundName[] = [];
  for (const event of events) {
    const name = soundForEvent(event);
    if (name && !names.includes(name)) names.push(name);
  }
  if (names.length > 1 && names.includes('step')) names.splice(names.indexOf('step'), 1);
  return names;
}
