/**
 * A tournament written as a Swiss progress table (one row per player, one column per round,
 * cells such as `12w1`), the layout the readers and the custom functions read back. Used to turn
 * an imported TRF file into a sheet.
 */
import { birthYear, readBirth } from '../../core/readers/personCells';
import { DEFAULT_POINTS, totalPoints } from '../../core';
import type { Participant, PointSystem, RoundEntry, Tournament } from '../../core';

export interface ProgressGrid {
  /** Header row first; every cell a string or a number. */
  readonly rows: (string | number)[][];
  /** Rounds before a late entry, written as Z (the table has no word for them). */
  readonly notJoined: number;
  /** Games of less than one move (TRF W/D/L), written as ordinary games. */
  readonly unratedGames: number;
  /** False when the tournament's point system is not 1/½/0: the Pts column is left out. */
  readonly pointsColumn: boolean;
}

const RESULT: Readonly<Record<'win' | 'draw' | 'loss', string>> = {
  win: '1',
  draw: '½',
  loss: '0',
};

function samePoints(a: PointSystem, b: PointSystem): boolean {
  return (Object.keys(b) as (keyof PointSystem)[]).every(k => a[k] === b[k]);
}

/**
 * One round entry as progress-table text. Colours are written when known; a game not played yet
 * needs one to be read (`12w`), so one is supplied (lower start number white), which no
 * tie-break reads for an unplayed game.
 */
export function progressCell(e: RoundEntry, self: number): string {
  switch (e.kind) {
    case 'played':
      return `${e.opponent}${e.colour ?? ' '}${RESULT[e.result]}`;
    case 'forfeit-win':
    case 'forfeit-loss': {
      const sign = e.kind === 'forfeit-win' ? '+' : '-';
      return e.opponent === null ? sign : `${e.opponent}${e.colour ?? ' '}${sign}`;
    }
    case 'double-forfeit':
      return `${e.opponent}${e.colour ?? ' '}--`;
    case 'pending':
      return `${e.opponent}${e.colour ?? (self < e.opponent ? 'w' : 'b')}`;
    case 'pairing-bye':
      return 'U';
    case 'full-bye':
      return 'F';
    case 'half-bye':
      return 'H';
    case 'zero-bye':
    case 'not-joined':
      return 'Z';
    case 'withdrawn':
      return 'withdrawn';
  }
}

function birthCell(p: Participant): string | undefined {
  const read = p.birthDate === undefined ? undefined : readBirth(p.birthDate);
  if (typeof read === 'string') return read;
  const year = birthYear(p.birthDate);
  return year === undefined ? undefined : String(year);
}

function has(ps: readonly Participant[], f: (p: Participant) => unknown): boolean {
  return ps.some(p => f(p) !== undefined && f(p) !== '');
}

/** The progress table of a tournament. Text cells are returned plain; the writer marks them as text. */
export function progressGrid(t: Tournament): ProgressGrid {
  const ps = t.participants;
  const pointsColumn = samePoints(t.pointSystem, DEFAULT_POINTS);
  const extra: { header: string; value: (p: Participant) => string | number | undefined }[] = [];
  if (has(ps, p => p.title)) extra.push({ header: 'Title', value: p => p.title });
  if (has(ps, p => p.federation)) extra.push({ header: 'Fed', value: p => p.federation });
  if (has(ps, p => p.rating)) extra.push({ header: 'Elo', value: p => p.rating });
  if (has(ps, p => p.nationalRating)) extra.push({ header: 'DWZ', value: p => p.nationalRating });
  if (has(ps, p => p.club)) extra.push({ header: 'Club', value: p => p.club });
  // What prize lists read (best woman, age groups): a birth cell the player-list readers take
  // back, the year alone where a file gives no whole date (`1987/00/00`).
  if (has(ps, p => p.fideId)) extra.push({ header: 'FIDE id', value: p => p.fideId });
  if (has(ps, p => birthCell(p))) extra.push({ header: 'Birth', value: birthCell });
  if (has(ps, p => p.sex)) extra.push({ header: 'Sex', value: p => p.sex });
  const rounds = Array.from({ length: t.rounds }, (_, k) => `R${k + 1}`);
  const header = [
    'No',
    'Name',
    ...extra.map(x => x.header),
    ...rounds,
    ...(pointsColumn ? ['Pts'] : []),
  ];
  let notJoined = 0;
  let unratedGames = 0;
  const rows = ps.map(p => {
    const cells = p.rounds.map(e => {
      if (e.kind === 'not-joined') notJoined++;
      if (e.kind === 'played' && !e.rated && p.startNo < e.opponent) unratedGames++;
      return progressCell(e, p.startNo);
    });
    return [
      p.startNo,
      p.name,
      ...extra.map(x => x.value(p) ?? ''),
      ...cells,
      ...(pointsColumn ? [totalPoints(p, t.pointSystem)] : []),
    ];
  });
  return { rows: [header, ...rows], notJoined, unratedGames, pointsColumn };
}
