import { rangeError, msg } from '../../errors';
import type { RoundEntry, Team, TeamBye, Tournament } from '../../model/types';
import { padColumns } from './codePoints';
import { writeTrf16 } from './write';

/*
 * A team event as TRF-2026 team records, after the players' lines the individual writer gives:
 * `310` teams (players in list order), `362` match points, `320` pairing-allocated byes, `240`
 * other team byes, `330` matches decided without play, and a `300` line-up for every match whose
 * boards are known — so that reading the file back puts every game on the same board, and a
 * match whose board order was not known stays unknown (no 300 record, the same player lists).
 */

const EOL = '\r\n';

/** A number right-aligned in a field (numbers that do not fit are refused before writing). */
const right = (value: number, width: number) => String(value).padStart(width);

/** Points in a fixed-width TRF-2026 field: one decimal, two when quarters need it. */
function points(value: number | undefined, width: number): string {
  if (value === undefined) return ' '.repeat(width);
  const text = Number.isInteger(value * 10) ? value.toFixed(1) : value.toFixed(2);
  if (text.length > width) {
    throw rangeError(msg`${text} points do not fit the ${width} columns TRF-2026 gives them`);
  }
  return text.padStart(width);
}

function number3(n: number): string {
  return String(n).padStart(3, '0');
}

/** `310`: number 5–7, name 9–40, nickname 42–46, strength 48–53, MP 55–60, GP 62–67, players. */
function teamLine(t: Team): string {
  const players = t.players.map(p => right(p, 4)).join(' ');
  return (
    `310 ${right(t.teamNo, 3)} ${padColumns(t.name, 32)} ${' '.repeat(5)} ${' '.repeat(6)} ` +
    `${points(t.declaredMatchPoints, 6)} ${points(t.declaredGamePoints, 6)} ${' '.repeat(3)}  ${players}`
  ).trimEnd();
}

/** `320`: PAB match points 5–8, game points 10–13, then the PAB team of each round. */
function pabLine(t: Tournament): string | undefined {
  const mp = t.matchPoints;
  const perRound = new Array<number>(t.rounds).fill(0);
  for (const team of t.teams ?? []) {
    for (const b of team.byes ?? []) {
      if (b.kind !== 'pairing-bye') continue;
      if (perRound[b.round - 1] !== 0) {
        throw rangeError(
          msg`round ${b.round}: teams ${perRound[b.round - 1]} and ${team.teamNo} both have the pairing-allocated bye, which TRF-2026 (record 320) gives to one team per round`,
        );
      }
      perRound[b.round - 1] = team.teamNo;
    }
  }
  const pabs = perRound.some(n => n !== 0);
  if (!pabs && mp?.pairingBye === undefined && mp?.pairingByeGamePoints === undefined) {
    return undefined;
  }
  const last = perRound.reduce((k, n, i) => (n !== 0 ? i + 1 : k), 0);
  const teams = perRound.slice(0, last).map(number3).join(' ');
  return `320 ${points(mp?.pairingBye, 4)} ${points(mp?.pairingByeGamePoints, 4)} ${teams}`.trimEnd();
}

const BYE_TYPE: Record<Exclude<TeamBye['kind'], 'pairing-bye'>, string> = {
  'full-bye': 'F',
  'half-bye': 'H',
  'zero-bye': 'Z',
};

/** `240`: one line per type and round, listing the teams. */
function byeLines(t: Tournament): string[] {
  const groups = new Map<string, number[]>();
  for (const team of t.teams ?? []) {
    for (const b of team.byes ?? []) {
      if (b.kind === 'pairing-bye') continue;
      const key = `${BYE_TYPE[b.kind]} ${number3(b.round)}`;
      groups.set(key, [...(groups.get(key) ?? []), team.teamNo]);
    }
  }
  return [...groups.entries()].map(
    ([key, ids]) => `240 ${key} ${ids.map(n => right(n, 4)).join(' ')}`,
  );
}

/** `330`: each forfeited match once, from the side that had white. */
function forfeitLines(t: Tournament): string[] {
  const out: string[] = [];
  const type = { 'forfeit-win': '+-', 'forfeit-loss': '-+', 'double-forfeit': '--' } as const;
  for (const team of t.teams ?? []) {
    for (const f of team.forfeits ?? []) {
      if (f.colour !== 'w') continue;
      out.push(
        `330 ${type[f.kind]} ${number3(f.round)} ${number3(team.teamNo)} ${number3(f.opponent)}`,
      );
    }
  }
  return out;
}

/**
 * `300`: round, team, opponent team, then the players board by board (`0000` = empty board), for
 * every team and round whose games carry boards.
 */
function lineupLines(t: Tournament): string[] {
  const byNo = new Map(t.participants.map(p => [p.startNo, p] as const));
  const teamOf = new Map<number, number>();
  for (const team of t.teams ?? []) for (const p of team.players) teamOf.set(p, team.teamNo);
  const out: string[] = [];
  for (let r = 0; r < t.rounds; r++) {
    for (const team of t.teams ?? []) {
      const boards: number[] = [];
      let opponent = 0;
      for (const no of team.players) {
        const e: RoundEntry | undefined = byNo.get(no)?.rounds[r];
        if (!e || !('opponent' in e) || e.board === undefined) continue;
        boards[e.board - 1] = no;
        if (e.opponent !== null) opponent = teamOf.get(e.opponent) ?? opponent;
      }
      if (boards.length === 0) continue;
      const players = Array.from(boards, p => (p === undefined ? '0000' : right(p, 4)));
      out.push(
        `300 ${number3(r + 1)} ${number3(team.teamNo)} ${number3(opponent)} ${players.join(' ')}`,
      );
    }
  }
  return out;
}

/** The tournament as TRF-2026 with team records (text; the caller encodes it). */
export function writeTeamTrf(t: Tournament): string {
  if (!t.teams || t.teams.length === 0) {
    throw rangeError(msg`this tournament has no teams: write it as an individual TRF`);
  }
  const big = t.teams.find(team => team.teamNo > 999);
  if (big) {
    throw rangeError(
      msg`team number ${big.teamNo} of "${big.name}" has more than the 3 digits TRF-2026 gives it`,
    );
  }
  // The individual writer gives the header and the players' lines; its 013 records give way to
  // the 310 records, which also carry the team numbers.
  const base = writeTrf16(t)
    .split(EOL)
    .filter(l => l !== '' && !l.startsWith('013 '));
  const has = (id: string) => base.some(l => l.startsWith(`${id} `));
  const out = [...base];
  if (t.typeCode !== undefined && !has('192')) out.push(`192 ${t.typeCode}`);
  if (t.declaredTiebreaks && !has('202') && !has('212')) {
    out.push(`212 ${t.declaredTiebreaks.join(',')}`);
  }
  const mp = t.matchPoints;
  if (mp) {
    out.push(
      `362 TW ${points(mp.win, 4).trim()}   TD ${points(mp.draw, 4).trim()}   TL ${points(mp.loss, 4).trim()}`,
    );
  }
  for (const team of t.teams) out.push(teamLine(team));
  const pab = pabLine(t);
  if (pab) out.push(pab);
  out.push(...byeLines(t), ...forfeitLines(t), ...lineupLines(t));
  return out.join(EOL) + EOL;
}
