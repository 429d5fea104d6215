/**
 * The starting list (by pairing number) and the alphabetical list: who plays, with title,
 * federation, ratings, FIDE id and club. A column appears when some player has a value for it.
 *
 * Alphabetical order compares names as a German or English reader would (ä with a, case
 * ignored), by Intl.Collator; equal names stay in pairing-number order.
 */
import type { Participant, Tournament } from '../model/types';
import { playerCell, playerColumns, plain } from './ranked';
import type { ListTable, PlainColumnId } from './types';

const COLUMNS: readonly PlainColumnId[] = [
  'startNo',
  'title',
  'name',
  'federation',
  'rating',
  'nationalRating',
  'fideId',
  'club',
];

function table(
  ps: readonly Participant[],
  order: readonly number[],
  heading: ListTable['heading'],
): ListTable {
  const ids = playerColumns(ps, COLUMNS);
  return {
    heading,
    columns: plain(ids),
    rows: order.map(i => ids.map(id => playerCell(ps[i], id))),
    notes: [],
  };
}

export function startingList(t: Tournament): ListTable {
  const ps = t.participants;
  const order = ps.map((_, i) => i).sort((a, b) => ps[a].startNo - ps[b].startNo);
  return table(ps, order, { kind: 'starting' });
}

export function alphabeticalList(t: Tournament, lang: 'en' | 'de' = 'en'): ListTable {
  const ps = t.participants;
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const order = ps
    .map((_, i) => i)
    .sort((a, b) => collator.compare(ps[a].name, ps[b].name) || ps[a].startNo - ps[b].startNo);
  return table(ps, order, { kind: 'alphabetical' });
}
