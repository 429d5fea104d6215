/**
 * Dates the rating rules turn on. Rule sets change on fixed days (FIDE: 1 March 2024, 1 December
 * 2024, 1 October 2025; DSB: 8 June 2026), and ISO dates (YYYY-MM-DD) compare as text.
 */
/** True for a complete ISO date `YYYY-MM-DD` of the calendar. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

/** `date` on or after `day` (both ISO). */
export function onOrAfter(date: string, day: string): boolean {
  return date >= day;
}

/** The year of an ISO date. */
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
