/**
 * Conformance tournaments written as whole-event PGNs (test/fixtures/pgn/, see ORIGIN.md), read
 * back and checked against the reference calculator's values for the TRF they came from
 * (TieBreakServer 1.9.57, test/fixtures/conformance/). The PGN's start numbers follow the initial
 * ranking, not the TRF's, so players are matched by name; names come from the TRF's player lines.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { readPgn } from '../../../src/core/readers/pgn';
import { computeTiebreaks } from '../../../src/core/tiebreaks';
import type { RuleSet } from '../../../src/core/tiebreaks';

const FIXTURES = join(__dirname, '..', '..', 'fixtures');

/** TRF start number → name, straight from the 001 lines (columns 15–47). */
function trfNames(path: string): Map<number, string> {
  const names = new Map<number, string>();
  for (const line of readFileSync(join(FIXTURES, path), 'latin1').split(/\r?\n/)) {
    if (line.startsWith('001 ')) names.set(Number(line.slice(4, 8)), line.slice(14, 47).trim());
  }
  return names;
}

function expected(path: string): { codes: string[]; rows: Map<number, (number | null)[]> } {
  const [head, ...rows] = readFileSync(join(FIXTURES, path), 'utf8')
    .split(/\r?\n/)
    .filter(l => l.trim() !== '')
    .map(l => l.split('\t'));
  return {
    codes: head.slice(1),
    rows: new Map(
      rows.map(r => [
        Number(r[0]),
        r.slice(1).map(v => (v === undefined || v.trim() === '' ? null : Number(v))),
      ]),
    ),
  };
}

const CASES: {
  pgn: string;
  trf: string;
  tsv: string;
  rules?: RuleSet;
  system: 'round-robin' | 'swiss';
}[] = [
  {
    pgn: 'pgn/tec-rr-individual.pgn',
    trf: 'conformance/real/tec-rr-individual.trf',
    tsv: 'conformance/real/expected/tec-rr-individual.tsv',
    system: 'round-robin',
  },
  {
    pgn: 'pgn/gen-swiss-14.pgn',
    trf: 'conformance/generated/gen-swiss-14.trf',
    tsv: 'conformance/generated/gen-swiss-14.V2024.tsv',
    rules: 'fide-2024',
    system: 'swiss',
  },
  {
    pgn: 'pgn/gen-swiss-14.pgn',
    trf: 'conformance/generated/gen-swiss-14.trf',
    tsv: 'conformance/generated/gen-swiss-14.V2026.tsv',
    rules: 'fide-2026',
    system: 'swiss',
  },
  {
    pgn: 'pgn/tec-swiss-individual.pgn',
    trf: 'conformance/real/tec-swiss-individual.trf',
    tsv: 'conformance/real/expected/tec-swiss-individual.V2024.tsv',
    rules: 'fide-2024',
    system: 'swiss',
  },
  {
    pgn: 'pgn/tec-swiss-individual.pgn',
    trf: 'conformance/real/tec-swiss-individual.trf',
    tsv: 'conformance/real/expected/tec-swiss-individual.V2026.tsv',
    rules: 'fide-2026',
    system: 'swiss',
  },
  // The same games as a broadcast merged from two feeds: boards 1–3 and again 1–5 in every
  // round, the first feed's rounds before the second's, and an Event per game.
  {
    pgn: 'pgn/tec-swiss-individual-two-feeds.pgn',
    trf: 'conformance/real/tec-swiss-individual.trf',
    tsv: 'conformance/real/expected/tec-swiss-individual.V2024.tsv',
    rules: 'fide-2024',
    system: 'swiss',
  },
  {
    pgn: 'pgn/tec-swiss-individual-two-feeds.pgn',
    trf: 'conformance/real/tec-swiss-individual.trf',
    tsv: 'conformance/real/expected/tec-swiss-individual.V2026.tsv',
    rules: 'fide-2026',
    system: 'swiss',
  },
];

/** The pairing number itself: the PGN's comes from the initial ranking, not the TRF's. */
const START_NUMBER_CODES = new Set(['TPN']);

describe.each(CASES.map(c => [`${c.pgn} against ${c.tsv}`, c] as const))('%s', (_label, c) => {
  const t = readPgn(readFileSync(join(FIXTURES, c.pgn), 'utf8')).tournament;
  const names = trfNames(c.trf);
  const all = expected(c.tsv);
  const want = { ...all, codes: all.codes.filter(code => !START_NUMBER_CODES.has(code)) };
  const computed = computeTiebreaks(t, want.codes, { rules: c.rules, system: t.system });

  it('has the TRF’s players, and detects the system', () => {
    expect(t.participants.map(p => p.name).sort()).toEqual([...names.values()].sort());
    expect(t.system).toBe(c.system);
  });

  it.each(want.codes)('%s', code => {
    const values = computed[want.codes.indexOf(code)].values;
    const k = all.codes.indexOf(code);
    const mismatches: string[] = [];
    for (const [no, row] of want.rows) {
      const i = t.participants.findIndex(p => p.name === names.get(no));
      const got = values[i];
      const same = row[k] === null ? got === null : got !== null && Math.abs(got - row[k]!) < 1e-9;
      if (!same) mismatches.push(`${names.get(no)}: expected ${row[k]}, got ${got}`);
    }
    expect(mismatches).toEqual([]);
  });
});

it('numbers the TEC round robin by rating: Helene (2000) before Franck (1950), unlike the TRF', () => {
  const t = readPgn(readFileSync(join(FIXTURES, 'pgn/tec-rr-individual.pgn'), 'utf8')).tournament;
  expect(t.participants.map(p => p.name)).toEqual([
    'Alyx',
    'Bruno',
    'Charline',
    'David',
    'Helene',
    'Franck',
  ]);
});
