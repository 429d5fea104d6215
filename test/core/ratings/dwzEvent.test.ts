/**
 * DWZ evaluations of whole events (WO 2014): first DWZ by the iteration of 3.4.4, the two
 * "Zusatzstufen" (3.4.1), exceptional players (3.6), FIDE ratings standing in for a missing DWZ
 * (2.2.4), ages from the year of birth, forfeits and byes.
 */
import { DEFAULT_POINTS } from '../../../src/core/model/points';
import type { Participant, RoundEntry, Tournament } from '../../../src/core/model/types';
import { dwzEvent } from '../../../src/core/ratings';
import type { DwzPlayer } from '../../../src/core/ratings';
import { iterationStep } from '../../../src/core/ratings/dwz/performance';
import { soloEvent } from './fixtures';

describe('a first DWZ the DSB published', () => {
  // Tournament B431-636-C4F (a 2014 event by its code), as Chess League Manager's DWZ calculator
  // quotes it: Barthel, without DWZ, won against Afflerbach 894 and Wolf 905, lost against
  // Johannes 1087 and Weiß 1255, and had one stored game ("Restpartie", WO 3.4.2) lost against a
  // player rated 1177, which the DSB counted; it is a fifth game here. The DSB's first DWZ: 983.
  const t = soloEvent(
    {},
    [
      { national: 894, score: 1 },
      { national: 1087, score: 0 },
      { national: 905, score: 1 },
      { national: 1255, score: 0 },
      { national: 1177, score: 0 },
    ],
    { endDate: '2014-06-30' },
  );

  it('is 983: the iteration from Rc + D(40 %) = 1063.6 − 72 = 992 down to 983', () => {
    const p = dwzEvent(t).players[0];
    expect(p).toMatchObject({ kind: 'first', stage: 1, ri: 983, rn: 983, score: 2 });
  });

  it('counts for the opponents with the new DWZ', () => {
    const wolf = dwzEvent(t).players[3];
    expect(wolf.games.map(g => [g.opponentRating, g.ratedAs])).toEqual([[983, 'first']]);
  });
});

/** A round robin of `players` with `score(i, j)` the result of i against j (1, ½, 0). */
function roundRobin(
  players: readonly Partial<Participant>[],
  score: (i: number, j: number) => number,
  endDate: string,
): Tournament {
  // The circle method: with a dummy for an odd field, n − 1 rounds of n / 2 games.
  const size = players.length + (players.length % 2);
  const rounds = size - 1;
  const entries: RoundEntry[][] = players.map(() => []);
  const circle = Array.from({ length: size }, (_, k) => k);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < size / 2; k++) {
      const i = circle[k];
      const j = circle[size - 1 - k];
      for (const [a, b] of [
        [i, j],
        [j, i],
      ]) {
        if (a >= players.length) continue;
        if (b >= players.length) {
          entries[a].push({ kind: 'pairing-bye' });
          continue;
        }
        const s = score(a, b);
        entries[a].push({
          kind: 'played',
          opponent: b + 1,
          result: s === 1 ? 'win' : s === 0 ? 'loss' : 'draw',
          rated: true,
        });
      }
    }
    circle.splice(1, 0, circle.pop() as number);
  }
  return {
    endDate,
    rounds,
    pointSystem: DEFAULT_POINTS,
    participants: players.map((p, i) => ({
      startNo: i + 1,
      name: `P${i + 1}`,
      rounds: entries[i],
      ...p,
    })),
  };
}

describe('the Zusatzstufen of 3.4.1', () => {
  // 5 established players (1600 … 1800), N1 scoring 3/5 against them (stage 1), N2 with only 4
  // games against them but a fifth against N1 (stage 2), N3 losing everything (no first DWZ).
  const established = [1600, 1650, 1700, 1750, 1800].map(r => ({ nationalRating: r }));
  const t = roundRobin(
    [...established, {}, {}, {}],
    (i, j) => {
      if (i === 7 || j === 7) return i === 7 ? 0 : 1; // N3 loses every game
      if (i === 5 && j < 5) return j < 3 ? 1 : 0; // N1: 3 of 5
      if (j === 5 && i < 5) return i < 3 ? 0 : 1;
      if (i === 6 && j === 5) return 0.5; // N2 – N1 drawn
      if (i === 5 && j === 6) return 0.5;
      return 0.5;
    },
    '2025-03-31',
  );
  // N2 does not play P5 (index 4): make it a forfeit.
  const n2 = t.participants[6].rounds.findIndex(e => e.kind === 'played' && e.opponent === 5);
  const p5 = t.participants[4].rounds.findIndex(e => e.kind === 'played' && e.opponent === 7);
  const event = dwzEvent({
    ...t,
    participants: t.participants.map((p, i) =>
      i === 6
        ? {
            ...p,
            rounds: p.rounds.map((e, r) => (r === n2 ? { kind: 'forfeit-win', opponent: 5 } : e)),
          }
        : i === 4
          ? {
              ...p,
              rounds: p.rounds.map((e, r) =>
                r === p5 ? { kind: 'forfeit-loss', opponent: 7 } : e,
              ),
            }
          : p,
    ) as Participant[],
  });
  const kinds = (ps: readonly DwzPlayer[]) =>
    ps.map(p =>
      p.kind === 'first' ? `first ${p.stage}` : p.kind === 'none' ? `none ${p.reason}` : p.kind,
    );

  it('gives N1 (stage 1) and N2 (stage 2) a first DWZ, N3 none (all lost)', () => {
    expect(kinds(event.players)).toEqual([
      'rated',
      'rated',
      'rated',
      'rated',
      'rated',
      'first 1',
      'first 2',
      'none extreme',
    ]);
  });

  it('reaches a fixed point: at the first DWZ no iteration step is left', () => {
    const rating = (j: number) => {
      const q = event.players[j];
      return q.kind === 'rated' ? q.ro : q.kind === 'first' ? q.ri : NaN;
    };
    for (const p of event.players) {
      if (p.kind !== 'first') continue;
      const opponents = p.games.map(g => rating(g.opponent));
      expect(iterationStep(p.ri, p.score, opponents)).toBe(0);
    }
  });

  it("counts the established players' games against both stages, not against N3; forfeits never", () => {
    const p1 = event.players[0];
    expect(
      p1.games.map(g => [g.opponent, g.ratedAs]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [1, 'dwz'],
      [2, 'dwz'],
      [3, 'dwz'],
      [4, 'dwz'],
      [5, 'first'],
      [6, 'first'],
    ]);
    expect(p1.skipped.filter(s => s.reason === 'unrated-opponent').map(s => s.opponent)).toEqual([
      7,
    ]);
    const p5 = event.players[4];
    expect(p5.skipped.map(s => [s.opponent, s.reason])).toContainEqual([6, 'forfeit']);
  });
});

describe('exceptional players (3.6)', () => {
  // X (DWZ 1400) scores 4½ of 5 against five players rated 1900: a performance far more than 300
  // above 1400. Each of them counts X with that performance, not with 1400.
  const t = roundRobin(
    [{ nationalRating: 1400 }, ...[1, 2, 3, 4, 5].map(() => ({ nationalRating: 1900 }))],
    (i, j) => (i === 0 ? (j === 1 ? 0.5 : 1) : j === 0 ? (i === 1 ? 0.5 : 0) : 0.5),
    '2025-03-31',
  );
  const event = dwzEvent(t);

  it('counts X with his performance for his opponents, and with 1400 for himself', () => {
    const x = event.players[0];
    if (x.kind !== 'rated' || x.performance === null) throw new Error('expected a performance');
    expect(x.exceptional).toBe(true);
    expect(x.performance).toBeGreaterThan(1400 + 300);
    expect(x.ro).toBe(1400);
    for (const p of event.players.slice(1)) {
      const g = p.games.find(game => game.opponent === 0);
      expect([g?.opponentRating, g?.ratedAs]).toEqual([x.performance, 'performance']);
    }
  });
});

describe('ratings, ages and indexes', () => {
  it('counts a FIDE rating for a missing DWZ with index 6 (2.2.4)', () => {
    const t = soloEvent({ nationalRating: 1800 }, [{ rating: 2000, score: 0 }], {
      endDate: '2025-03-31',
    });
    const opponent = dwzEvent(t).players[1];
    expect(opponent).toMatchObject({ kind: 'rated', ro: 2000, fromFide: true, dwzIndex: 6 });
    expect(dwzEvent(t).players[0].games[0].ratedAs).toBe('fide');
  });

  it('reads the ratings as DWZ when nobody has one', () => {
    const t = soloEvent({ rating: 1800 }, [{ rating: 2000, score: 0 }], { endDate: '2025-03-31' });
    const e = dwzEvent(t);
    expect(e.ratingsReadAsDwz).toBe(true);
    expect(e.players[1]).toMatchObject({ kind: 'rated', ro: 2000, fromFide: false });
  });

  it('takes the age in the year the event ends: J 5 up to 20, 10 to 25, 15 above; fB for youths', () => {
    const age = (birthYear: number) => {
      const t = soloEvent(
        { nationalRating: 1600, dwzIndex: 20, birthDate: String(birthYear) },
        [{ national: 1500, score: 1 }],
        { endDate: '2025-12-31' },
      );
      const p = dwzEvent(t).players[0];
      if (p.kind !== 'rated' || p.coefficient === undefined) throw new Error('expected E');
      return [p.age, p.group, p.coefficient.j, p.coefficient.fB, p.coefficient.e];
    };
    // 1.6^4 = 6.5536: youth (W ≥ We) 11.55 · 0.8 = 9.24 → 9; junior 16.55 → 17; adult 21.55 → 22
    expect(age(2005)).toEqual([20, 'youth', 5, 0.8, 9]);
    expect(age(2004)).toEqual([21, 'junior', 10, 1, 17]);
    expect(age(2000)).toEqual([25, 'junior', 10, 1, 17]);
    expect(age(1999)).toEqual([26, 'adult', 15, 1, 22]);
  });

  it('limits E by the index (E ≤ 5 · index up to index 5) and keeps the DWZ without games', () => {
    const t = soloEvent(
      { nationalRating: 1600, dwzIndex: 2 },
      [
        { national: 1500, score: 1 },
        { national: 1700, kind: 'forfeit-win', score: 1 },
      ],
      {
        endDate: '2025-12-31',
      },
    );
    const [p, , absent] = dwzEvent(t).players;
    if (p.kind !== 'rated' || p.coefficient === undefined) throw new Error('expected E');
    expect([p.coefficient.e, p.coefficient.limit]).toEqual([10, 'index']);
    expect(p.skipped).toEqual([{ round: 2, opponent: 2, reason: 'forfeit' }]);
    expect(absent).toMatchObject({ kind: 'rated', ro: 1700, rn: 1700 });
    if (absent.kind === 'rated') expect(absent.games).toEqual([]);
  });
});
