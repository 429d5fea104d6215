/**
 * What the Dutch rules read from a player's history before a round: scores (with acceleration),
 * colour difference and preference, floats, PAB eligibility, effective pairing number.
 */
import { DEFAULT_PAIRING_POINTS } from './types';
import type {
  PairingColour,
  PairingPlayer,
  PairingPoints,
  PairingRequest,
  PastRound,
} from './types';

export type Preference = PairingColour | null;
export type Float = 'down' | 'up' | null;

export interface Standing {
  readonly id: number;
  readonly player: PairingPlayer;
  /** Rounds 1..played, padded with absences. */
  readonly rounds: readonly PastRound[];
  /** 0-based effective pairing number (players who never took part and are absent are skipped). */
  readonly rank: number;
  readonly score: number;
  /** Pairing score: score plus this round's virtual points. */
  readonly pairingScore: number;
  readonly playedGames: number;
  /** |games with White − games with Black|. */
  readonly imbalance: number;
  readonly preference: Preference;
  /** The colour of the last two played games when they are equal, else null. */
  readonly repeated: Preference;
  readonly strong: boolean;
  readonly absolute: boolean;
  /** |CD| > 1. */
  readonly absoluteImbalance: boolean;
  readonly byeEligible: boolean;
  /** Float one and two rounds back. */
  readonly floats: readonly [Float, Float];
  /** Colours of played games, oldest first. */
  readonly colours: readonly PairingColour[];
}

export interface Field {
  readonly standings: readonly Standing[];
  /** Standings of the players to pair, by id. */
  readonly byId: ReadonlyMap<number, Standing>;
  readonly played: number;
  readonly totalRounds: number;
  readonly points: PairingPoints;
  readonly initialColour: PairingColour;
}

export function pointsOf(r: PastRound, points: PairingPoints): number {
  if (r.outcome === 'draw') return points.draw;
  if (r.outcome === 'win') return r.opponent === null && r.paired ? points.pairingBye : points.win;
  if (!r.paired) return points.zeroBye;
  return r.played ? points.loss : points.forfeitLoss;
}

/**
 * A round that bars the player from the pairing-allocated bye (C.04.1 art. 4): a win's worth
 * scored without playing (a PAB, a forfeit win, a full-point bye).
 */
export function barsBye(r: PastRound, points: PairingPoints): boolean {
  return !r.played && pointsOf(r, points) >= points.win;
}

const ABSENT: PastRound = {
  opponent: null,
  colour: null,
  outcome: 'loss',
  played: false,
  paired: false,
};

/**
 * Baku (C.04.5.1) virtual points as the endorsed engine gives them: the top ⌈n/2⌉ of the start
 * list get a win's worth in the first half of the accelerated rounds, a draw's worth in the rest;
 * the accelerated rounds are the first ⌈R/2⌉.
 */
function bakuAcceleration(
  ids: readonly number[],
  totalRounds: number,
  points: PairingPoints,
): (id: number, roundIndex: number) => number {
  const top = new Set(ids.slice(0, Math.floor((ids.length - 1) / 2) + 1));
  const lastRound = Math.floor((totalRounds - 1) / 2);
  const lastFull = Math.floor(lastRound / 2);
  return (id, roundIndex) =>
    !top.has(id)
      ? 0
      : roundIndex <= lastFull
        ? points.win
        : roundIndex <= lastRound
          ? points.draw
          : 0;
}

/** Number of rounds already played: the last round in which anybody took part in the pairing. */
export function playedRounds(players: readonly PairingPlayer[]): number {
  let played = 0;
  for (const p of players) {
    p.rounds.forEach((r, i) => {
      if (r.paired && i + 1 > played) played = i + 1;
    });
  }
  return played;
}

export function buildField(req: PairingRequest): Field {
  const points = req.points ?? DEFAULT_PAIRING_POINTS;
  const played = playedRounds(req.players);
  const sorted = [...req.players].sort((a, b) => a.id - b.id);
  const valid = sorted.filter(p => p.available || p.rounds.some(r => r.paired));
  const ranks = new Map<number, number>();
  valid.forEach((p, i) => ranks.set(p.id, i));
  const baku = req.baku
    ? bakuAcceleration(
        sorted.map(p => p.id),
        req.totalRounds,
        points,
      )
    : null;

  const histories = new Map<number, PastRound[]>();
  for (const p of valid) {
    const rounds = p.rounds.slice(0, played);
    while (rounds.length < played) rounds.push(ABSENT);
    histories.set(p.id, rounds);
  }
  const accel = (p: PairingPlayer, roundIndex: number): number => {
    if (baku) return baku(p.id, roundIndex);
    return p.accelerations?.[roundIndex] ?? 0;
  };
  const scoreBack = (p: PairingPlayer, back: number): number => {
    const rounds = histories.get(p.id) as PastRound[];
    let s = 0;
    for (let i = 0; i < played - back; i++) s += pointsOf(rounds[i], points);
    return s + accel(p, played - back);
  };
  const byIdPlayer = new Map(valid.map(p => [p.id, p] as const));
  const floatOf = (p: PairingPlayer, back: number): Float => {
    if (played < back) return null;
    const r = (histories.get(p.id) as PastRound[])[played - back];
    if (!r.played) return pointsOf(r, points) > points.loss ? 'down' : null;
    const mine = scoreBack(p, back);
    const opp = byIdPlayer.get(r.opponent as number);
    const theirs = opp ? scoreBack(opp, back) : mine;
    return mine > theirs ? 'down' : mine < theirs ? 'up' : null;
  };

  const standings: Standing[] = valid.map(p => {
    const rounds = histories.get(p.id) as PastRound[];
    let white = 0;
    let black = 0;
    let consecutive = 0;
    let last: PairingColour | null = null;
    const colours: PairingColour[] = [];
    for (const r of rounds) {
      if (!r.played || r.colour === null) continue;
      colours.push(r.colour);
      if (r.colour === 'w') white++;
      else black++;
      consecutive = consecutive > 0 && r.colour === last ? consecutive + 1 : 1;
      last = r.colour;
    }
    const lower: PairingColour = white > black ? 'b' : 'w';
    const imbalance = Math.abs(white - black);
    const invert = (c: PairingColour | null): Preference =>
      c === null ? null : c === 'w' ? 'b' : 'w';
    const preference: Preference =
      imbalance > 1
        ? lower
        : consecutive > 1
          ? invert(last)
          : imbalance > 0
            ? lower
            : consecutive > 0
              ? invert(last)
              : null;
    const repeated = consecutive > 1 ? last : null;
    const absoluteImbalance = imbalance > 1;
    const absolute = absoluteImbalance || repeated !== null;
    const score = rounds.reduce((s, r) => s + pointsOf(r, points), 0);
    return {
      id: p.id,
      player: p,
      rounds,
      rank: ranks.get(p.id) as number,
      score,
      pairingScore: score + accel(p, played),
      playedGames: colours.length,
      imbalance,
      preference,
      repeated,
      strong: !absolute && imbalance > 0,
      absolute,
      absoluteImbalance,
      byeEligible: !rounds.some(r => barsBye(r, points)),
      floats: [floatOf(p, 1), floatOf(p, 2)],
      colours,
    };
  });
  return {
    standings,
    byId: new Map(standings.map(s => [s.id, s] as const)),
    played,
    totalRounds: req.totalRounds,
    points,
    initialColour: req.initialColour,
  };
}

/** Higher in the pairing order: higher pairing score, then lower effective pairing number. */
export function ranksAbove(a: Standing, b: Standing): boolean {
  return a.pairingScore > b.pairingScore || (a.pairingScore === b.pairingScore && a.rank < b.rank);
}
