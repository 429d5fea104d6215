/**
 * Properties of random team events (board-by-board match lists with byes, forfeited and empty
 * boards): the identities of club-systems.md B.1 and C.07 13.2 hold for every team, type-A
 * positions stay inside their groups, standings are ordered.
 */
import fc from 'fast-check';
import { computeTeamTiebreaks, rankTeams, readTeamGrid } from '../../../src/core/teams';

const RESULTS = ['1-0', '½-½', '0-1', '1-0', '0-1', '½-½', '+:-', '-:+', '-:-'];

const eventArb = fc
  .record({
    teams: fc.integer({ min: 2, max: 7 }),
    rounds: fc.integer({ min: 1, max: 5 }),
    boards: fc.integer({ min: 1, max: 6 }),
    seed: fc.array(fc.nat(1000), { minLength: 400, maxLength: 400 }),
  })
  .map(({ teams, rounds, boards, seed }) => {
    let k = 0;
    const next = (n: number) => seed[k++ % seed.length] % n;
    const grid: (string | number)[][] = [
      ['Round', 'Home', 'Away', 'Board', 'Home player', 'Away player', 'Result'],
    ];
    for (let r = 1; r <= rounds; r++) {
      const order = Array.from({ length: teams }, (_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = next(i + 1);
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (let p = 0; p + 1 < order.length; p += 2) {
        for (let b = 1; b <= boards; b++) {
          // Board 1 is always played, so no match ends level without play.
          const result = b === 1 ? RESULTS[next(3)] : RESULTS[next(RESULTS.length)];
          const empty = b > 1 && next(8) === 0;
          grid.push([
            r,
            `T${order[p]}`,
            `T${order[p + 1]}`,
            b,
            empty ? '' : 'h',
            empty ? '' : 'a',
            empty ? '' : result,
          ]);
        }
      }
      if (order.length % 2 === 1)
        grid.push([r, `T${order[order.length - 1]}`, 'spielfrei', '', '', '', '']);
    }
    return grid;
  });

const near = (a: number | null, b: number | null) =>
  a !== null && b !== null && Math.abs(a - b) < 1e-9;

describe('random team events', () => {
  it('BW = (n + 1) · board points − BC; EMMSB = SB:MP; EGGSB = SB:GP; ESB:MG = EMGSB', () => {
    fc.assert(
      fc.property(
        eventArb,
        fc.constantFrom('fide-2024', 'fide-2026', 'fide-2009', 'raw'),
        (grid, rules) => {
          const { event } = readTeamGrid(grid, { system: 'swiss' });
          const n = event.boards;
          const codes = [
            'BW',
            'BC',
            'EMMSB',
            'SB:MP',
            'EGGSB',
            'SB:GP',
            'ESB:MG',
            'EMGSB',
            'EMGSB/C1',
          ];
          const [bw, bc, emm, sbm, egg, sbg, mg, emg, emgC1] = computeTeamTiebreaks(event, codes, {
            rules: rules as 'fide-2024',
          }).map(c => c.values);
          event.teams.forEach((t, i) => {
            // Board points as BC and BW see them: byes score on every board (Art. 12).
            const bp = t.rounds.reduce((s, r) => {
              if (r.kind === 'match') return s + (r.boards ?? []).reduce((x, g) => x + g.points, 0);
              if (r.kind === 'pairing-bye') return s + n;
              return s;
            }, 0);
            expect(near(bw[i], (n + 1) * bp - (bc[i] as number))).toBe(true);
            expect(near(emm[i], sbm[i])).toBe(true);
            expect(near(egg[i], sbg[i])).toBe(true);
            expect(near(mg[i], emg[i])).toBe(true);
            expect((emgC1[i] as number) <= (emg[i] as number) + 1e-9).toBe(true);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('type-A positions stay inside their groups; standings are ordered', () => {
    fc.assert(
      fc.property(eventArb, grid => {
        const { event } = readTeamGrid(grid, { system: 'swiss' });
        const [mp, ...typeA] = computeTeamTiebreaks(event, [
          'MPTS',
          'EDE',
          'EDEBT',
          'TBR',
          'BBE',
          'DE',
        ]).map(c => c.values);
        for (const col of typeA) {
          col.forEach((v, i) => {
            const group = mp.filter(x => x === mp[i]).length;
            expect(v).not.toBeNull();
            expect((v as number) >= 0 && (v as number) <= group).toBe(true);
            if (group === 1) expect(v).toBe(0);
          });
        }
        const s = rankTeams(event, ['fide-team-trf26', 'LOT']);
        expect(s.rows).toHaveLength(event.teams.length);
        s.rows.forEach((row, k) => {
          expect(row.rank).toBe(k + 1);
          if (k > 0) expect(row.points <= s.rows[k - 1].points).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });
});
