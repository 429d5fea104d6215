/**
 * The team event behind a Tournament that has teams (TRF `013`/`310`): each team's players'
 * games of a round, on their boards, make the match; team byes (`240`, `320`) and forfeited
 * matches (`330`) come from the team records. Whatever does not add up (a team meeting two teams
 * in one round, a game without a board) is an InputError, never a guess.
 */
import { rangeError } from '../errors';
import { pointsFor } from '../model/points';
import type { Participant, RoundEntry, Team, Tournament } from '../model/types';
import { defaultScoring } from './scoring';
import type { BoardGame, TeamEvent, TeamRound, TeamScoring } from './types';

interface Board {
  readonly board: number;
  readonly player: Participant;
  readonly entry: Extract<RoundEntry, { opponent: unknown }>;
}

function teamLabel(t: Team): string {
  return `team ${t.teamNo} "${t.name}"`;
}

/** Games of a team's players in round r (0-based) that sit on a board. */
function boardsOf(t: Team, r: number, byNo: ReadonlyMap<number, Participant>): Board[] {
  const out: Board[] = [];
  for (const no of t.players) {
    const p = byNo.get(no);
    const e = p?.rounds[r];
    if (!p || !e || !('opponent' in e) || e.board === undefined) continue;
    out.push({ board: e.board, player: p, entry: e });
  }
  return out.sort((a, b) => a.board - b.board);
}

/** Board points are individual game points, so the event must score games 1/½/0. */
function checkGamePoints(t: Tournament): void {
  const ps = t.pointSystem;
  if (ps.win !== 1 || ps.draw !== 0.5 || ps.loss !== 0) {
    throw rangeError(
      `a team event scores its games 1/½/0 (board points), but this file scores ${ps.win}/${ps.draw}/${ps.loss}`,
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

/** Number of boards: the highest board any game was played on. */
function boardCount(t: Tournament): number {
  let n = 0;
  for (const p of t.participants) {
    for (const e of p.rounds) if ('board' in e && e.board !== undefined) n = Math.max(n, e.board);
  }
  return n;
}

/** What a team did in a round before its match is put together. */
type Slot =
  | { readonly kind: 'done'; readonly round: TeamRound }
  | {
      readonly kind: 'match';
      readonly opponent: number;
      readonly boards: Board[];
      readonly pending: boolean;
    };

/**
 * The team event of a tournament with teams. Team numbers are the teams' pairing numbers; teams
 * appear in the order of `t.teams`.
 */
export function teamEventFromTournament(t: Tournament): TeamEvent {
  const teams = t.teams ?? [];
  if (teams.length === 0) {
    throw rangeError('this tournament has no teams (TRF 013 or 310 records): not a team event');
  }
  checkGamePoints(t);
  const byNo = new Map(t.participants.map(p => [p.startNo, p] as const));
  const teamOfPlayer = new Map<number, number>();
  teams.forEach((team, k) => team.players.forEach(no => teamOfPlayer.set(no, k)));
  const boards = boardCount(t);
  if (boards === 0) throw rangeError('no game of this team event is on a board');
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
          `round ${r + 1}: ${teamLabel(teams[k])} meets ${teamLabel(teams[slot.opponent])}, but that team does not meet it`,
        );
      }
      if (slot.pending || other.pending) return { kind: 'pending', opponent: slot.opponent };
      return matchOf(t, teams, k, r, slot.opponent, slot.boards, other.boards, boards);
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
        `${teamLabel(team)} forfeits round ${r + 1} against team ${forfeit.opponent}, which has no team record`,
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
  const list = boardsOf(team, r, byNo);
  let opponent = -1;
  for (const b of list) {
    if (b.entry.opponent === null) continue;
    const o = teamOfPlayer.get(b.entry.opponent);
    const who = `${b.player.name} (No. ${b.player.startNo}) of ${teamLabel(team)}`;
    if (o === undefined) {
      throw rangeError(
        `round ${r + 1}: ${who} meets player ${b.entry.opponent}, who is in no team`,
      );
    }
    if (o === k) {
      throw rangeError(
        `round ${r + 1}: ${who} meets ${b.entry.opponent}, a player of the same team`,
      );
    }
    if (opponent >= 0 && o !== opponent) {
      throw rangeError(
        `round ${r + 1}: ${teamLabel(team)} meets both ${teamLabel(teams[opponent])} and ${teamLabel(teams[o])}`,
      );
    }
    opponent = o;
  }
  if (opponent < 0) {
    if (list.some(b => b.entry.kind === 'forfeit-win')) {
      throw rangeError(
        `round ${r + 1}: ${teamLabel(team)} wins boards by forfeit, but the opponent team is not named; add a 330 record for the forfeited match`,
      );
    }
    // Nobody of the team had a game: the team did not take part in this round.
    return { kind: 'done', round: { kind: 'zero-bye' } };
  }
  return {
    kind: 'match',
    opponent,
    boards: list,
    pending: list.some(b => b.entry.kind === 'pending'),
  };
}

/**
 * A match from both teams' boards. Board b of one team meets board b of the other; an empty
 * place (nobody on the board) scores nothing, and the player facing it won by forfeit.
 */
function matchOf(
  t: Tournament,
  teams: readonly Team[],
  k: number,
  r: number,
  opponent: number,
  mine: readonly Board[],
  theirs: readonly Board[],
  boards: number,
): TeamRound {
  const games: BoardGame[] = [];
  for (let b = 1; b <= boards; b++) {
    const own = onBoard(mine, b, teams[k], r);
    const other = onBoard(theirs, b, teams[opponent], r);
    if (own && own.entry.opponent !== null && own.entry.opponent !== other?.player.startNo) {
      throw rangeError(
        `round ${r + 1}, board ${b}: ${own.player.name} (No. ${own.player.startNo}) meets player ${own.entry.opponent}, who is not on board ${b} of ${teamLabel(teams[opponent])}; a 300 record gives the line-up when it is out of order`,
      );
    }
    games.push({
      points: own ? pointsFor(own.entry, t.pointSystem) : 0,
      opponentPoints: other ? pointsFor(other.entry, t.pointSystem) : 0,
      played: own?.entry.kind === 'played' || other?.entry.kind === 'played',
    });
  }
  const gamePoints = games.reduce((s, g) => s + g.points, 0);
  const opponentGamePoints = games.reduce((s, g) => s + g.opponentPoints, 0);
  const played = games.some(g => g.played);
  if (!played && gamePoints === opponentGamePoints && gamePoints > 0) {
    throw rangeError(
      `round ${r + 1}: ${teamLabel(teams[k])} and ${teamLabel(teams[opponent])} play no game and score ${gamePoints} : ${gamePoints}; a match decided without play needs a winner (or a 330 record)`,
    );
  }
  const first = mine.find(b => b.board === 1);
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

function onBoard(list: readonly Board[], b: number, team: Team, r: number): Board | undefined {
  const found = list.filter(x => x.board === b);
  if (found.length > 1) {
    throw rangeError(
      `round ${r + 1}: ${teamLabel(team)} has ${found.map(x => `No. ${x.player.startNo}`).join(' and ')} on board ${b}`,
    );
  }
  return found[0];
}
