/**
 * The initial ranking of a Swiss (FIDE C.04.2, Initial Order), which gives the pairing numbers
 * before round 1: rating, highest first (an unrated player counts as rated 0, below everyone
 * rated); then the FIDE title, in the order GM, IM, WGM, FM, WIM, CM, WFM, WCM, untitled; then
 * the name alphabetically (as written, so "Surname, First name" sorts by surname).
 */

/** FIDE's order of titles for the initial ranking; any other title ranks as untitled. */
const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'];

/** The titles as TRF-16 writes them (columns 11–13). */
const TRF_TITLES: Readonly<Record<string, string>> = {
  G: 'GM',
  M: 'IM',
  WG: 'WGM',
  F: 'FM',
  WM: 'WIM',
  C: 'CM',
  WF: 'WFM',
  WC: 'WCM',
};

/** 0 for GM … 7 for WCM, 8 for no title (or one FIDE's order does not list). */
export function titleRank(title: string | undefined): number {
  if (title === undefined) return TITLE_ORDER.length;
  const t = title.trim().toUpperCase();
  const i = TITLE_ORDER.indexOf(TRF_TITLES[t] ?? t);
  return i < 0 ? TITLE_ORDER.length : i;
}

export interface RankedEntrant {
  readonly name: string;
  readonly rating?: number;
  readonly title?: string;
}

/** Negative when `a` ranks above `b` in the initial ranking. */
export function compareInitialRanking(a: RankedEntrant, b: RankedEntrant): number {
  return (
    (b.rating ?? 0) - (a.rating ?? 0) ||
    titleRank(a.title) - titleRank(b.title) ||
    a.name.localeCompare(b.name, 'en') ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}
