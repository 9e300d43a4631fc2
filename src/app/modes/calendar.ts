/**
 * Calendar days as the daily puzzle counts them: the player's own local date, written
 * `YYYY-MM-DD`. Everyone gets the same puzzle for the same date; it changes at local midnight.
 */

/** A day written `YYYY-MM-DD`. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar day of `date`. */
export function dayOf(date: Date): Day {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether `text` is a real day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayOf(date) === text;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: Day, days: number): Day {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`not a day: "${day}"`);
  // Noon, so that a daylight-saving change never moves the date.
  return dayOf(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days, 12));
}

/** "Tue 1 Dec" in English, for the title screen. */
export function dayLabel(day: Day): string {
  const m = DAY.exec(day);
  if (!m) return day;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  return date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
}
