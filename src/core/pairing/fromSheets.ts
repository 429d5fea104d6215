/**
 * A Swiss kept in a sheet — a results list (Round | Board | White | Black | Result, byes and
 * absences as rows) and a player list (Nr | Name | Elo | Status) — as the request for the next
 * round's pairing. Pairing numbers follow the player list (its Nr column, else its order, or by
 * rating when asked); the results list gives the histories (C.04.2: forfeits are paired but not
 * played, requested byes not paired); who is absent in the next round comes from the player
 * list's Status column (readers/statusMarks.ts: `H`, `Z`, `F`, `W`, for the next round or the
 * rounds given), withdrawn rows of the results list, and the organiser's own list of absentees
 * and players who play after all (the sidebar's ticks), which win over the Status column.
 */
import { InputError, cellError, msg, rangeError, type RelatedCell } from '../errors';
import type { Grid } from '../readers/cells';
import { playerNameKey, readPlayerList, type PlayerListEntry } from '../readers/playerList';
import { readResultsList, type ResultsListColumns } from '../readers/resultsList';
import { withCellErrors } from '../readers/trfColumn';
import { markFor } from '../readers/statusMarks';
import { readPairingTrf, refuseFinished } from './fromTrf';
import { playedPairings, trfPlayedPairings, type PlayedPairing } from './checkInput';
import type { BakuPlan } from './baku';
import type { Participant, RoundEntry } from '../model/types';
import { PlayerListError } from '../keizer/fromSheets';
import { noByeCandidate, noByeCandidateMessage, refuseNoByeCandidateInTrf } from './byeEligibility';
import { conflictWithRecord, initialColourFromHistory, type RecordedColour } from './initialColour';
import type { PairingColour, PairingPlayer, PairingRequest, PastRound } from './types';

/**
 * Why a player is not paired in the next round: a requested half-point bye (TRF `0000 - H`), a
 * zero-point bye (`Z`), a full-point bye the regulations grant (`F`), or withdrawn.
 */
export type NextRoundAbsence = 'half-bye' | 'zero-bye' | 'full-bye' | 'withdrawn';

export interface Absentee {
  /** As typed or ticked; matched like the results list matches names. */
  readonly name: string;
  readonly kind: NextRoundAbsence;
}

export interface SwissSheetOptions {
  /** Total number of rounds (decides the final round's topscorer rules). */
  readonly totalRounds: number;
  /** Colour of pairing number 1 in round 1; white when not given. */
  readonly initialColour?: PairingColour;
  readonly absent?: readonly Absentee[];
  /** Names that play in the round whatever the player list's Status column says. */
  readonly present?: readonly string[];
  /** Pairs of names that may not meet (XXP). */
  readonly forbidden?: readonly (readonly string[])[];
  /** The Baku acceleration (C.04.5.1): virtual points worked out for every round. */
  readonly accelerate?: 'baku';
  /** `rating`: pairing numbers by rating (unrated last, list order among equals) instead of list order. */
  readonly order?: 'list' | 'rating';
}

export interface SwissSheetInput {
  readonly request: PairingRequest;
  /** The round the request pairs. */
  readonly round: number;
  /** Name of every pairing number. */
  readonly names: ReadonlyMap<number, string>;
  /**
   * Players not paired in the round and why, pairing-number order. `recorded`: a withdrawal the
   * sheet already holds (the player list's Status, or a withdrawn row in an earlier round), which
   * needs no row of its own in the new round.
   */
  readonly absent: readonly {
    readonly id: number;
    readonly kind: NextRoundAbsence;
    readonly recorded: boolean;
  }[];
  /** Where the results list's columns are (0-based within its grid); none for a pasted TRF. */
  readonly columns?: ResultsListColumns;
  /** The pairing played in each round before, round 1 first (for the pairing checker). */
  readonly played: readonly PlayedPairing[];
  /** The Baku plan the request's virtual points come from, when accelerated. */
  readonly baku?: BakuPlan;
}

/** A past round of the results list in the Dutch rules' terms (pairing spec §1 and §8). */
function pastRound(e: RoundEntry, id: (startNo: number) => number): PastRound {
  const none = { opponent: null, colour: null, played: false } as const;
  switch (e.kind) {
    case 'played':
      return {
        opponent: id(e.opponent),
        colour: e.colour ?? null,
        outcome: e.result,
        played: true,
        paired: true,
      };
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
      return {
        opponent: e.opponent === null ? null : id(e.opponent),
        colour: null,
        outcome: e.kind === 'forfeit-win' ? 'win' : 'loss',
        played: false,
        paired: true,
      };
    case 'pairing-bye':
      return { ...none, outcome: 'win', paired: true };
    case 'full-bye':
      return { ...none, outcome: 'win', paired: false };
    case 'half-bye':
      return { ...none, outcome: 'draw', paired: false };
    case 'pending':
      // Refused before: a round with a game still to be played cannot be paired after.
      throw new Error('a pending game in a round to pair after');
    default:
      return { ...none, outcome: 'loss', paired: false };
  }
}

function readList(players: Grid): PlayerListEntry[] {
  try {
    return readPlayerList(players);
  } catch (e) {
    if (e instanceof InputError) throw new PlayerListError(e);
    throw e;
  }
}

/** Player-list rows in pairing-number order: the Nr column, else the list's order (or rating). */
export function pairingOrder(
  list: readonly PlayerListEntry[],
  order: 'list' | 'rating',
): PlayerListEntry[] {
  if (list.every(e => e.startNo !== undefined)) {
    return [...list].sort((a, b) => (a.startNo as number) - (b.startNo as number));
  }
  if (order === 'list') return [...list];
  return [...list].sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
}

/** Every Result cell still empty, named: the previous round must be complete before pairing. */
function refuseMissingResults(
  pending: readonly { round: number; row: number }[],
  resultCol: number,
): void {
  if (pending.length === 0) return;
  const [first, ...rest] = pending;
  const related: RelatedCell[] = rest.map(p => ({ row: p.row, col: resultCol }));
  const others = related.map((_, i) => `{${i + 1}}`).join(', ');
  const rounds = [...new Set(pending.map(p => p.round))].join(', ');
  throw cellError(
    first.row,
    resultCol,
    `the result is missing${rest.length > 0 ? ` (also in ${others})` : ''}: round ${rounds} ` +
      'must be complete before the next round is paired',
    related,
  );
}

function findPlayer(byKey: ReadonlyMap<string, number>, name: string, what: string): number {
  const id = byKey.get(playerNameKey(name));
  if (id === undefined) throw rangeError(`${what}: "${name}" is not in the player list`);
  return id;
}

/**
 * The row of the results list that holds `name`'s entry of `round` (a blank round cell repeats
 * the round above, as the reader reads it); -1 when none does.
 */
function rowOfEntry(grid: Grid, cols: ResultsListColumns, round: number, name: string): number {
  const key = playerNameKey(name);
  const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
  let current = 1;
  for (let r = 0; r < grid.length; r++) {
    const row = grid[r];
    if (cols.round !== undefined) {
      const n = Number(text(row[cols.round]).trim());
      if (text(row[cols.round]).trim() !== '' && Number.isInteger(n)) current = n;
    }
    if (current !== round) continue;
    const names = [row[cols.white], row[cols.black]].map(v => playerNameKey(text(v)));
    if (names.includes(key)) return r;
  }
  return -1;
}

/**
 * An odd field where nobody may receive the pairing-allocated bye (C.04.1 art. 4 / C2): each
 * player with the Result cell of the round that barred him.
 */
function refuseNoByeCandidateInSheet(
  results: Grid,
  cols: ResultsListColumns,
  req: PairingRequest,
  names: ReadonlyMap<number, string>,
): void {
  const barred = noByeCandidate(req);
  if (barred === null) return;
  const related: RelatedCell[] = [];
  const cellOf = new Map<number, string>();
  for (const b of barred) {
    const name = names.get(b.id) as string;
    const row = rowOfEntry(results, cols, b.bars[0].round, name);
    if (row < 0) continue;
    related.push({ row, col: cols.result });
    cellOf.set(b.id, `{${related.length}}`);
  }
  const name = (id: number) => names.get(id) as string;
  const firstBar = new Map(barred.map(b => [b.id, b.bars[0].round] as const));
  const detail = noByeCandidateMessage(
    barred,
    name,
    id => cellOf.get(id) ?? msg`round ${firstBar.get(id) as number}`,
  );
  if (related.length === 0) throw rangeError(detail);
  throw cellError(related[0].row, related[0].col, detail, related);
}

/**
 * The initial colour: what the sheet already records (round 1's colours, a TRF's XXC), else
 * the organiser's choice (set or drawn), else white. A choice against the record is refused:
 * changing it would silently change every later round's colours.
 */
function chooseColour(recorded: RecordedColour, chosen: PairingColour | undefined): PairingColour {
  if (chosen !== undefined) {
    const conflict = conflictWithRecord(recorded, chosen);
    if (conflict) throw rangeError(conflict);
  }
  return recorded?.colour ?? chosen ?? 'w';
}

/** A Status mark for a round the tournament does not have, named at its cell of the player list. */
function checkMarkRounds(list: readonly PlayerListEntry[], totalRounds: number): void {
  for (const e of list) {
    const last = Math.max(0, ...(e.marks ?? []).flatMap(m => m.rounds));
    if (last > totalRounds) {
      throw new PlayerListError(
        cellError(
          e.sourceRow,
          e.statusCol as number,
          msg`the Status names round ${last}, but the tournament has ${totalRounds} rounds`,
        ),
      );
    }
  }
}

export function readSwissSheets(
  results: Grid,
  players: Grid,
  options: SwissSheetOptions,
): SwissSheetInput {
  const list = readList(players);
  // A Swiss is paired: a list whose first rounds happen to follow the Berger table stays one.
  const read = readResultsList(results, { players, system: 'swiss' });
  refuseMissingResults(read.pending, read.columns.result);

  const ordered = pairingOrder(list, options.order ?? 'list');
  const idOfKey = new Map(ordered.map((e, i) => [playerNameKey(e.name), i + 1] as const));
  const participantOf = new Map<number, Participant>(
    read.tournament.participants.map(p => [p.startNo, p] as const),
  );
  const idOfStartNo = new Map(
    read.tournament.participants.map(p => [
      p.startNo,
      idOfKey.get(playerNameKey(p.name)) as number,
    ]),
  );
  const id = (startNo: number) => idOfStartNo.get(startNo) as number;
  const names = new Map(ordered.map((e, i) => [i + 1, e.name] as const));

  const round = read.tournament.rounds + 1;
  checkMarkRounds(ordered, options.totalRounds);
  const absence = new Map<number, NextRoundAbsence>();
  for (const e of ordered) {
    const pid = idOfKey.get(playerNameKey(e.name)) as number;
    if (e.status === 'withdrawn') absence.set(pid, 'withdrawn');
    const kind = e.marks === undefined ? undefined : markFor(e.marks, round, round);
    if (kind !== undefined) absence.set(pid, kind);
  }
  // A withdrawal in the Status column needs no row of its own in the new round.
  const recorded = new Set([...absence].filter(([, k]) => k === 'withdrawn').map(([pid]) => pid));
  // A withdrawal written as a row of the results list holds for the rounds after it.
  const withdrawnRows = new Set<number>();
  for (const p of read.tournament.participants) {
    if (p.rounds[p.rounds.length - 1]?.kind === 'withdrawn') {
      withdrawnRows.add(id(p.startNo));
      absence.set(id(p.startNo), 'withdrawn');
      recorded.add(id(p.startNo));
    }
  }
  for (const a of options.absent ?? []) {
    absence.set(findPlayer(idOfKey, a.name, 'absent'), a.kind);
  }
  for (const name of options.present ?? []) {
    const pid = findPlayer(idOfKey, name, 'present');
    if (withdrawnRows.has(pid)) {
      throw rangeError(
        msg`"${names.get(pid) as string}" has a withdrawn row in the results list and is not paired again`,
      );
    }
    absence.delete(pid);
  }
  const forbidden = (options.forbidden ?? []).map(group =>
    group.map(name => findPlayer(idOfKey, name, 'forbidden pair')),
  );

  if (round > options.totalRounds) {
    throw rangeError(
      `all ${options.totalRounds} rounds are in the results list; there is no round ${round} to pair ` +
        '(give the total number of rounds if the tournament is longer)',
    );
  }
  const pairingPlayers: PairingPlayer[] = ordered.map((e, i) => {
    const startNo = [...idOfStartNo].find(([, v]) => v === i + 1)?.[0];
    const participant = startNo === undefined ? undefined : participantOf.get(startNo);
    return {
      id: i + 1,
      name: e.name,
      ...(e.rating !== undefined ? { rating: e.rating } : {}),
      rounds: (participant?.rounds ?? []).map(r => pastRound(r, id)),
      available: !absence.has(i + 1),
    };
  });
  const played = initialColourFromHistory(pairingPlayers);
  const request: PairingRequest = {
    players: pairingPlayers,
    totalRounds: options.totalRounds,
    initialColour: chooseColour(
      played === null ? null : { how: 'history', colour: played },
      options.initialColour,
    ),
    forbidden,
  };
  refuseNoByeCandidateInSheet(results, read.columns, request, names);
  // Forfeits keep the colours and every game its board as the results list writes them.
  const participantOfId = new Map(
    [...idOfStartNo].map(([startNo, pid]) => [pid, participantOf.get(startNo)] as const),
  );
  const entry = (round: number, pid: number) => participantOfId.get(pid)?.rounds[round - 1];
  const playedRounds = playedPairings(
    pairingPlayers,
    round - 1,
    (r, pid) => {
      const e = entry(r, pid);
      return e !== undefined && 'colour' in e ? (e.colour ?? null) : null;
    },
    (r, pid) => {
      const e = entry(r, pid);
      return e !== undefined && 'board' in e ? e.board : undefined;
    },
  );
  return {
    request,
    round,
    names,
    absent: [...absence]
      .sort((a, b) => a[0] - b[0])
      .map(([pid, kind]) => ({
        id: pid,
        kind,
        recorded: kind === 'withdrawn' && recorded.has(pid),
      })),
    columns: read.columns,
    played: playedRounds,
  };
}

/**
 * A TRF pasted into a sheet (one line per row in the first column), read as the pairing engines
 * read the file (fromTrf.ts); its line errors name the cells. Absentees ticked or typed are not
 * paired, on top of the file's own round entries; the total rounds and initial colour given
 * override XXR and XXC.
 */
export function readSwissTrfColumn(
  grid: Grid,
  options: Partial<SwissSheetOptions> = {},
): SwissSheetInput {
  const extended = options.totalRounds !== undefined;
  const file = withCellErrors(grid, text => {
    const read = readPairingTrf(text, extended ? { totalRounds: options.totalRounds } : {});
    refuseFinished(read, extended);
    return read;
  });
  const players = file.request.players;
  const names = new Map(players.map(p => [p.id, p.name ?? String(p.id)] as const));
  const idOfKey = new Map(players.map(p => [playerNameKey(names.get(p.id) as string), p.id]));
  const absence = new Map<number, NextRoundAbsence>();
  for (const a of options.absent ?? []) {
    absence.set(findPlayer(idOfKey, a.name, 'absent'), a.kind);
  }
  const forbidden = (options.forbidden ?? []).map(group =>
    group.map(name => findPlayer(idOfKey, name, 'forbidden pair')),
  );
  const request: PairingRequest = {
    ...file.request,
    players: players.map(p => (absence.has(p.id) ? { ...p, available: false } : p)),
    ...(options.totalRounds !== undefined ? { totalRounds: options.totalRounds } : {}),
    initialColour:
      file.recordedColour === null && options.initialColour === undefined
        ? file.request.initialColour
        : chooseColour(file.recordedColour, options.initialColour),
    forbidden: [...(file.request.forbidden ?? []), ...forbidden],
  };
  withCellErrors(grid, () => refuseNoByeCandidateInTrf(request, file.playerLine));
  return {
    request,
    round: file.round,
    names,
    absent: [...absence]
      .sort((a, b) => a[0] - b[0])
      .map(([id, kind]) => ({ id, kind, recorded: false })),
    played: trfPlayedPairings(file),
  };
}
