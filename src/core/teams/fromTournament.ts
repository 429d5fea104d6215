/**
 * The team event behind a Tournament that has teams (TRF `013`/`310`): the games of two teams'
 * players in a round make their match, whatever board each game was on; team byes (`240`, `320`)
 * and forfeited matches (`330`) come from the team records. The board order of a match is kept
 * only where the games' boards add up; where they do not, the match says why, and only the codes
 * that need boards refuse it. Whatever else does not add up (a team meeting two teams in one
 * round) is an InputError, never a guess.
 */
import { rangeError, msg } from '../errors';
import type { Message } from '../errors';
import { pointsFor } from '../model/points';
import type { Participant, RoundEntry, Team, Tournament } from '../model/types';
import { defaultScoring } from './scoring';
import type { BoardGame, TeamEvent, TeamRound, TeamScoring } from './types';

/** A game of a team's player in a round: against a named opponent, or won by forfeit alone. */
interface Game {
  readonly player: Participant;
  readonly entry: Extract<RoundEntry, { opponent: unknown }>;
}

function teamLabel(t: Team): Message {
  return msg`team ${t.teamNo} "${t.name}"`;
}

/**
 * The games of a team's players in round r (0-based), whatever board each was on. A player
 * listed without an opponent and without a forfeit win (a reserve, an absent player facing an
 * empty board) has no game.
 */
function gamesOf(t: Team, r: number, byNo: ReadonlyMap<number, Participant>): Game[] {
  const out: Game[] = [];
  for (const no of t.players) {
    const p = byNo.get(no);
    const e = p?.rounds[r];
    if (!p || !e || !('opponent' in e)) continue;
    if (e.opponent === null && e.kind !== 'forfeit-win') continue;
    out.push({ player: p, entry: e });
  }
  return out;
}

/** Board points are individual game points, so the event must score games 1/½/0. */
function checkGamePoints(t: Tournament): void {
  const ps = t.pointSystem;
  if (ps.win !== 1 || ps.draw !== 0.5 || ps.loss !== 0) {
    throw rangeError(
      msg`a team event scores its games 1/½/0 (board points), but this file scores ${ps.win}/${ps.draw}/${ps.loss}`,
    );
  }
}

function scoringOf(t: Tournament, boards: number): TeamScoring {
  const base = defaultScoring(boards, t.system);
  const mp = t.matchPoints;
  if (!mp) return base;
  return {
    ...base,
    win: mp.win,
    draw: mp.draw,
    loss: mp.loss,
    pairingBye: {
      matchPoints: mp.pairingBye ?? base.pairingBye.matchPoints,
      gamePoints: mp.pairingByeGamePoints ?? base.pairingBye.gamePoints,
    },
  };
}

/** Number of boards: the highest board of any game, or the most games of a team in a round. */
function boardCount(t: Tournament, teams: readonly Team[], byNo: ReadonlyMap<number, Participant>) {
  let n = 0;
  for (const team of teams) {
    for (let r = 0; r < t.rounds; r++) {
      const games = gamesOf(team, r, byNo);
      n = Math.max(n, games.length, ...games.map(g => g.entry.board ?? 0));
    }
  }
  return n;
}

/** What a team did in a round before its match is put together. */
type Slot =
  | { readonly kind: 'done'; readonly round: TeamRound }
  | {
      readonly kind: 'match';
      readonly opponent: number;
      readonly games: Game[];
      readonly pending: boolean;
    };

/**
 * The team event of a tournament with teams. Team numbers are the teams' pairing numbers; teams
 * appear in the order of `t.teams`.
 */
export function teamEventFromTournament(t: Tournament): TeamEvent {
  const teams = t.teams ?? [];
  if (teams.length === 0) {
    throw rangeError(msg`this tournament has no teams (TRF 013 or 310 records): not a team event`);
  }
  checkGamePoints(t);
  const byNo = new Map(t.participants.map(p => [p.startNo, p] as const));
  const teamOfPlayer = new Map<number, number>();
  teams.forEach((team, k) => team.players.forEach(no => teamOfPlayer.set(no, k)));
  const boards = boardCount(t, teams, byNo);
  if (boards === 0) throw rangeError(msg`no team of this event has a game`);
  const slots = teams.map((team, k) =>
    Array.from({ length: t.rounds }, (_, r) =>
      slotOf(team, k, r, teams, byNo, teamOfPlayer, boards),
    ),
  );
  const rounds = slots.map((row, k) =>
    row.map((slot, r): TeamRound => {
      if (slot.kind === 'done') return slot.round;
      const other = slots[slot.opponent][r];
      if (other.kind !== 'match' || other.opponent !== k) {
        throw rangeError(
          msg`round ${r + 1}: ${teamLabel(teams[k])} meets ${teamLabel(teams[slot.opponent])}, but that team does not meet it`,
        );
      }
      if (slot.pending || other.pending) return { kind: 'pending', opponent: slot.opponent };
      return matchOf(t, teams, k, r, slot.opponent, slot.games, other.games, boards);
    }),
  );
  return {
    name: t.name,
    startDate: t.startDate,
    system: t.system,
    rounds: t.rounds,
    boards,
    teams: teams.map((team, k) => ({ no: team.teamNo, name: team.name, rounds: rounds[k] })),
    scoring: scoringOf(t, boards),
  };
}

function slotOf(
  team: Team,
  k: number,
  r: number,
  teams: readonly Team[],
  byNo: ReadonlyMap<number, Participant>,
  teamOfPlayer: ReadonlyMap<number, number>,
  boards: number,
): Slot {
  const bye = team.byes?.find(b => b.round === r + 1);
  if (bye) return { kind: 'done', round: { kind: bye.kind } };
  const forfeit = team.forfeits?.find(f => f.round === r + 1);
  if (forfeit) {
    const opponent = teams.findIndex(x => x.teamNo === forfeit.opponent);
    if (opponent < 0) {
      throw rangeError(
        msg`${teamLabel(team)} forfeits round ${r + 1} against team ${forfeit.opponent}, which has no team record`,
      );
    }
    return {
      kind: 'done',
      round: {
        kind: 'match',
        opponent,
        gamePoints: forfeit.kind === 'forfeit-win' ? boards : 0,
        opponentGamePoints: forfeit.kind === 'forfeit-loss' ? boards : 0,
        played: false,
        colour: forfeit.colour,
      },
    };
  }
  const list = gamesOf(team, r, byNo);
  let opponent = -1;
  for (const b of list) {
    if (b.entry.opponent === null) continue;
    const o = teamOfPlayer.get(b.entry.opponent);
    const who = msg`${b.player.name} (No. ${b.player.startNo}) of ${teamLabel(team)}`;
    if (o === undefined) {
      throw rangeError(
        msg`round ${r + 1}: ${who} meets player ${b.entry.opponent}, who is in no team`,
      );
    }
    if (o === k) {
      throw rangeError(
        msg`round ${r + 1}: ${who} meets ${b.entry.opponent}, a player of the same team`,
      );
    }
    if (opponent >= 0 && o !== opponent) {
      throw rangeError(
        msg`round ${r + 1}: ${teamLabel(team)} meets both ${teamLabel(teams[opponent])} and ${teamLabel(teams[o])}`,
      );
    }
    opponent = o;
  }
  if (opponent < 0) {
    if (list.some(b => b.entry.kind === 'forfeit-win')) {
      throw rangeError(
        msg`round ${r + 1}: ${teamLabel(team)} wins boards by forfeit, but the opponent team is not named; add a 330 record for the forfeited match`,
      );
    }
    // Nobody of the team had a game: the team did not take part in this round.
    return { kind: 'done', round: { kind: 'zero-bye' } };
  }
  return {
    kind: 'match',
    opponent,
    games: list,
    pending: list.some(b => b.entry.kind === 'pending'),
  };
}

/**
 * A match: the games between the two teams' players in the round, whatever board each was on.
 * Its board order is known when every game has a board and each player's opponent sits at the
 * same board of the other team; otherwise the match carries why not, for the board codes.
 */
function matchOf(
  t: Tournament,
  teams: readonly Team[],
  k: number,
  r: number,
  opponent: number,
  mine: readonly Game[],
  theirs: readonly Game[],
  boards: number,
): TeamRound {
  const total = (games: readonly Game[]) =>
    games.reduce((s, g) => s + pointsFor(g.entry, t.pointSystem), 0);
  const gamePoints = total(mine);
  const opponentGamePoints = total(theirs);
  const played = [...mine, ...theirs].some(g => g.entry.kind === 'played');
  if (!played && gamePoints === opponentGamePoints && gamePoints > 0) {
    throw rangeError(
      msg`round ${r + 1}: ${teamLabel(teams[k])} and ${teamLabel(teams[opponent])} play no game and score ${gamePoints} : ${gamePoints}; a match decided without play needs a winner (or a 330 record)`,
    );
  }
  // Checked with the lower team first, so that both sides of the match give the same reason.
  const [a, b] = k < opponent ? [k, opponent] : [opponent, k];
  const order = boardOrder(
    k < opponent ? mine : theirs,
    k < opponent ? theirs : mine,
    teams[a],
    teams[b],
    boards,
  );
  if (!Array.isArray(order)) {
    return {
      kind: 'match',
      opponent,
      gamePoints,
      opponentGamePoints,
      played,
      boardsUnknown: msg`the boards of round ${r + 1}, ${teamLabel(teams[a])} v ${teamLabel(teams[b])}, are not known (${order})`,
    };
  }
  const own = (pair: readonly [Game?, Game?]) => (k < opponent ? pair[0] : pair[1]);
  const other = (pair: readonly [Game?, Game?]) => (k < opponent ? pair[1] : pair[0]);
  const games: BoardGame[] = order.map(pair => {
    const g = own(pair);
    const o = other(pair);
    return {
      points: g ? pointsFor(g.entry, t.pointSystem) : 0,
      opponentPoints: o ? pointsFor(o.entry, t.pointSystem) : 0,
      played: g?.entry.kind === 'played' || o?.entry.kind === 'played',
    };
  });
  const first = own(order[0]);
  return {
    kind: 'match',
    opponent,
    gamePoints,
    opponentGamePoints,
    played,
    boards: games,
    ...(first?.entry.colour !== undefined ? { colour: first.entry.colour } : {}),
  };
}

/**
 * Both teams' games board by board (board 1 first), or why the boards do not add up: a game
 * without a board, two games on one board, or a player whose opponent sits at another board.
 */
function boardOrder(
  first: readonly Game[],
  second: readonly Game[],
  a: Team,
  b: Team,
  boards: number,
): [Game?, Game?][] | Message {
  const out: [Game?, Game?][] = Array.from({ length: boards }, () => [undefined, undefined]);
  const sides: [readonly Game[], Team, 0 | 1][] = [
    [first, a, 0],
    [second, b, 1],
  ];
  for (const [games, team, side] of sides) {
    for (const g of games) {
      const board = g.entry.board;
      const who = msg`${g.player.name} (No. ${g.player.startNo})`;
      if (board === undefined) return msg`the line-ups do not give the board of ${who}`;
      const there = out[board - 1][side];
      if (there) {
        return msg`${teamLabel(team)} has No. ${there.player.startNo} and No. ${g.player.startNo} on board ${board}`;
      }
      out[board - 1][side] = g;
    }
  }
  for (let k = 0; k < boards; k++) {
    for (const side of [0, 1] as const) {
      const g = out[k][side];
      const facing = out[k][side === 0 ? 1 : 0];
      if (!g || g.entry.opponent === null || g.entry.opponent === facing?.player.startNo) continue;
      return msg`board ${k + 1}: ${g.player.name} (No. ${g.player.startNo}) meets No. ${g.entry.opponent}, who is not on board ${k + 1} of ${teamLabel(side === 0 ? b : a)}`;
    }
  }
  return out;
}
