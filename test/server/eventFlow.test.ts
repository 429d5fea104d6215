/**
 * A whole Swiss run from *New Swiss…* over the strict Spreadsheet fake, as the sidebar drives the
 * server (the same calls, in the same order) and as an organiser types into the sheets — never a
 * range: the event's ranges come from the sidebar's state. 30 players, 7 rounds; a late entry
 * before round 3 (numbered at his place, C.04.2) and one before round 6 (after the highest
 * number), a half-point bye asked for in the Status column, a withdrawal, forfeits both ways and a
 * double forfeit, pairing-allocated byes once the field is odd.
 *
 * Independent expectations: the pairing numbers come from the field listed by hand in C.04.2
 * order (test/support/eventFlow.ts); each round's pairing is the engine's pairing of the test's
 * own record of the event written as a TRF (not of the sheet); the final standings are the
 * command line's (build/cli.js) on that TRF, and on the TRF the sidebar exports.
 *
 * The steps are tests in order, sharing the spreadsheet. The last ones build the arbiter's lists
 * (ranking crosstable, prize lists, pairing list, starting and alphabetical lists), again typing
 * no range, and hold each against the test's own record: points counted from the results typed,
 * tie-breaks from the engine's standings of the record's TRF, opponents' lines from that ranking.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defaultRuleSet, rankStandings, readTrf } from '../../src/core';
import type { Standings } from '../../src/core';
import { pairNextRound } from '../../src/core/pairing';
import { readPairingTrf } from '../../src/core/pairing/fromTrf';
import { drawInitialColour } from '../../src/core/pairing/initialColour';
import { findPreset } from '../../src/core/tiebreaks/presets';
import { sidebarApi } from '../../src/server/sidebar/api';
import { ownRecord } from '../../src/server/writing/ownSheets';
import type { EventInfo, Outcome, SwissRoundRequest } from '../../src/shared/types';
import { tmpFile } from '../support/cli';
import { EventRecord, FIELD, resultFor, typingOrder } from '../support/eventFlow';
import type { Entrant, Entry } from '../support/eventFlow';
import { ensureBuilt } from './fakes/ensureBuilt';
import { FakeApps, FakeInputRejected, type FakeSheet } from './fakes/spreadsheetService';

const CLI = join(__dirname, '..', '..', 'build', 'cli.js');
const SEED = 4711;
const COLOUR = drawInitialColour(SEED);

function value<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

const apps = new FakeApps({ userLocale: 'en' });
const api = sidebarApi(apps.services());
const record = new EventRecord();
/** The pairing numbers expected: index + 1. */
const order: Entrant[] = [...FIELD];
let info: EventInfo;
let players: FakeSheet;
let results: FakeSheet;
/** The next free row of the player list. */
let nextPlayerRow = 2;
/** Round 7's rows as written (checked against the engine's pairing when written). */
let round7: WrittenRow[] = [];

/** The event as the sidebar finds it: from its state, the active sheet's or the only event. */
function currentEvent(): EventInfo {
  const state = api.eventsState();
  const found = state.events.find(e => e.id === state.current);
  if (!found) throw new Error('the sidebar found no event');
  return found;
}

/** A row of the player list typed as an organiser types it: no Nr. */
function typePlayer(p: Entrant): void {
  const row = nextPlayerRow++;
  players.type(`B${row}`, p.name);
  if (p.rating !== undefined) players.type(`C${row}`, String(p.rating));
  players.type(`E${row}`, p.fed);
  if (p.title !== undefined) players.type(`F${row}`, p.title);
  players.type(`I${row}`, p.sex);
}

function rowOf(name: string): number {
  for (let r = 2; r < nextPlayerRow; r++) if (players.valueAt(r, 2) === name) return r;
  throw new Error(`${name} is not in the player list`);
}

/** Nr column as the sheet shows it, by name. */
function numbersInSheet(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (let r = 2; r < nextPlayerRow; r++)
    out.set(players.valueAt(r, 2) as string, players.valueAt(r, 1));
  return out;
}

interface WrittenRow {
  readonly row: number;
  readonly board: unknown;
  readonly white: string;
  readonly black: string;
  readonly result: unknown;
}

/**
 * Pairs the next round as the sidebar does (load: no ticks; write: the ticks as loaded), checks
 * it against the engine's pairing of the test's record, and returns the rows written.
 */
function pairRound(
  round: number,
  unavailable: ReadonlyMap<string, 'half-bye' | 'absent'> = new Map(),
): { rows: WrittenRow[]; numbered: string | null } {
  const ev = currentEvent();
  const base: SwissRoundRequest = {
    results: ev.results,
    players: ev.players,
    options: ev.options,
    absent: [],
    present: [],
  };
  const loaded = value(api.previewSwissRound(base));
  expect(loaded.round).toBe(round);
  const absentNames = new Set(loaded.absent.map(a => a.name));
  const written = value(
    api.pairSwissRound({
      ...base,
      absent: loaded.absent,
      present: loaded.players.map(p => p.name).filter(n => !absentNames.has(n)),
    }),
  );
  // The engine on the test's own record of rounds 1..round-1.
  const engine = pairNextRound(
    readPairingTrf(record.trf(order, round - 1, COLOUR, unavailable)).request,
  );
  const name = (id: number) => order[id - 1].name;
  expect(written.boards.map(b => [b.board, b.white, b.black])).toEqual(
    engine.boards.map(b => [b.board, name(b.white), name(b.black)]),
  );
  expect(written.bye).toBe(engine.bye === null ? null : name(engine.bye));
  // The sheet holds exactly that, below the list.
  const [from, to] = written.written.a1.split(':').map(a => Number(a.replace(/^[A-Z]+/, '')));
  const rows: WrittenRow[] = [];
  for (let r = from; r <= to; r++) {
    rows.push({
      row: r,
      board: results.valueAt(r, 2),
      white: results.valueAt(r, 3) as string,
      black: results.valueAt(r, 4) as string,
      result: results.valueAt(r, 5),
    });
    expect(results.valueAt(r, 1)).toBe(round);
  }
  const games = rows.filter(r => r.black !== '');
  expect(games.map(g => [g.board, g.white, g.black])).toEqual(
    engine.boards.map(b => [b.board, name(b.white), name(b.black)]),
  );
  // The Nr column is the expected numbering.
  const nr = numbersInSheet();
  order.forEach((p, i) => expect([p.name, nr.get(p.name)]).toEqual([p.name, i + 1]));
  return { rows, numbered: written.numbered };
}

/** Types the round's results (picked from the dropdown), recording them and the byes. */
function typeResults(round: number, rows: readonly WrittenRow[]): void {
  for (const r of rows) {
    if (r.black === '') {
      // A bye or an absence: no dropdown, no highlight.
      expect(results.validationAt(r.row, 5)).toBeNull();
      expect(results.highlighted(r.row, 5)).toBe(false);
      record.solo(
        round,
        r.white,
        r.result === 'bye' ? 'bye' : r.result === 'H' ? 'half-bye' : 'absent',
      );
      continue;
    }
    expect(results.highlighted(r.row, 5)).toBe(true);
    const result = resultFor(round, Number(r.board));
    results.choose(`E${r.row}`, result);
    expect(results.highlighted(r.row, 5)).toBe(false);
    record.game(round, r.white, r.black, result);
  }
}

beforeAll(() => ensureBuilt());

describe('a Swiss from New Swiss… to the standings, typing no range', () => {
  it('New Swiss… makes the player list and the results list, and remembers the event', () => {
    info = value(
      api.newEvent({
        system: 'swiss',
        name: 'Club Open',
        rounds: 7,
        double: false,
        colour: 'lot',
        seed: SEED,
        order: 'ranking',
        preset: 'fide-swiss',
      }),
    );
    expect([info.playersSheet, info.resultsSheet]).toEqual([
      'Club Open – Players',
      'Club Open – Results',
    ]);
    expect(info.options).toBe(`rounds=7; colour=draw; seed=${SEED}`);
    players = apps.sheet(info.playersSheet);
    results = apps.sheet(info.resultsSheet);
    expect(players.grid()).toEqual([
      ['Nr', 'Name', 'Elo', 'FIDE id', 'Fed', 'Title', 'Club', 'Birth', 'Sex', 'Status'],
    ]);
    expect(results.grid()).toEqual([['Round', 'Board', 'White', 'Black', 'Result']]);
    for (const s of [players, results]) {
      expect(ownRecord(s)?.event).toMatchObject({
        name: 'Club Open',
        system: 'swiss',
        rounds: 7,
        colour: { lot: SEED },
        order: 'ranking',
        preset: 'fide-swiss',
        players: players.id,
        results: results.id,
      });
    }
    // The organiser types the players next: the player list is active.
    expect(apps.book.active).toBe(players);
    expect(api.sidebarState().events.current).toBe(info.id);
  });

  it('the field is typed without numbers; round 1 numbers it by the initial ranking', () => {
    for (const p of typingOrder(FIELD)) typePlayer(p);
    const { rows, numbered } = pairRound(1);
    expect(numbered).toBe('Pairing numbers for 30 players go into the Nr column.');
    expect(rows).toHaveLength(15);
    // A result typed by hand passes the dropdown's rule; anything else is refused with our help.
    const first = rows[0];
    expect(() => results.type(`E${first.row}`, '1:0')).toThrow(
      new FakeInputRejected(
        'A result: 1-0, ½-½ or 0-1; forfeits +:- (White wins), -:+ (Black wins), -:- (neither played). Pick it from the list.',
      ),
    );
    expect(() => results.type(`E${first.row}`, 'remis')).toThrow(FakeInputRejected);
    expect(results.valueAt(first.row, 5)).toBe('');
    typeResults(1, rows);
  });

  it('round 2 (a forfeit on board 3)', () => {
    const { rows } = pairRound(2);
    typeResults(2, rows);
  });

  it('round 3: a late entry gets the number of his place; those below move down one', () => {
    const lara: Entrant = {
      name: 'Lehmann, Lara',
      rating: 2260,
      title: 'WFM',
      fed: 'GER',
      sex: 'w',
    };
    typePlayer(lara);
    // 2260 ranks between Novak (2280, No. 5) and Berg (2200, No. 6): No. 6.
    order.splice(5, 0, lara);
    const { rows, numbered } = pairRound(3);
    expect(numbered).toBe(
      'Late entry Lehmann, Lara numbered by the initial ranking; the players below moved down one number (FIDE C.04.2 allows it until round 4 is paired).',
    );
    // 31 players: a pairing-allocated bye.
    expect(rows.filter(r => r.result === 'bye')).toHaveLength(1);
    typeResults(3, rows);
  });

  it('round 4: a half-point bye asked for in the Status column', () => {
    players.type(`J${rowOf('Ebert, Uwe')}`, 'H 4');
    const { rows } = pairRound(4, new Map([['Ebert, Uwe', 'half-bye']]));
    expect(rows.filter(r => r.white === 'Ebert, Uwe').map(r => r.result)).toEqual(['H']);
    typeResults(4, rows);
  });

  it('round 5: a withdrawal is never paired again', () => {
    players.type(`J${rowOf('Zander, Ole')}`, 'W');
    const { rows } = pairRound(5, new Map([['Zander, Ole', 'absent']]));
    expect(rows.some(r => r.white === 'Zander, Ole' || r.black === 'Zander, Ole')).toBe(false);
    typeResults(5, rows);
  });

  it('round 6: a late entry after round 4 was paired goes after the highest number', () => {
    const otto: Entrant = { name: 'Spät, Otto', rating: 1900, fed: 'GER', sex: 'm' };
    typePlayer(otto);
    order.push(otto);
    const { rows, numbered } = pairRound(6, new Map([['Zander, Ole', 'absent']]));
    expect(numbered).toBe(
      'Late entry Spät, Otto numbered after the highest number: round 4 has been paired, and FIDE C.04.2 allows no renumbering after that.',
    );
    typeResults(6, rows);
  });

  it('round 7', () => {
    const { rows } = pairRound(7, new Map([['Zander, Ole', 'absent']]));
    round7 = rows;
    typeResults(7, rows);
    // Every result in: no highlight is left in the results list.
    for (let r = 2; r <= results.lastRow(); r++) expect(results.highlighted(r, 5)).toBe(false);
  });

  it('Build standings… finds the event and ranks it as the command line ranks the same event', () => {
    const report = api.detectSource(null);
    if (!report.ok) throw new Error(report.error.message);
    expect(report.event).toBe('Club Open');
    expect(report.suggestedPreset).toBe('fide-swiss');
    const codes = [...(findPreset('fide-swiss')?.codes ?? [])];
    const built = value(
      api.buildStandings({
        range: report.ref,
        tiebreaks: { kind: 'preset', name: report.suggestedPreset },
        rules: 'auto',
        afterRound: null,
        unratedRating: null,
        output: 'snapshot',
        explanations: false,
      }),
    );
    expect(built.players).toBe(order.length);
    const sheet = apps.sheet(built.sheet).grid();
    const header = sheet.findIndex(row => row[0] === 'Place');
    const table = sheet.slice(header + 1).filter(row => row[2] !== '');
    const standings = (trf: string) => {
      const out = execFileSync(
        process.execPath,
        [CLI, tmpFile('event.trf', trf), '--tiebreaks', codes.join(','), '--format', 'tsv'],
        {
          encoding: 'utf8',
        },
      );
      return out
        .trim()
        .split('\n')
        .slice(1)
        .map(line => line.split('\t'));
    };
    const mine = standings(record.trf(order, 7, COLOUR));
    const exported = standings(value(api.exportTrf(report.ref)).text);
    for (const cli of [mine, exported]) {
      expect(
        table.map(row => [row[1], row[2], row[3], ...codes.map((_, k) => row[4 + k])]),
      ).toEqual(
        cli.map(([, no, name, pts, ...values]) => [
          Number(no),
          name,
          Number(pts),
          ...values.map(v => (v === '' ? '' : Number(v))),
        ]),
      );
    }
  });
});

/** A sheet's rows from `from` down to its last row, trailing blanks cut. */
function rowsFrom(sheet: FakeSheet, from: number): unknown[][] {
  return sheet
    .grid()
    .slice(from - 1)
    .map(r => {
      const row = [...r];
      while (row.length > 0 && row[row.length - 1] === '') row.pop();
      return row;
    });
}

/** A player's points from the test's own record, rounds 1..upTo (C.07: byes as their value). */
function recordPoints(name: string, upTo: number): number {
  let sum = 0;
  for (let r = 1; r <= upTo; r++) {
    const x: Entry | undefined = record.rounds.get(name)?.get(r);
    if (x === undefined) continue;
    if (x.kind !== 'game') sum += x.kind === 'bye' ? 1 : x.kind === 'half-bye' ? 0.5 : 0;
    else sum += x.result === '1' || x.result === '+' ? 1 : x.result === '=' ? 0.5 : 0;
  }
  return sum;
}

describe('the final lists after round 7, typing no range', () => {
  const codes = [...(findPreset('fide-swiss')?.codes ?? [])];
  let expected: Standings;
  /** Name by pairing number, and the record's standings row of each name. */
  const nameOf = (no: number) => order[no - 1].name;
  let rowOf: Map<string, Standings['rows'][number]>;
  let built: { listSheets: readonly string[]; sheet: string };

  beforeAll(() => {
    // The engine's standings of the test's own record (not of the sheet).
    const t = readTrf(record.trf(order, 7, COLOUR)).tournament;
    // The rule set the sidebar's automatic choice and the command line take for this event.
    expected = rankStandings(t, codes, { rules: defaultRuleSet(t) });
    rowOf = new Map(expected.rows.map(r => [t.participants[r.index].name, r]));
    built = value(
      api.buildStandings({
        range: '',
        tiebreaks: { kind: 'preset', name: 'fide-swiss' },
        rules: 'auto',
        afterRound: null,
        unratedRating: null,
        output: 'snapshot',
        explanations: false,
        lists: {
          crosstable: true,
          categories: 'women; rating:2000,2200; unrated',
          year: null,
          players: null,
          pairings: { round: null },
          starting: true,
          alphabetical: true,
        },
      }),
    );
  });

  it('Build standings… writes the crosstable, the prize lists and the three printable lists', () => {
    expect(built.sheet).toBe('Standings – Club Open');
    expect(built.listSheets).toEqual([
      'Crosstable – Club Open – Results',
      'Prize lists – Club Open – Results',
      'Pairings – Club Open – Results',
      'Starting list – Club Open – Results',
      'Alphabetical list – Club Open – Results',
    ]);
    // The event's sheets are as the organiser left them.
    expect(players.grid()[0]).toEqual([
      'Nr',
      'Name',
      'Elo',
      'FIDE id',
      'Fed',
      'Title',
      'Club',
      'Birth',
      'Sex',
      'Status',
    ]);
  });

  it('the ranking crosstable: points, tie-breaks and every round as the record has them', () => {
    const rows = rowsFrom(apps.sheet(built.listSheets[0]), 4);
    const header = rows[0] as string[];
    const col = (h: string) => header.indexOf(h);
    const rounds = [1, 2, 3, 4, 5, 6, 7].map(r => col(`${r}.Rd`));
    expect(rounds.every(c => c > 0)).toBe(true);
    const pts = col('Pts.');
    const body = rows.slice(1, 1 + order.length);
    // The line of each name in the record's ranking: what the round cells point to.
    const lineOf = new Map(expected.rows.map((r, k) => [order[r.index].name, k + 1]));
    body.forEach((row, k) => {
      const name = nameOf(row[col('SNo')] as number);
      expect([k + 1, name]).toEqual([k + 1, order[expected.rows[k].index].name]);
      const want = rowOf.get(name)!;
      expect([name, row[pts], ...codes.map((_, j) => row[pts + 1 + j])]).toEqual([
        name,
        recordPoints(name, 7),
        ...want.values.map(v => (v === null ? '' : v)),
      ]);
      expect(want.points).toBe(recordPoints(name, 7));
      const cells = rounds.map(c => row[c]);
      const fromRecord = [1, 2, 3, 4, 5, 6, 7].map(r => {
        const x = record.rounds.get(name)?.get(r);
        if (x === undefined) return '-0';
        if (x.kind !== 'game') return x.kind === 'bye' ? '-1' : x.kind === 'half-bye' ? '-½' : '-0';
        const theirs = record.rounds.get(x.opponent)?.get(r) as { result: string };
        const score =
          x.result === '-' && theirs.result === '-' ? '--' : x.result === '=' ? '½' : x.result;
        return `${lineOf.get(x.opponent)}${x.colour}${score}`;
      });
      expect([name, ...cells]).toEqual([name, ...fromRecord]);
    });
    // Hand-checked: Ebert's half-point bye in round 4, Zander withdrawn from round 5, Spät
    // entered for round 6, the double forfeit of round 3 on board 12.
    const cellsOf = (name: string) => {
      const row = body.find(r => r[col('SNo')] === order.findIndex(p => p.name === name) + 1)!;
      return rounds.map(c => row[c]);
    };
    expect(cellsOf('Ebert, Uwe')[3]).toBe('-½');
    expect(cellsOf('Zander, Ole').slice(4)).toEqual(['-0', '-0', '-0']);
    expect(cellsOf('Spät, Otto').slice(0, 5)).toEqual(['-0', '-0', '-0', '-0', '-0']);
    expect(
      body.flatMap(r => rounds.map(c => r[c])).filter(c => /--$/.test(String(c))),
    ).toHaveLength(2);
  });

  it('the prize lists: the record’s women, rating bands and unrated, with the standings’ values', () => {
    const rows = rowsFrom(apps.sheet(built.listSheets[1]), 4);
    const sections = new Map<string, unknown[][]>();
    for (let k = 0; k < rows.length; k++) {
      if (rows[k].length !== 1 || rows[k + 1]?.[0] !== 'Cat.') continue;
      const members: unknown[][] = [];
      for (let j = k + 2; j < rows.length && typeof rows[j][0] === 'number'; j++)
        members.push(rows[j]);
      sections.set(rows[k][0] as string, members);
    }
    expect([...sections.keys()]).toEqual([
      'Best women',
      'Rating <2000',
      'Rating 2000-2199',
      'Rating >=2200',
      'Unrated players',
    ]);
    const rated = (p: Entrant) => p.rating !== undefined;
    const want: Record<string, (p: Entrant) => boolean> = {
      'Best women': p => p.sex === 'w',
      'Rating <2000': p => rated(p) && p.rating! < 2000,
      'Rating 2000-2199': p => rated(p) && p.rating! >= 2000 && p.rating! < 2200,
      'Rating >=2200': p => rated(p) && p.rating! >= 2200,
      'Unrated players': p => !rated(p),
    };
    for (const [heading, members] of sections) {
      // The main ranking filtered: the category's players in the record's ranking order.
      const names = expected.rows.map(r => order[r.index]).filter(want[heading]);
      expect([heading, members.map(m => nameOf(m[2] as number))]).toEqual([
        heading,
        names.map(p => p.name),
      ]);
      members.forEach((m, k) => {
        const name = nameOf(m[2] as number);
        const r = rowOf.get(name)!;
        expect([name, m[0], m[1]]).toEqual([name, k + 1, r.place.includes('–') ? r.place : r.rank]);
        expect([name, ...m.slice(-1 - codes.length)]).toEqual([
          name,
          recordPoints(name, 7),
          ...r.values.map(v => (v === null ? '' : v)),
        ]);
      });
    }
    // Hand-checked: 13 women (12 of the field and Lehmann), 3 unrated.
    expect(sections.get('Best women')).toHaveLength(13);
    expect(sections.get('Unrated players')).toHaveLength(3);
  });

  it('the pairing list of round 7 (the last paired): boards, points before the round, results', () => {
    const rows = rowsFrom(apps.sheet(built.listSheets[2]), 1);
    expect(rows[0][0]).toBe('Pairings of round 7 – Club Open – Results');
    expect(rows[3]).toEqual([
      'Bo.',
      'No.',
      'White',
      'Rtg',
      'Pts.',
      'Result',
      'Pts.',
      'Black',
      'Rtg',
      'No.',
    ]);
    const no = (name: string) => order.findIndex(p => p.name === name) + 1;
    const rating = (name: string) => order[no(name) - 1].rating ?? '';
    const games = round7.filter(r => r.black !== '');
    const solo = round7.filter(r => r.black === '');
    expect(rows.slice(4)).toEqual([
      ...games.map(g => [
        g.board,
        no(g.white),
        g.white,
        rating(g.white),
        recordPoints(g.white, 6),
        resultFor(7, Number(g.board)),
        recordPoints(g.black, 6),
        g.black,
        rating(g.black),
        no(g.black),
      ]),
      ...solo.map(b => [
        '',
        no(b.white),
        b.white,
        rating(b.white),
        recordPoints(b.white, 6),
        'bye',
      ]),
    ]);
    // 32 entered, Zander withdrawn: 15 boards and the pairing-allocated bye.
    expect([games.length, solo.length]).toEqual([15, 1]);
  });

  it('the starting list by pairing number and the alphabetical list', () => {
    const starting = rowsFrom(apps.sheet(built.listSheets[3]), 4);
    expect(starting[0]).toEqual(['SNo', 'Title', 'Name', 'FED', 'Rtg']);
    expect(starting.slice(1)).toEqual(
      order.map((p, i) => {
        const row: unknown[] = [i + 1, p.title ?? '', p.name, p.fed, p.rating ?? ''];
        while (row[row.length - 1] === '') row.pop();
        return row;
      }),
    );
    const alpha = rowsFrom(apps.sheet(built.listSheets[4]), 4);
    const names = alpha.slice(1).map(r => r[2]);
    // Hand-sorted: the first five and the last two.
    expect(names.slice(0, 5)).toEqual([
      'Adler, Paul',
      'Albers, Nina',
      'Arndt, Tom',
      'Berg, Lena',
      'Brandt, Kai',
    ]);
    expect(names.slice(-2)).toEqual(['Zander, Ole', 'Zuse, Max']);
    expect([...names].sort()).toEqual(order.map(p => p.name).sort());
    expect(alpha.slice(1).every(r => nameOf(r[0] as number) === r[2])).toBe(true);
  });

  it('the standings sheet of the same run has the same points and tie-breaks', () => {
    const sheet = apps.sheet(built.sheet).grid();
    const header = sheet.findIndex(row => row[0] === 'Place');
    const table = sheet.slice(header + 1).filter(row => row[2] !== '');
    expect(table.map(r => [r[2], r[3], ...codes.map((_, k) => r[4 + k])])).toEqual(
      expected.rows.map(r => {
        const name = order[r.index].name;
        return [name, recordPoints(name, 7), ...r.values.map(v => (v === null ? '' : v))];
      }),
    );
  });
});
