/**
 * The sidebar's *Pair next round…* against the Spreadsheet fake. The Swiss is conformance
 * tournament s0002 (test/fixtures/pairing/: 7 players, forfeits, a half-point bye in round 5, a
 * pairing-allocated bye every round) written as a results list and a player list; the expected
 * pairings are the endorsed engine's rounds.tsv, the results typed in are the TRF's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sidebarApi } from '../../src/server/sidebar/api';
import type { Outcome, SwissRoundRequest } from '../../src/shared/types';
import { expectedRounds } from '../core/pairing/cutRound';
import { block } from '../core/pairing/cutRound';
import { playerName, swissSheetCase } from '../support/swissSheet';
import { FakeApps } from './fakes/spreadsheetService';
import type { Value } from './fakes/spreadsheetService';

const FIX = join(__dirname, '..', 'fixtures', 'pairing', 's0002');
const TRF = readFileSync(join(FIX, 'tournament.trf'), 'utf8');
const ROUNDS = expectedRounds(readFileSync(join(FIX, 'rounds.tsv'), 'utf8'));
const CASE = swissSheetCase(TRF, 5);
const FIRST_FREE = CASE.results.length + 1;

function setup(userLocale = 'en') {
  const apps = new FakeApps({
    sheets: [
      { name: 'Swiss', values: CASE.results as Value[][] },
      { name: 'Players', values: CASE.players as Value[][] },
    ],
    userLocale,
  });
  return { apps, api: sidebarApi(apps.services()) };
}

function value<T>(o: Outcome<T>): T {
  if (!o.ok) throw new Error(`expected success, got: ${o.error.message}`);
  return o.value;
}

function refusal<T>(o: Outcome<T>) {
  if (o.ok) throw new Error('expected a refusal');
  return o.error;
}

// Round 5: player 3 asked for a half-point bye (TRF `0000 - H`).
const request = (absent = CASE.absent): SwissRoundRequest => ({
  results: 'Swiss!A1:E60',
  players: 'Players!A1:C8',
  options: 'rounds=7',
  absent: absent.map(a => ({
    name: a.name,
    kind: a.kind === 'half-bye' ? 'half-bye' : 'zero-bye',
  })),
});

/** A round of rounds.tsv as the rows the sidebar writes (Result empty, the bye as `bye`). */
function expectedRows(round: number, extra: Value[][] = []): Value[][] {
  return [
    ...(ROUNDS.get(round) ?? []).map(([bd, w, b]): Value[] =>
      bd === ''
        ? [round, '', playerName(Number(w)), '', 'bye']
        : [round, Number(bd), playerName(Number(w)), playerName(Number(b)), ''],
    ),
    ...extra,
  ];
}

const rowsAt = (apps: FakeApps, top: number, n: number) =>
  apps.sheet('Swiss').getRange(top, 1, n, 5).getValues();

describe('pair the next Swiss round in the sheet', () => {
  it('round 5 previewed, then written below the list exactly as the engine pairs it', () => {
    expect(CASE.absent).toEqual([{ name: playerName(3), kind: 'half-bye' }]);
    const { apps, api } = setup();
    const p = value(api.previewSwissRound(request()));
    expect(p.round).toBe(5);
    expect(p.replaces).toBe(false);
    expect(p.boards.map(b => [b.board, b.white, b.black])).toEqual(
      (ROUNDS.get(5) ?? []).map(([bd, w, b]) => [
        Number(bd),
        playerName(Number(w)),
        playerName(Number(b)),
      ]),
    );
    expect(apps.changesTo('Swiss')).toEqual([]);

    const r = value(api.pairSwissRound(request()));
    expect(r.writtenRef).toBe(`Swiss!A${FIRST_FREE}:E${FIRST_FREE + 3}`);
    expect(rowsAt(apps, FIRST_FREE, 5)).toEqual([
      ...expectedRows(5, [[5, '', playerName(3), '', 'H']]),
      ['', '', '', '', ''],
    ]);
  });

  it('pairing the round again replaces only its own rows; results typed then give round 6', () => {
    const { apps, api } = setup();
    // First written with a wrong tick (player 7 absent too), then again with the right ones.
    value(api.pairSwissRound(request([...CASE.absent, { name: playerName(7), kind: 'zero-bye' }])));
    const again = value(api.pairSwissRound(request()));
    expect(again.replaces).toBe(true);
    expect(again.round).toBe(5);
    expect(rowsAt(apps, FIRST_FREE, 6)).toEqual([
      ...expectedRows(5, [[5, '', playerName(3), '', 'H']]),
      ['', '', '', '', ''],
      ['', '', '', '', ''],
    ]);
    // The TRF's round-5 results typed in: 4–2 won by forfeit, 1–5 1-0, 6–7 1-0.
    const typed: Record<string, string> = {
      '1': '1-0',
      '0': '0-1',
      '=': '½-½',
      '+': "'+:-",
      '-': "'-:+",
    };
    const sheet = apps.sheet('Swiss');
    (ROUNDS.get(5) ?? []).forEach(([, w], i) => {
      const line = TRF.split('\n').find(
        l => l.startsWith('001') && Number(l.slice(4, 8)) === Number(w),
      );
      sheet.getRange(FIRST_FREE + i, 5).setValue(typed[block(line as string, 5)?.result as string]);
    });
    const six = value(api.pairSwissRound(request([])));
    expect(six.round).toBe(6);
    expect(six.replaces).toBe(false);
    expect(rowsAt(apps, FIRST_FREE + 4, 4)).toEqual(expectedRows(6));
  });

  it('a result typed into the rows written refuses pairing again, naming the cell', () => {
    const { apps, api } = setup();
    value(api.pairSwissRound(request()));
    apps.sheet('Swiss').getRange(FIRST_FREE, 5).setValue('1-0');
    const before = rowsAt(apps, FIRST_FREE, 5);
    const e = refusal(api.pairSwissRound(request()));
    expect(e.message).toBe(
      `Swiss!E${FIRST_FREE} holds a result, so round 5 is being played and cannot be paired again; ` +
        `round 6 can be paired once the missing results are in (Swiss!E${FIRST_FREE + 1}, Swiss!E${FIRST_FREE + 2}).`,
    );
    expect(e.cells[0]).toEqual({ sheet: 'Swiss', a1: `E${FIRST_FREE}` });
    expect(rowsAt(apps, FIRST_FREE, 5)).toEqual(before);
  });

  it('a missing result of round 4 is refused naming the cell; nothing written', () => {
    const values = CASE.results.map(r => [...r]) as Value[][];
    const i = values.findIndex(r => r[0] === 4 && r[3] !== '');
    values[i][4] = '';
    const apps = new FakeApps({
      sheets: [
        { name: 'Swiss', values },
        { name: 'Players', values: CASE.players as Value[][] },
      ],
    });
    const e = refusal(sidebarApi(apps.services()).pairSwissRound(request()));
    expect(e.message).toBe(
      `Swiss!E${i + 1}: the result is missing: round 4 must be complete before the next round is paired`,
    );
    expect(apps.changesTo('Swiss')).toEqual([]);
  });

  it('an unknown absentee and an error in the player list are refused', () => {
    const { api } = setup();
    expect(
      refusal(
        api.previewSwissRound({ ...request(), absent: [{ name: 'Nobody', kind: 'zero-bye' }] }),
      ).message,
    ).toBe('Swiss!A1:E60: absent: "Nobody" is not in the player list');
    const apps = new FakeApps({
      sheets: [
        { name: 'Swiss', values: CASE.results as Value[][] },
        { name: 'Players', values: [...(CASE.players as Value[][]), [8, playerName(2), 2000]] },
      ],
    });
    expect(
      refusal(
        sidebarApi(apps.services()).previewSwissRound({ ...request(), players: 'Players!A1:C9' }),
      ).message,
    ).toMatch(/^Players!B9: .*listed twice/);
  });

  it('a filled cell below the list is refused, naming it; German texts', () => {
    const { apps, api } = setup('de');
    apps
      .sheet('Swiss')
      .getRange(FIRST_FREE + 2, 3)
      .setValue('Notiz');
    // The results list typed as its rows only: the note is below it, where round 5 would go.
    const e = refusal(api.pairSwissRound({ ...request(), results: `Swiss!A1:E${FIRST_FREE - 1}` }));
    expect(e.message).toBe(
      `Swiss!C${FIRST_FREE + 2} ist nicht leer ("Notiz"): dorthin kämen die Paarungen der Runde 5. ` +
        'Es wurde nichts geschrieben. Bitte räumen Sie den Bereich unter der Ergebnisliste frei und losen Sie dann erneut aus.',
    );
    expect(rowsAt(apps, FIRST_FREE, 2)).toEqual([
      ['', '', '', '', ''],
      ['', '', '', '', ''],
    ]);
  });

  it('a withdrawal in the Status column is not paired and gets no row', () => {
    // Player 3 withdrawn instead of the half-point bye: not paired in round 5 either way, so the
    // boards are rounds.tsv's round 5.
    const players = (CASE.players as Value[][]).map((row, i) => [
      ...row,
      i === 0 ? 'Status' : i === 3 ? 'withdrawn' : '',
    ]);
    const apps = new FakeApps({
      sheets: [
        { name: 'Swiss', values: CASE.results as Value[][] },
        { name: 'Players', values: players },
      ],
    });
    const api = sidebarApi(apps.services());
    const req = { ...request([]), players: 'Players!A1:D8' };
    const p = value(api.previewSwissRound(req));
    expect(p.absent).toEqual([{ name: playerName(3), kind: 'withdrawn' }]);
    // The sidebar sends the withdrawal back as it was shown.
    value(api.pairSwissRound({ ...req, absent: [{ name: playerName(3), kind: 'withdrawn' }] }));
    expect(rowsAt(apps, FIRST_FREE, 4)).toEqual([...expectedRows(5), ['', '', '', '', '']]);
  });

  describe('the Status column of the player list', () => {
    const withStatus = (status: Record<number, string>): Value[][] =>
      (CASE.players as Value[][]).map((row, i) => [...row, i === 0 ? 'Status' : (status[i] ?? '')]);
    const setupWith = (status: Record<number, string>) => {
      const apps = new FakeApps({
        sheets: [
          { name: 'Swiss', values: CASE.results as Value[][] },
          { name: 'Players', values: withStatus(status) },
        ],
      });
      return { apps, api: sidebarApi(apps.services()) };
    };
    const others = (except: number) =>
      [1, 2, 4, 5, 6, 7].filter(id => id !== except).map(playerName);

    it('loading the players (no ticks sent) starts from it; the ticks sent back write the round', () => {
      // Round 5's `0000 - H` of player 3 as the Status `H`: no ticks, the engine's round 5.
      const { apps, api } = setupWith({ 3: 'H' });
      const req = { ...request([]), players: 'Players!A1:D8', present: [] };
      const p = value(api.previewSwissRound(req));
      expect(p.absent).toEqual([{ name: playerName(3), kind: 'half-bye' }]);
      expect(p.boards.map(b => [String(b.board), b.white, b.black])).toEqual(
        expectedRows(5)
          .filter(r => r[1] !== '')
          .map(r => [String(r[1]), r[2], r[3]]),
      );
      // What the sidebar sends once loaded: every player ticked, as pre-filled.
      value(
        api.pairSwissRound({
          ...req,
          absent: [{ name: playerName(3), kind: 'half-bye' }],
          present: others(3),
        }),
      );
      expect(rowsAt(apps, FIRST_FREE, 5)).toEqual([
        ...expectedRows(5, [[5, '', playerName(3), '', 'H']]),
        ['', '', '', '', ''],
      ]);
    });

    it('a tick of "plays" wins over the Status: the player is paired', () => {
      const { api } = setupWith({ 3: 'H 5' });
      const req = { ...request([]), players: 'Players!A1:D8' };
      const p = value(api.previewSwissRound({ ...req, present: [playerName(3)] }));
      expect(p.absent).toEqual([]);
      expect([...p.boards.flatMap(b => [b.white, b.black]), p.bye].sort()).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map(playerName),
      );
    });

    it('a full-point bye (F) and a withdrawal from this round (W 5): F written, no row for W', () => {
      // Player 3 is not paired in round 5 in the TRF, nor player 7 here: the bye goes elsewhere,
      // so only the F row is compared, not the boards.
      const { apps, api } = setupWith({ 3: 'F', 7: 'W 5' });
      const req = { ...request([]), players: 'Players!A1:D8', present: [] };
      const p = value(api.previewSwissRound(req));
      expect(p.absent).toEqual([
        { name: playerName(3), kind: 'full-bye' },
        { name: playerName(7), kind: 'withdrawn' },
      ]);
      const r = value(api.pairSwissRound({ ...req, absent: p.absent }));
      // Two boards and the pairing-allocated bye for the five others, then the F row.
      expect(p.boards).toHaveLength(2);
      expect(p.bye).not.toBeNull();
      const rows = rowsAt(apps, FIRST_FREE, 5);
      expect(rows[2]).toEqual([5, '', p.bye, '', 'bye']);
      expect(rows.slice(3)).toEqual([
        [5, '', playerName(3), '', 'F'],
        ['', '', '', '', ''],
      ]);
      expect([...r.boards.flatMap(b => [b.white, b.black]), r.bye]).not.toContain(playerName(7));
    });

    it('a Status it cannot read is refused at its cell of the player list', () => {
      const { api } = setupWith({ 4: 'H 9' });
      const e = refusal(
        api.previewSwissRound({ ...request([]), players: 'Players!A1:D8', present: [] }),
      );
      expect(e.message).toBe(
        'Players!D5: the Status names round 9, but the tournament has 7 rounds',
      );
    });
  });

  it('a full-point bye given in the options is written as F', () => {
    // Player 3 not paired in round 5 either way: the boards are rounds.tsv's round 5.
    const { apps, api } = setup();
    value(api.pairSwissRound({ ...request([]), options: `rounds=7; full-bye=${playerName(3)}` }));
    expect(rowsAt(apps, FIRST_FREE, 4)).toEqual(expectedRows(5, [[5, '', playerName(3), '', 'F']]));
  });

  it('German: the bye row says spielfrei', () => {
    const { apps, api } = setup('de');
    value(api.pairSwissRound(request()));
    expect(rowsAt(apps, FIRST_FREE + 3, 1)).toEqual([[5, '', playerName(3), '', 'H']]);
    expect(value(api.pairSwissRound(request())).replaces).toBe(true);
  });

  it("the preview explains the pairing, in the user's language, with names", () => {
    // tournament.trf after round 4: 4 played b w b and had the bye in round 4 (colour
    // difference −1: strong preference for White); 2 played b w b w (mild preference for
    // Black); 3 asked for a half-point bye in round 5.
    const board1 =
      '  Board 1: Player 004 White (BWB, strong preference for White) – Player 002 Black ' +
      '(BWBW, mild preference for Black): both colour preferences can be granted (E.1)';
    const en = value(setup().api.previewSwissRound(request())).explanation;
    expect(en[0]).toBe('How round 5 was paired (FIDE Dutch system, C.04.3):');
    expect(en).toContain(board1);
    expect(en).toContain('Not paired this round (bye requested, absent or withdrawn): Player 003');
    const de = value(setup('de_DE').api.previewSwissRound(request())).explanation;
    expect(de).toContain(
      '  Brett 1: Player 004 Weiß (SWS, starke Präferenz für Weiß) – Player 002 Schwarz ' +
        '(SWSW, leichte Präferenz für Schwarz): beide Farbpräferenzen lassen sich erfüllen (E.1)',
    );
  });
});

describe('earlier rounds that differ from the rules (changed by hand)', () => {
  /** The results list with round 3's 1–2 and 3–7 made 1–7 and 3–2 (results kept). */
  const changed = () =>
    CASE.results.map(row =>
      row[0] === 3 && row[2] === playerName(1)
        ? [3, '', playerName(1), playerName(7), row[4]]
        : row[0] === 3 && row[2] === playerName(3)
          ? [3, '', playerName(3), playerName(2), row[4]]
          : row,
    );

  function setupChanged(userLocale: string) {
    const apps = new FakeApps({
      sheets: [
        { name: 'Swiss', values: changed() as Value[][] },
        { name: 'Players', values: CASE.players as Value[][] },
      ],
      userLocale,
    });
    return sidebarApi(apps.services());
  }

  it('rounds as the rules give them: no warning', () => {
    expect(value(setup().api.previewSwissRound(request())).handMade).toEqual([]);
  });

  it('round 3 changed: named with its boards as played and by the rules, and the rule (C1)', () => {
    // Round 2 of tournament.trf was 2–3, 4–5, 7–1 (6 the bye): the new pairs 1–7 and 3–2 are
    // both rematches, C1 on both boards. Boards by scores after round 2 (1 and 2 on 2 points,
    // 3, 4, 6, 7 on 1): 1–7 first (1 ranked above 2), then 3–2.
    const p = value(setupChanged('en').previewSwissRound(request()));
    expect(p.handMade[0]).toBe(
      'Round 3: played board 1: Player 001 – Player 007, board 2: Player 003 – Player 002; ' +
        'the rules give board 1: Player 001 – Player 002, board 2: Player 003 – Player 007 — ' +
        'C1: two players meet again, or a pair the organiser forbade (board 1, board 2)',
    );
    expect(p.handMade.every(l => /^Round [34]/.test(l))).toBe(true);
    const de = value(setupChanged('de_DE').previewSwissRound(request()));
    expect(de.handMade[0]).toBe(
      'Runde 3: gespielt Brett 1: Player 001 – Player 007, Brett 2: Player 003 – Player 002; ' +
        'nach den Regeln Brett 1: Player 001 – Player 002, Brett 2: Player 003 – Player 007 — ' +
        'C1: zwei Spieler treffen erneut aufeinander, oder eine vom Veranstalter ausgeschlossene ' +
        'Paarung (Brett 1, Brett 2)',
    );
  });
});

describe('the Baku acceleration (C.04.5.1)', () => {
  it('the choice sent gives group A its virtual points and says so in the explanation', () => {
    // Round 1 paired all 7 players (three games and the pairing-allocated bye), so GA =
    // 2·⌈7/4⌉ = 4 players, 1–4. 7 rounds: 4 accelerated (1 point in rounds 1–2, ½ in 3–4), so
    // round 5 has none.
    const p = value(setup().api.previewSwissRound({ ...request(), accelerate: true }));
    expect(p.explanation).toContain(
      'Baku acceleration (C.04.5.1): group A is pairing numbers 1–4 (Player 004 is its last ' +
        'player): the first half of the 7 players paired in round 1, rounded up to an even ' +
        'number: 4',
    );
    expect(p.explanation).toContain(
      '  round 5 comes after the accelerated rounds: no virtual points',
    );
  });

  it('accelerate=baku in the options does the same; an unknown value is refused', () => {
    const p = value(
      setup().api.previewSwissRound({ ...request(), options: 'rounds=7; beschleunigung=Baku' }),
    );
    expect(p.explanation.some(l => l.startsWith('Baku acceleration (C.04.5.1)'))).toBe(true);
    const e = refusal(
      setup().api.previewSwissRound({ ...request(), options: 'rounds=7; accelerate=fast' }),
    );
    expect(e.message).toContain('accelerate: found "fast"; expected baku');
  });
});
