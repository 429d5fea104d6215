/**
 * The standard tournament model (any reader's output) as a Keizer competition. The standard
 * model knows a zero-point bye but not why the player was away; the results-list reader keeps
 * that in a side table of absences (`excused`, `unexcused`, `club`, `unspecified`), which this
 * adapter takes as it is.
 */
import { rangeError, msg } from '../errors';
import type {
  DoubleForfeitRound,
  ForfeitLossRound,
  ForfeitWinRound,
  Participant,
  PlayedRound,
  RoundEntry,
  Tournament,
} from '../model/types';
import type {
  KeizerCompetition,
  KeizerGame,
  KeizerOffBoard,
  KeizerResult,
  KeizerRound,
  OffBoardKind,
} from './model';

/** Why a player was away in a round: the results-list reader's `Absence` fits this shape. */
export interface AbsenceNote {
  readonly startNo: number;
  readonly round: number;
  readonly kind: 'excused' | 'unexcused' | 'club' | 'unspecified';
}

export interface FromTournamentOptions {
  /**
   * How a granted full-point bye (TRF `F`) counts ['bye': Keizer has no full point; the nearest
   * is the round the pairing left free].
   */
  readonly fullBye?: OffBoardKind;
  /** How a requested half-point bye (TRF `H`) counts ['excused': an absence announced ahead]. */
  readonly halfBye?: OffBoardKind;
}

type GameEntry = PlayedRound | ForfeitWinRound | ForfeitLossRound | DoubleForfeitRound;

/** White's result for a game, given one side's entry and colour. */
function resultFrom(entry: GameEntry, white: boolean): KeizerResult {
  const own: KeizerResult = (() => {
    switch (entry.kind) {
      case 'played':
        return entry.result === 'win' ? '1-0' : entry.result === 'draw' ? '½-½' : '0-1';
      case 'forfeit-win':
        return '+-';
      case 'forfeit-loss':
        return '-+';
      case 'double-forfeit':
        return '--';
    }
  })();
  if (white) return own;
  const flipped: Record<KeizerResult, KeizerResult> = {
    '1-0': '0-1',
    '0-1': '1-0',
    '½-½': '½-½',
    '+-': '-+',
    '-+': '+-',
    '--': '--',
  };
  return flipped[own];
}

/** Names made unique: a second "Müller" becomes "Müller (7)" after its start number. */
function uniqueNames(ps: readonly Participant[]): Map<number, string> {
  const count = new Map<string, number>();
  for (const p of ps) count.set(p.name, (count.get(p.name) ?? 0) + 1);
  return new Map(
    ps.map(p => [p.startNo, (count.get(p.name) ?? 0) > 1 ? `${p.name} (${p.startNo})` : p.name]),
  );
}

function offBoardFor(
  entry: RoundEntry,
  note: AbsenceNote | undefined,
  options: FromTournamentOptions,
): OffBoardKind | null {
  switch (entry.kind) {
    case 'pairing-bye':
      return 'bye';
    case 'full-bye':
      return options.fullBye ?? 'bye';
    case 'half-bye':
      return options.halfBye ?? 'excused';
    case 'not-joined':
      return 'not-joined';
    case 'zero-bye':
      // Without a stated reason the player is simply missing; the scoring options decide.
      return note && note.kind !== 'unspecified' ? note.kind : null;
    default:
      return null;
  }
}

export function keizerFromTournament(
  t: Tournament,
  absences: readonly AbsenceNote[] = [],
  options: FromTournamentOptions = {},
): KeizerCompetition {
  const byStartNo = new Map(t.participants.map(p => [p.startNo, p]));
  const names = uniqueNames(t.participants);
  const notes = new Map<string, AbsenceNote>();
  for (const a of absences) {
    const p = byStartNo.get(a.startNo);
    if (!p)
      throw rangeError(msg`absence in round ${a.round}: no player has start number ${a.startNo}`);
    const entry = p.rounds[a.round - 1];
    if (!entry || entry.kind !== 'zero-bye') {
      throw rangeError(
        msg`absence in round ${a.round}: ${p.name} has ${entry ? `a ${entry.kind} entry` : 'no such round'}, not an absence`,
      );
    }
    notes.set(`${a.startNo}:${a.round}`, a);
  }

  const rounds: KeizerRound[] = [];
  for (let r = 0; r < t.rounds; r++) {
    const games: KeizerGame[] = [];
    const offBoard: KeizerOffBoard[] = [];
    for (const p of t.participants) {
      const entry = p.rounds[r];
      const name = names.get(p.startNo) as string;
      const where = msg`round ${r + 1}: ${p.name}`;
      if (!entry) throw rangeError(msg`${where} has no entry for this round`);
      if (entry.kind === 'pending') {
        throw rangeError(
          msg`${where} has a game without a result; Keizer standings need every result of an evening`,
        );
      }
      if (entry.kind === 'forfeit-win' || entry.kind === 'forfeit-loss') {
        if (entry.opponent === null) {
          throw rangeError(
            msg`${where} has a forfeit without a named opponent; a Keizer credit is a share of the opponent's value`,
          );
        }
      }
      if ('opponent' in entry && entry.opponent !== null) {
        const game = gameOf(entry as GameEntry, p, byStartNo, names, r);
        if (game) games.push(game);
        continue;
      }
      const kind = offBoardFor(entry, notes.get(`${p.startNo}:${r + 1}`), options);
      if (kind) offBoard.push({ player: name, kind });
    }
    rounds.push({ games, offBoard });
  }

  return {
    players: t.participants.map(p => ({
      name: names.get(p.startNo) as string,
      rating: p.rating ?? p.nationalRating ?? 0,
      status: p.rounds.some(e => e.kind === 'withdrawn') ? 'withdrawn' : 'active',
    })),
    rounds,
  };
}

const MIRROR: Record<string, string> = {
  'played:win': 'played:loss',
  'played:loss': 'played:win',
  'played:draw': 'played:draw',
  'forfeit-win': 'forfeit-loss',
  'forfeit-loss': 'forfeit-win',
  'double-forfeit': 'double-forfeit',
};

function kindOf(e: GameEntry): string {
  return e.kind === 'played' ? `played:${e.result}` : e.kind;
}

/** The game once, from the side with the lower start number; null for the other side. */
function gameOf(
  entry: GameEntry,
  p: Participant,
  byStartNo: ReadonlyMap<number, Participant>,
  names: ReadonlyMap<number, string>,
  r: number,
): KeizerGame | null {
  const oppNo = entry.opponent as number;
  const opp = byStartNo.get(oppNo);
  const where = msg`round ${r + 1}: ${p.name}`;
  if (!opp) throw rangeError(msg`${where} meets start number ${oppNo}, who is not in the list`);
  const other = opp.rounds[r];
  if (!other || !('opponent' in other) || other.opponent !== p.startNo) {
    throw rangeError(
      msg`${where} meets ${opp.name}, but ${opp.name}'s round ${r + 1} does not say so`,
    );
  }
  if (MIRROR[kindOf(entry)] !== kindOf(other as GameEntry)) {
    throw rangeError(msg`${where} and ${opp.name} disagree about the result of their game`);
  }
  if (p.startNo > oppNo) return null;
  const colour =
    entry.colour ?? (other.colour === 'w' ? 'b' : other.colour === 'b' ? 'w' : undefined);
  const pWhite = colour !== 'b';
  const white = pWhite ? p : opp;
  const black = pWhite ? opp : p;
  return {
    white: names.get(white.startNo) as string,
    black: names.get(black.startNo) as string,
    result: resultFrom(entry, pWhite),
    ...(colour === undefined && { colourUnknown: true }),
  };
}
