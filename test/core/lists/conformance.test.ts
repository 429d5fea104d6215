/**
 * The ranking crosstable of every tournament under test/fixtures/conformance (real/ and
 * generated/), against the standings of the same state and against FIDE's reference values:
 *
 * - same numbers: each line's place, start number, points and tie-break values are the
 *   standings' row of that line (rankStandings of the same tournament, codes and rules);
 * - independent values: where a TSV of TieBreakServer 1.9.57 exists (see the README there), every
 *   points and tie-break cell of the crosstable equals the calculator's value for that start
 *   number, and the order of the lines is the order those values give (points, then each code in
 *   turn; lines equal on all of them share the place). DE is left out of the ranking here: its
 *   value is a position inside a tied group, which the calculator counts among the players tied on
 *   points and the standings among those still tied when its turn comes;
 * - read back: the crosstable printed as TSV (as `chess-standings crosstable --format tsv`
 *   prints it) and read by our own reader gives the same rounds for every player and the same
 *   standings; a round robin's square crosstable gives the same games of every pair and points.
 *
 * Files without reference values (TRF import samples, a team TRF's players) are ranked by their
 * declared codes or the default list and checked for the same numbers and the reading back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDelimited, rankStandings, readGrid, resolveRequest } from '../../../src/core';
import type {
  Participant,
  RoundEntry,
  RuleSet,
  Standings,
  TiebreakOptions,
  Tournament,
} from '../../../src/core';
import { decodeTrf, readTrf } from '../../../src/core/readers/trf';
import { findTiebreak } from '../../../src/core/tiebreaks/registry';
import { parseTiebreakCode } from '../../../src/core/tiebreaks/codes';
import { rankedEvent, rankingCrosstable } from '../../../src/core/lists';
import type { ListCell, ListTable, Place } from '../../../src/core/lists';
import { writeLists } from '../../../src/cli/listOutput';

const ROOT = join(__dirname, '../../fixtures/conformance');

/** Round robins (Art. 15.2), as test/core/tiebreaks/conformance.test.ts reads them. */
const ROUND_ROBINS = new Set(['tec-rr-individual', 'sharly-manual-koya']);

/** Team files: their reference values are the teams'; the players' crosstable is ranked here. */
const TEAM_FILES = new Set(['tec-swiss-team']);

/** Codes computed for the players' standings, not compared (positions in tied groups). */
const GROUP_CODES = new Set(['DE', 'DE/P']);

interface Expected {
  readonly codes: string[];
  /** By start number: PTS, then the codes. */
  readonly byStartNo: Map<number, (number | null)[]>;
}

interface Variant {
  readonly rules: RuleSet | undefined;
  readonly expected: Expected | null;
}

interface Case {
  readonly name: string;
  readonly t: Tournament;
  readonly roundRobin: boolean;
  readonly variants: Variant[];
}

function readExpected(path: string): Expected {
  const [head, ...rows] = readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .filter(l => l.trim() !== '')
    .map(l => l.split('\t'));
  const byStartNo = new Map<number, (number | null)[]>();
  for (const r of rows) {
    byStartNo.set(
      Number(r[0]),
      head
        .slice(1)
        .map((_, k) =>
          r[k + 1] === undefined || r[k + 1].trim() === '' ? null : Number(r[k + 1]),
        ),
    );
  }
  return { codes: head.slice(1), byStartNo };
}

/** Every TRF with its reference TSVs, read once for the whole suite. */
function cases(): Case[] {
  const out: Case[] = [];
  for (const dir of ['real', 'generated']) {
    const expectedDir = dir === 'real' ? join(ROOT, dir, 'expected') : join(ROOT, dir);
    const tsvs = readdirSync(expectedDir).filter(f => f.endsWith('.tsv'));
    for (const file of readdirSync(join(ROOT, dir))
      .filter(f => f.endsWith('.trf'))
      .sort()) {
      const name = file.replace(/\.trf$/, '');
      const t = readTrf(decodeTrf(new Uint8Array(readFileSync(join(ROOT, dir, file))))).tournament;
      const variants: Variant[] = TEAM_FILES.has(name)
        ? []
        : tsvs
            .map(f => /^(.*?)(?:\.(V2024|V2026))?\.tsv$/.exec(f))
            .filter((m): m is RegExpExecArray => m !== null && m[1] === name)
            .map(m => ({
              rules: m[2] === 'V2024' ? 'fide-2024' : m[2] === 'V2026' ? 'fide-2026' : undefined,
              expected: readExpected(join(expectedDir, m[0])),
            }));
      if (variants.length === 0) variants.push({ rules: undefined, expected: null });
      out.push({
        name,
        t,
        roundRobin: ROUND_ROBINS.has(name) || name.startsWith('gen-rr-'),
        variants,
      });
    }
  }
  return out;
}

const all = cases();

function optionsOf(c: Case, v: Variant): TiebreakOptions {
  return {
    ...(v.rules !== undefined && { rules: v.rules }),
    ...(c.roundRobin && { system: 'round-robin' as const }),
  };
}

/** The codes to rank by: the reference's (no PTS, no group codes), else the file's or default. */
function codesOf(c: Case, v: Variant): { codes: string[]; options: TiebreakOptions } {
  const options = optionsOf(c, v);
  // A team event's own codes are the teams': its players are ranked by the FIDE Swiss list.
  const team = (c.t.teams?.length ?? 0) > 0;
  const given = team
    ? ['fide-swiss']
    : v.expected?.codes.filter(k => k !== 'PTS' && !GROUP_CODES.has(k));
  const { codes, rules } = resolveRequest(c.t, given, options);
  return { codes, options: { ...options, rules } };
}

function column(table: ListTable, id: string): number {
  const k = table.columns.findIndex(c => c.id === id);
  if (k < 0) throw new Error(`no ${id} column`);
  return k;
}

/** The rounds as the progress table can say them: kinds the reader tells apart, no boards. */
function sayable(e: RoundEntry): string {
  switch (e.kind) {
    case 'played':
      return `${e.opponent}${e.colour ?? '?'}${e.result}`;
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
    case 'pending':
      return `${e.opponent ?? '-'}${e.colour ?? '?'}${e.kind}`;
    case 'withdrawn':
    case 'not-joined':
      // Printed -0, as chess-results prints them: a zero-point bye, scored and counted alike.
      return 'zero-bye';
    default:
      return e.kind;
  }
}

function roundsByStartNo(t: Tournament): Map<number, string[]> {
  return new Map(t.participants.map((p: Participant) => [p.startNo, p.rounds.map(sayable)]));
}

/** A standings row as comparable data: start number, rank, points, values. */
function rowsOf(t: Tournament, s: Standings) {
  return s.rows.map(r => ({
    startNo: t.participants[r.index].startNo,
    rank: r.rank,
    points: r.points,
    values: r.values.map(v => (v === null ? null : Math.round(v * 1e6) / 1e6)),
  }));
}

it('finds every tournament of the conformance data', () => {
  expect(all.length).toBeGreaterThanOrEqual(50);
  expect(all.filter(c => c.variants.some(v => v.expected !== null)).length).toBeGreaterThanOrEqual(
    45,
  );
  expect(all.filter(c => c.roundRobin).length).toBeGreaterThanOrEqual(12);
});

describe.each(all.map(c => [c.name, c] as const))('%s', (_name, c) => {
  describe.each(c.variants.map(v => [v.rules ?? 'default rules', v] as const))(
    '%s',
    (_rules, v) => {
      const { codes, options } = codesOf(c, v);
      const standings = rankStandings(c.t, codes, options);
      const event = rankedEvent(c.t, standings);
      const table = rankingCrosstable(event, { layout: 'rounds' });
      const ps = c.t.participants;
      const startNoCol = column(table, 'startNo');
      const pointsCol = column(table, 'points');
      const firstCode = pointsCol + 1;

      it('has the standings in its lines: place, start number, points, tie-breaks', () => {
        expect(table.rows).toHaveLength(ps.length);
        table.rows.forEach((row, line) => {
          const r = standings.rows[line];
          expect(row[0]).toEqual({ rank: r.rank, place: r.place });
          expect(row[startNoCol]).toBe(ps[r.index].startNo);
          expect(row[pointsCol]).toBe(r.points);
          expect(row.slice(firstCode)).toEqual(r.values);
        });
      });

      if (v.expected !== null) {
        const expected = v.expected;
        it("has the reference calculator's points and values, in the order they give", () => {
          const ref = (startNo: number, code: string) => {
            const k = expected.codes.indexOf(code);
            return (expected.byStartNo.get(startNo) as (number | null)[])[k];
          };
          const close = (a: ListCell, b: number | null) =>
            b === null ? a === null : typeof a === 'number' && Math.abs(a - b) < 1e-6;
          const wrong: string[] = [];
          for (const row of table.rows) {
            const no = row[startNoCol] as number;
            if (!close(row[pointsCol], ref(no, 'PTS')))
              wrong.push(`${no} PTS ${String(row[pointsCol])}`);
            standings.codes.forEach((code, k) => {
              const got = row[firstCode + k];
              if (!close(got, ref(no, code)))
                wrong.push(`${no} ${code} ${String(got)} vs ${ref(no, code)}`);
            });
          }
          expect(wrong).toEqual([]);
          // Each line is at least as good as the next on the reference values, compared in order.
          const direction = standings.codes.map(code => {
            const parsed = parseTiebreakCode(code);
            return (findTiebreak(parsed.name)?.lowerIsBetter ?? false) !== parsed.reverse ? -1 : 1;
          });
          const key = (no: number) => [
            ref(no, 'PTS'),
            ...standings.codes.map(code => ref(no, code)),
          ];
          for (let line = 1; line < table.rows.length; line++) {
            const a = key(table.rows[line - 1][startNoCol] as number);
            const b = key(table.rows[line][startNoCol] as number);
            let cmp = 0;
            for (let k = 0; k < a.length && cmp === 0; k++) {
              const [x, y] = [a[k], b[k]];
              if (x === null || y === null) cmp = x === y ? 0 : x === null ? -1 : 1;
              else if (Math.abs(x - y) > 1e-9)
                cmp = (x > y ? 1 : -1) * (k === 0 ? 1 : direction[k - 1]);
            }
            expect({ line, better: cmp >= 0 }).toEqual({ line, better: true });
            const shared =
              (table.rows[line][0] as Place).rank === (table.rows[line - 1][0] as Place).rank;
            expect({ line, shared }).toEqual({ line, shared: cmp === 0 });
          }
        });
      }

      it('reads back from its TSV as the same rounds and the same standings', () => {
        const tsv = writeLists({ title: c.name, about: '' }, [table], 'tsv', 'en');
        const read = readGrid(parseDelimited(tsv, '\t'), {
          pointSystem: c.t.pointSystem,
          ...(c.roundRobin && { system: 'round-robin' as const }),
        });
        const back = read.tournament;
        expect(roundsByStartNo(back)).toEqual(roundsByStartNo(c.t));
        expect(rowsOf(back, rankStandings(back, codes, options))).toEqual(rowsOf(c.t, standings));
      });

      if (c.roundRobin) {
        it('prints a round robin square, and reads back as the same games and points', () => {
          const square = rankingCrosstable(event);
          expect(square.columns.some(col => col.id === 'opponent')).toBe(true);
          const tsv = writeLists({ title: c.name, about: '' }, [square], 'tsv', 'en');
          const back = readGrid(parseDelimited(tsv, '\t'), {
            pointSystem: c.t.pointSystem,
          }).tournament;
          expect(back.roundOrder).toBe('unknown');
          const games = (t: Tournament) =>
            new Map(
              t.participants.map(p => [
                p.startNo,
                p.rounds
                  .filter(e => 'opponent' in e)
                  .map(
                    e =>
                      `${(e as { opponent: number }).opponent}:${e.kind}:${'result' in e ? e.result : ''}`,
                  )
                  .sort(),
              ]),
            );
          expect(games(back)).toEqual(games(c.t));
          const points = (t: Tournament, s: Standings) =>
            new Map(s.rows.map(r => [t.participants[r.index].startNo, r.points]));
          const byPoints = rankStandings(back, [], { system: 'round-robin' });
          expect(points(back, byPoints)).toEqual(points(c.t, standings));
        });
      }
    },
  );
});
