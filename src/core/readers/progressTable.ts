/**
 * Reads a Swiss progress table (chess-results, SwissChess, Swiss-Manager style): one row per
 * player, one column per round, each cell the round's opponent, colour and result (`12w1`,
 * `5s½`, `+W9`), a bye or a forfeit. Player columns (start number, name, ratings, points, rank,
 * …) are found by their headers.
 *
 * Numbers in cells are START NUMBERS: those of the start-number column (`Nr`, `SNr`, `#`) when
 * there is one, else the rows' positions 1, 2, … (so a table sorted by rank without a
 * start-number column must number opponents by rank, as chess-results' rank crosstables do).
 *
 * Blank cells are zero-point byes (an absence) in rounds that have been played, `withdrawn`
 * after the player was marked withdrawn, and not rounds at all beyond the last round in which
 * anybody has a game: the tournament then has only the rounds played so far.
 */
import { InputError, cellError, described, rangeError, msg, verbatim } from '../errors';
import { gamesCount, roundsCount } from '../messages/counts';
import { DEFAULT_POINTS, roundRobinPoints } from '../model/points';
import type { Colour, Participant, RoundEntry, Tournament } from '../model/types';
import type { Grid } from './cells';
import { cellText, isBlank } from './cells';
import {
  checkGrid,
  checkDeclaredPoints,
  checkUnique,
  findColumns,
  guessHeaderRows,
  headerCell,
  headerRole,
  optionColumns,
  playerRows,
  readPlayerFields,
  roundHeader,
} from './columns';
import type { ColumnMap, PlayerFields } from './columns';
import { awardText, gameOfSides, isArbiterAward } from './gameSides';
import { parseProgressCell } from './tokens';
import type { ProgressCell, ProgressOutcome } from './tokens';
import type { ReadOptions, ReadResult } from './types';

type GameCell = Extract<ProgressCell, { type: 'game' }>;

const SAY: Readonly<Record<ProgressOutcome, string>> = {
  win: 'won',
  loss: 'lost',
  draw: 'drew',
  'forfeit-win': 'won by forfeit',
  'forfeit-loss': 'lost by forfeit',
  'double-forfeit': 'both forfeited',
  pending: 'not played yet',
};

/**
 * `parsed[row][col]`, when given, is the cell's reading by `parseProgressCell` (layout detection
 * has read every cell once already); cells missing there are read here.
 */
export function readProgressTable(
  grid: Grid,
  options: ReadOptions = {},
  parsed: readonly (readonly (ProgressCell | undefined)[] | undefined)[] = [],
): ReadResult {
  checkGrid(grid);
  const headerRows = guessHeaderRows(grid, options);
  const rows = playerRows(grid, headerRows);
  const fixed = new Set(Object.values(optionColumns(grid, options)));
  const roundCols = findRoundColumns(grid, headerRows, rows, fixed, parsed);
  const map = findColumns(grid, headerRows, rows, new Set(roundCols), options);
  const fields = rows.map(r => readPlayerFields(grid, r, map));
  const startNos = startNumbers(rows, fields, map);
  checkUnique(rows, startNos, map.startNo, msg`start number`);
  checkUnique(
    rows,
    fields.map(f => f.name),
    map.name,
    msg`name`,
  );
  const byStartNo = new Map<number, number>();
  startNos.forEach((s, i) => byStartNo.set(s, i));

  const cells: ProgressCell[][] = rows.map(r =>
    roundCols.map(c => {
      const t = parsed[r]?.[c] ?? parseProgressCell(grid[r][c]);
      if (t.type === 'bad') throw cellError(r, c, t.detail);
      return t;
    }),
  );

  let played = 0;
  cells.forEach(row =>
    row.forEach((t, k) => {
      if (t.type === 'game' || t.type === 'forfeit') played = Math.max(played, k + 1);
    }),
  );

  const numbering = opponentNumbering(
    grid,
    rows,
    roundCols,
    cells,
    startNos,
    byStartNo,
    played,
    map,
  );

  const given = options.pointSystem ?? DEFAULT_POINTS;
  const ps = options.system === 'round-robin' ? roundRobinPoints(given) : given;
  const participants: Participant[] = rows.map((_, i) => {
    const f = fields[i];
    return {
      ...f,
      startNo: startNos[i],
      name: f.name ?? `Player ${startNos[i]}`,
      rounds: entriesOf(cells, i, played, numbering.byNumber, startNos),
    };
  });

  checkDeclaredPoints(participants, rows, map.points, ps, p => `${p.name}'s rounds 1 to ${played}`);

  const tournament: Tournament = {
    rounds: played,
    participants,
    pointSystem: ps,
    system: options.system ?? 'swiss',
  };
  // A round robin typed (or imported) as a progress table is read with its system stated.
  let said =
    tournament.system === 'round-robin'
      ? msg`Round-robin progress table, ${rows.length} players, ${roundsCount(played)}`
      : msg`Swiss progress table, ${rows.length} players, ${roundsCount(played)}`;
  if (played < roundCols.length) {
    said =
      played === 0
        ? msg`${said} (no games yet in ${roundCols.length} round columns)`
        : played + 1 === roundCols.length
          ? msg`${said} (round ${played + 1} not played yet)`
          : msg`${said} (rounds ${played + 1} to ${roundCols.length} not played yet)`;
  }
  if (numbering.byRank) said = msg`${said}, opponents numbered by rank (row order)`;
  // Each game not played yet is written in both players' rows.
  const waiting = cells.flat().filter(t => t.type === 'game' && t.outcome === 'pending').length / 2;
  if (waiting > 0) said = msg`${said}, ${gamesCount(waiting)} not played yet`;
  const awards = arbiterAwards(cells, played, numbering.byNumber, startNos);
  if (awards.length > 0) said = msg`${said}; ${verbatim(awards.join('; '))}`;
  return { tournament, layout: 'progress', sourceRows: rows, ...described(said) };
}

// ---------------------------------------------------------------------------------------------

/**
 * Round columns: headed 1, 2, … (or R1, Rd. 1, 1.Rd, Runde 1) in order; without such headers,
 * the columns whose cells read as round entries with at least one game against an opponent.
 */
function findRoundColumns(
  grid: Grid,
  headerRows: number,
  rows: readonly number[],
  fixed: ReadonlySet<number>,
  parsed: readonly (readonly (ProgressCell | undefined)[] | undefined)[],
): number[] {
  const width = grid[0].length;
  if (headerRows > 0) {
    let best: number[] = [];
    for (let c = 0; c < width; c++) {
      if (fixed.has(c) || roundHeader(headerCell(grid, headerRows, c)) !== 1) continue;
      const run = [c];
      for (let d = c + 1; d < width && !fixed.has(d); d++) {
        if (roundHeader(headerCell(grid, headerRows, d)) !== run.length + 1) break;
        run.push(d);
      }
      if (run.length > best.length) best = run;
    }
    if (best.length > 0) return best;
  }
  const found: number[] = [];
  for (let c = 0; c < width; c++) {
    if (fixed.has(c)) continue;
    if (headerRows > 0 && headerRole(headerCell(grid, headerRows, c))) continue;
    let games = 0;
    let entries = 0;
    let filled = 0;
    for (const r of rows) {
      if (isBlank(grid[r][c])) continue;
      filled++;
      const t = parsed[r]?.[c] ?? parseProgressCell(grid[r][c]);
      if (t.type === 'game') games++;
      if (t.type !== 'bad') entries++;
    }
    if (games > 0 && entries * 2 >= filled) found.push(c);
  }
  if (found.length === 0) {
    throw rangeError(
      msg`could not find the round columns: head them 1, 2, 3 … (or R1, Rd. 1, Runde 1), with cells such as 12w1, 5b½ or +W9`,
    );
  }
  return found;
}

function startNumbers(
  rows: readonly number[],
  fields: readonly PlayerFields[],
  map: ColumnMap,
): number[] {
  if (map.startNo === undefined) return rows.map((_, i) => i + 1);
  return fields.map((f, i) => {
    if (f.startNo === undefined) {
      throw cellError(rows[i], map.startNo as number, msg`the start number is missing`);
    }
    return f.startNo;
  });
}

/**
 * How cells number opponents: by start number, or, when that does not pair up and the rows'
 * positions do, by position (a table sorted by rank whose cells give the opponent's rank, as
 * chess-results' ranking crosstables do, next to a start-number column).
 */
function opponentNumbering(
  grid: Grid,
  rows: readonly number[],
  roundCols: readonly number[],
  cells: readonly (readonly ProgressCell[])[],
  startNos: readonly number[],
  byStartNo: ReadonlyMap<number, number>,
  played: number,
  map: ColumnMap,
): { byNumber: ReadonlyMap<number, number>; byRank: boolean } {
  try {
    checkOpponents(grid, rows, roundCols, cells, startNos, byStartNo, played);
    return { byNumber: byStartNo, byRank: false };
  } catch (e) {
    const positions = rows.map((_, i) => i + 1);
    if (!(e instanceof InputError) || map.startNo === undefined) throw e;
    if (positions.every((p, i) => p === startNos[i])) throw e;
    const byPosition = new Map(positions.map((p, i) => [p, i]));
    try {
      checkOpponents(grid, rows, roundCols, cells, positions, byPosition, played);
    } catch {
      throw e;
    }
    return { byNumber: byPosition, byRank: true };
  }
}

/**
 * Every game must name an existing other player, no player may be claimed by two opponents in
 * one round, and the opponent's cell must say the same game from the other side: opponent, the
 * mirrored result and the other colour.
 */
function checkOpponents(
  grid: Grid,
  rows: readonly number[],
  roundCols: readonly number[],
  cells: readonly (readonly ProgressCell[])[],
  startNos: readonly number[],
  byStartNo: ReadonlyMap<number, number>,
  played: number,
): void {
  const low = Math.min(...startNos);
  const high = Math.max(...startNos);
  for (let k = 0; k < played; k++) {
    const col = roundCols[k];
    const claimedBy = new Map<number, number>();
    for (let i = 0; i < rows.length; i++) {
      const t = cells[i][k];
      if (t.type !== 'game') continue;
      const j = byStartNo.get(t.opponent);
      if (j === undefined) {
        throw cellError(
          rows[i],
          col,
          msg`"${cellText(grid[rows[i]][col])}" names opponent ${t.opponent}, but no player has that start number (they run from ${low} to ${high})`,
        );
      }
      if (j === i) {
        throw cellError(
          rows[i],
          col,
          msg`"${cellText(grid[rows[i]][col])}" pairs player ${startNos[i]} against themself`,
        );
      }
      const other = claimedBy.get(j);
      if (other !== undefined) {
        throw cellError(
          rows[i],
          col,
          msg`player ${startNos[i]} and player ${startNos[other]} ({1}) both name ${t.opponent} as their opponent in round ${k + 1}`,
          [{ row: rows[other], col }],
        );
      }
      claimedBy.set(j, i);
    }
    for (let i = 0; i < rows.length; i++) {
      const t = cells[i][k];
      if (t.type !== 'game') continue;
      const j = byStartNo.get(t.opponent) as number;
      checkMirror(grid, rows, col, k, i, t, j, cells[j][k], startNos);
    }
  }
}

const MIRROR_RESULT: Readonly<Record<ProgressOutcome, string>> = {
  win: '0',
  loss: '1',
  draw: '½',
  'forfeit-win': '-',
  'forfeit-loss': '+',
  'double-forfeit': '--',
  pending: '',
};

/** The outcome a game cell stands for once its mirror is known: two forfeit losses are a double forfeit. */
function settled(t: GameCell, u: ProgressCell): ProgressOutcome {
  if (u.type !== 'game') return t.outcome;
  return gameOfSides(t.outcome, u.outcome)?.[0] ?? t.outcome;
}

/** "round 3: 0-0 for 2 and 5 (arbiter's award)" for each game both sides scored below a win. */
function arbiterAwards(
  cells: readonly (readonly ProgressCell[])[],
  played: number,
  byNumber: ReadonlyMap<number, number>,
  startNos: readonly number[],
): string[] {
  const out: string[] = [];
  for (let k = 0; k < played; k++) {
    cells.forEach((row, i) => {
      const t = row[k];
      if (t.type !== 'game' || t.outcome === 'pending') return;
      const j = byNumber.get(t.opponent) as number;
      const u = cells[j][k];
      if (j < i || u.type !== 'game' || u.outcome === 'pending') return;
      if (!isArbiterAward(t.outcome, u.outcome)) return;
      out.push(
        `round ${k + 1}: ${awardText(t.outcome, u.outcome)} for ${startNos[i]} and ${startNos[j]} (arbiter's award)`,
      );
    });
  }
  return out;
}

function checkMirror(
  grid: Grid,
  rows: readonly number[],
  col: number,
  k: number,
  i: number,
  t: GameCell,
  j: number,
  u: ProgressCell,
  startNos: readonly number[],
): void {
  let why: string | null = null;
  if (u.type !== 'game') why = 'it names no opponent';
  else if (u.opponent !== startNos[i]) why = `it names ${u.opponent} as the opponent`;
  else if (gameOfSides(t.outcome, u.outcome) === null) why = 'the results do not match';
  else if (t.colour && u.colour && t.colour === u.colour) why = 'both have the same colour';
  if (why === null) return;
  const here = `"${cellText(grid[rows[i]][col])}"`;
  const there = isBlank(grid[rows[j]][col]) ? 'blank' : `"${cellText(grid[rows[j]][col])}"`;
  const colour = t.colour ? (t.colour === 'w' ? 'b' : 'w') : '';
  const expected =
    `${startNos[i]}${colour}${MIRROR_RESULT[t.outcome]}` +
    (t.outcome === 'forfeit-loss' ? ` (or ${startNos[i]}${colour}- if both lost by forfeit)` : '');
  throw cellError(
    rows[i],
    col,
    msg`${here} says player ${startNos[i]} ${SAY[t.outcome]} against ${startNos[j]} in round ${k + 1}, but ${startNos[j]}'s cell ({1}) is ${there}: ${why}; expected ${expected}`,
    [{ row: rows[j], col }],
  );
}

/**
 * One entry per round up to the last round with a game; blanks after a withdrawal stay withdrawn.
 * A colour written on one side only is the other colour for the opponent.
 */
function entriesOf(
  cells: readonly (readonly ProgressCell[])[],
  i: number,
  played: number,
  byNumber: ReadonlyMap<number, number>,
  startNos: readonly number[],
): RoundEntry[] {
  const entries: RoundEntry[] = [];
  let withdrawn = false;
  for (let k = 0; k < played; k++) {
    const t = cells[i][k];
    switch (t.type) {
      case 'blank':
        entries.push({ kind: withdrawn ? 'withdrawn' : 'zero-bye' });
        break;
      case 'bye':
        if (t.kind === 'withdrawn') withdrawn = true;
        entries.push({ kind: t.kind });
        break;
      case 'forfeit':
        entries.push({ kind: t.outcome, opponent: null });
        break;
      case 'game': {
        const j = byNumber.get(t.opponent) as number;
        const u = cells[j][k];
        const mirrored = u.type === 'game' && u.colour ? (u.colour === 'w' ? 'b' : 'w') : undefined;
        entries.push(gameEntry(settled(t, u), startNos[j], t.colour ?? mirrored));
        break;
      }
      case 'bad':
        // parseProgressCell's errors were thrown while reading the cells.
        throw rangeError(t.detail);
    }
  }
  return entries;
}

function gameEntry(
  outcome: ProgressOutcome,
  opponent: number,
  colour: Colour | undefined,
): RoundEntry {
  switch (outcome) {
    case 'win':
    case 'draw':
    case 'loss':
      return colour
        ? { kind: 'played', opponent, result: outcome, rated: true, colour }
        : { kind: 'played', opponent, result: outcome, rated: true };
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
    case 'pending':
      return colour ? { kind: outcome, opponent, colour } : { kind: outcome, opponent };
  }
}
