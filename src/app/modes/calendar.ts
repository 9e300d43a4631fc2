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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Tue 1 Dec" in English, for the title screen. Spelled from tables rather than by
 * `toLocaleDateString`, whose first call loads the browser's date formats: 0.03-0.12 s of the
 * title's first task on a loaded machine (issue #31), for three English words.
 */
export function dayLabel(day: Day): string {
  const m = DAY.exec(day);
  if (!m) return day;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]}`;
}
