/**
 * How Google Sheets hands over a time typed without a date (`1:0`, `3:1`): as the instant at which
 * the spreadsheet's time zone showed 1899-12-30 at that time, with the UTC offset the zone had on
 * that day. The offsets are those of the IANA tz database (the `Zone` lines of its `europe`,
 * `northamerica`, `asia` and `australasia` files), written here by hand:
 *
 * - Europe/Berlin: CET, +1:00, since 1893-04-01 (its LMT +0:53:28 ended then).
 * - America/New_York: EST, -5:00, since 1883-11-18.
 * - Asia/Kolkata: Madras Mean Time, +5:21:10, until 1941.
 * - UTC: 0.
 * - Australia/Sydney: AEST, +10:00, since 1895-02.
 * - Europe/Paris: Paris Mean Time, +0:09:21, until 1911.
 */
export const OFFSETS_1899: Readonly<Record<string, number>> = {
  'Europe/Berlin': 3600,
  'America/New_York': -5 * 3600,
  'Asia/Kolkata': 5 * 3600 + 21 * 60 + 10,
  UTC: 0,
  'Australia/Sydney': 10 * 3600,
  'Europe/Paris': 9 * 60 + 21,
};

export const ZONES = Object.keys(OFFSETS_1899);

/** The Date Sheets delivers for `hours:minutes` typed into a cell of a sheet in `zone`. */
export function typedTimeIn(zone: string, hours: number, minutes: number): Date {
  return new Date(Date.UTC(1899, 11, 30, hours, minutes) - OFFSETS_1899[zone] * 1000);
}

/** The Date for a day of the year typed as `1/2` (US order: January 2) in `zone`, at midnight. */
export function typedDayIn(zone: string, year: number, month: number, day: number): Date {
  // Today's offsets: Berlin +1 in January, New York -5, Kolkata +5:30, Sydney +11 (summer).
  const now: Readonly<Record<string, number>> = {
    'Europe/Berlin': 3600,
    'America/New_York': -5 * 3600,
    'Asia/Kolkata': 5.5 * 3600,
    UTC: 0,
    'Australia/Sydney': 11 * 3600,
    'Europe/Paris': 3600,
  };
  return new Date(Date.UTC(year, month - 1, day) - now[zone] * 1000);
}

/**
 * `Utilities.formatDate(date, zone, 'yyyy-MM-dd HH:mm:ss')` as Apps Script answers it, from the
 * tz database of Node's ICU (Apps Script formats with the zone rules Sheets uses).
 */
export function formatDate(date: Date, zone: string, pattern: string): string {
  if (pattern !== 'yyyy-MM-dd HH:mm:ss' && pattern !== 'yyyy-MM-dd HH:mm') {
    throw new Error(`the fake formatDate knows no pattern ${pattern}`);
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const f = (type: string) => parts.find(p => p.type === type)?.value ?? '';
  const text = `${f('year')}-${f('month')}-${f('day')} ${f('hour')}:${f('minute')}`;
  return pattern === 'yyyy-MM-dd HH:mm' ? text : `${text}:${f('second')}`;
}
