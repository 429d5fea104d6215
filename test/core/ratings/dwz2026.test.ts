/**
 * The DWZ rules for events ending on or after 8 June 2026 (WO of 30 May 2026), worked by hand
 * from the parameters two independent implementations give (test/fixtures/ratings/dwz/
 * dwz_2026_parameters.csv): Rn = max(1100, round(R0 + K (W − We))), K = round(K0 · b + a, 1) ≤ 80.
 */
import { dwzEvent, kFactor2026, newRating2026 } from '../../../src/core/ratings';
import type { AgeGroup } from '../../../src/core/ratings';
import { csvRows, soloEvent } from './fixtures';

const parameters = Object.fromEntries(
  csvRows('dwz/dwz_2026_parameters.csv').map(r => [r.parameter, r.value]),
);

interface Case {
  readonly what: string;
  readonly r0: number;
  readonly group: AgeGroup;
  readonly index: number | undefined;
  readonly w: number;
  /** We in thousandths. */
  readonly we: number;
  readonly kTenths: number;
  readonly rn: number;
}

const CASES: Case[] = [
  // adult below 2000, index > 10: K0 28; W ≥ We below 1600: a = 4 → K 32; 1500 + 32 × 0.6 = 1519.2
  {
    what: 'adult, success bonus a2',
    r0: 1500,
    group: 'adult',
    index: 12,
    w: 3,
    we: 2400,
    kTenths: 320,
    rn: 1519,
  },
  // youth, index 3: K0 48; a = (2000 − 1400)/30 = 20 → K 68; 1400 + 68 × 0.9 = 1461.2
  {
    what: 'youth, a = (2000 − R0)/t',
    r0: 1400,
    group: 'youth',
    index: 3,
    w: 4,
    we: 3100,
    kTenths: 680,
    rn: 1461,
  },
  // youth 1000, index 1: K0 60 + 33.3 = 93.3 → Kmax 80; 1000 + 80 × 1 = 1080 → floor 1100
  {
    what: 'Kmax and the floor',
    r0: 1000,
    group: 'youth',
    index: 1,
    w: 2,
    we: 1000,
    kTenths: 800,
    rn: 1100,
  },
  // adult 1300, index 5: K0 40; W < We: b = 2100/2400 = .875 → K 35; 1300 − 35 × 1.5 = 1247.5 → 1248
  {
    what: 'braking factor b, .5 rounded up',
    r0: 1300,
    group: 'adult',
    index: 5,
    w: 1,
    we: 2500,
    kTenths: 350,
    rn: 1248,
  },
  // junior 2100, index 8: young table (below 2200) K0 38, no a from 1600 → 38; 2100 + 38 × .8 = 2130.4
  {
    what: 'junior from 1600: no bonus',
    r0: 2100,
    group: 'junior',
    index: 8,
    w: 5,
    we: 4200,
    kTenths: 380,
    rn: 2130,
  },
  // adult 2250, index 20: other table K0 25, b only below 1600; 2250 − 25 × .75 = 2231.25
  {
    what: 'adult from 2000, loss',
    r0: 2250,
    group: 'adult',
    index: 20,
    w: 2,
    we: 2750,
    kTenths: 250,
    rn: 2231,
  },
  // junior 2250, index 4: other table (from 2200) K0 39; 2250 + 39 × .5 = 2269.5 → 2270
  {
    what: 'junior from 2200',
    r0: 2250,
    group: 'junior',
    index: 4,
    w: 3,
    we: 2500,
    kTenths: 390,
    rn: 2270,
  },
  // adult 1234, index 4: K0 42 × b 2034/2400 = 35.595 → 35.6; 1234 − 35.6 × .5 = 1216.2
  {
    what: 'K rounded to one decimal (b)',
    r0: 1234,
    group: 'adult',
    index: 4,
    w: 2,
    we: 2500,
    kTenths: 356,
    rn: 1216,
  },
  // youth 1555, index 7: K0 40 + 445/30 = 54.833 → 54.8; 1555 + 54.8 × .25 = 1568.7
  {
    what: 'K rounded to one decimal (a)',
    r0: 1555,
    group: 'youth',
    index: 7,
    w: 3,
    we: 2750,
    kTenths: 548,
    rn: 1569,
  },
  // unknown index: as above 10 (young table K0 32); 1800 + 32 × (−.4) = 1787.2
  {
    what: 'index unknown',
    r0: 1800,
    group: 'youth',
    index: undefined,
    w: 2,
    we: 2400,
    kTenths: 320,
    rn: 1787,
  },
];

describe('K and Rn of the 2026 rules', () => {
  it('uses the parameters of the fixture', () => {
    expect(parameters).toMatchObject({
      valid_from_tournament_end: '2026-06-08',
      t: '30',
      u: '800',
      a1: '4',
      a2: '4',
      Kmax: '80',
      Rn_floor: '1100',
      K0_youth_junior_lt2200: '60;60;48;46;44;42;40;38;36;34;32',
      K0_adult_lt2000: '60;60;44;42;40;38;36;34;32;30;28',
      K0_other: '60;60;41;39;37;35;33;31;29;27;25',
    });
  });

  it.each(CASES.map(c => [c.what, c] as const))('%s', (_what, c) => {
    const k = kFactor2026(c.r0, c.group, c.w, c.we, c.index);
    expect(k.kTenths).toBe(c.kTenths);
    expect(newRating2026(c.r0, c.w, c.we, k.kTenths)).toBe(c.rn);
  });

  it('reads K0 from the table of the group, by index', () => {
    const k0 = (group: AgeGroup, r0: number, index: number) =>
      kFactor2026(r0, group, 1, 1000, index).k0;
    const young = parameters.K0_youth_junior_lt2200.split(';').map(Number);
    const adult = parameters.K0_adult_lt2000.split(';').map(Number);
    const other = parameters.K0_other.split(';').map(Number);
    for (let index = 1; index <= 11; index++) {
      expect(k0('youth', 2100, index)).toBe(young[index - 1]);
      expect(k0('adult', 1900, index)).toBe(adult[index - 1]);
      expect(k0('adult', 2000, index)).toBe(other[index - 1]);
      expect(k0('junior', 2200, index)).toBe(other[index - 1]);
    }
    expect(k0('adult', 1900, 30)).toBe(28);
  });
});

describe('the rule set by the end date', () => {
  const event = (endDate: string) =>
    soloEvent(
      { nationalRating: 1500, dwzIndex: 12 },
      [
        { national: 1500, score: 1 },
        { national: 1500, score: 0.5 },
      ],
      { endDate },
    );

  it('takes the WO of 2014 up to 7 June 2026 and the 2026 rules from 8 June 2026', () => {
    const old = dwzEvent(event('2026-06-07'));
    expect(old.rules).toBe('wo-2014');
    const fresh = dwzEvent(event('2026-06-08'));
    expect(fresh.rules).toBe('wo-2026');
    const p = fresh.players[0];
    if (p.kind !== 'rated') throw new Error('expected a rated player');
    // We = 2 × .500; W 1.5; adult below 1600 reaching We: K 28 + 4 = 32; 1500 + 32 × .5 = 1516
    expect([p.expected, p.k?.kTenths, p.rn]).toEqual([1000, 320, 1516]);
    // E of the old rules: E0 = 1.5^4 ... (5.0625 + 15 = 20.06 → 20); 1500 + 800 × .5 / 22 = 1518.2
    const q = old.players[0];
    if (q.kind !== 'rated') throw new Error('expected a rated player');
    expect([q.coefficient?.e, q.rn]).toEqual([20, 1518]);
  });

  it('refuses an event without end date', () => {
    const t = soloEvent({ nationalRating: 1500 }, [{ national: 1500, score: 1 }]);
    expect(() => dwzEvent(t)).toThrow("the event's end date is unknown, and the DWZ depends on it");
    expect(dwzEvent(t, { date: '2025-01-01' }).dateSource).toBe('given');
  });
});
