/**
 * The adapter from the standard tournament model, fed by the results-list reader (whose side
 * table says why a player was away), and the Keizer seed's first evening end to end.
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { DEFAULT_POINTS } from '../../../src/core/model/points';
import type { Participant, Tournament } from '../../../src/core/model/types';
import type { Grid } from '../../../src/core/readers/cells';
import { readResultsList } from '../../../src/core/readers/resultsList';
import { keizerFromTournament, keizerStandings, pairKeizerRound } from '../../../src/core/keizer';
import { errorOf, table } from './helpers';

describe('keizerFromTournament: a results list with every kind of evening', () => {
  const players: Grid = [
    ['Nr', 'Name', 'Elo', 'DWZ', 'Status'],
    [1, 'Anna', 2000, 1950, ''],
    [2, 'Bert', 1900, '', ''],
    [3, 'Carl', 1800, 1790, 'aktiv'],
    [4, 'Dora', 1700, '', ''],
    [5, 'Emil', 1600, '', 'zurückgezogen'],
    [6, 'Finn', '', 1500, ''],
  ];
  const results: Grid = [
    ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'],
    [1, 1, 'Anna', 'Bert', '1-0'],
    ['', 2, 'Carl', 'Dora', '½-½'],
    ['', '', 'Emil', 'spielfrei', ''],
    [2, 1, 'Bert', 'Carl', '+:-'],
    [2, 2, 'Dora', 'Emil', '-:-'],
    [2, '', 'Anna', '', 'entschuldigt'],
    [3, 1, 'Finn', 'Anna', '0-1'],
    [3, 2, 'Carl', 'Emil', '1-0'],
    [3, '', 'Bert', '', 'H'],
    [3, '', 'Dora', '', 'Mannschaftskampf'],
    [4, 1, 'Anna', 'Dora', '½-½'],
    [4, 2, 'Finn', 'Carl', '1-0 kl.'],
  ];
  const read = readResultsList(results, { players });
  const competition = keizerFromTournament(read.tournament, read.absences);

  it('keeps games with colours, byes, the reasons for absences, late entry and the withdrawal', () => {
    expect(competition).toEqual({
      players: [
        { name: 'Anna', rating: 2000, status: 'active' },
        { name: 'Bert', rating: 1900, status: 'active' },
        { name: 'Carl', rating: 1800, status: 'active' },
        { name: 'Dora', rating: 1700, status: 'active' },
        { name: 'Emil', rating: 1600, status: 'withdrawn' },
        // no Elo: the national rating orders the start list
        { name: 'Finn', rating: 1500, status: 'active' },
      ],
      rounds: [
        {
          games: [
            { white: 'Anna', black: 'Bert', result: '1-0' },
            { white: 'Carl', black: 'Dora', result: '½-½' },
          ],
          offBoard: [
            { player: 'Emil', kind: 'bye' },
            { player: 'Finn', kind: 'not-joined' },
          ],
        },
        {
          games: [
            { white: 'Bert', black: 'Carl', result: '+-' },
            { white: 'Dora', black: 'Emil', result: '--' },
          ],
          offBoard: [
            { player: 'Anna', kind: 'excused' },
            { player: 'Finn', kind: 'not-joined' },
          ],
        },
        {
          games: [
            { white: 'Finn', black: 'Anna', result: '0-1' },
            { white: 'Carl', black: 'Emil', result: '1-0' },
          ],
          offBoard: [
            { player: 'Bert', kind: 'excused' }, // a requested half-point bye
            { player: 'Dora', kind: 'club' },
          ],
        },
        {
          games: [
            { white: 'Anna', black: 'Dora', result: '½-½' },
            { white: 'Finn', black: 'Carl', result: '+-' },
          ],
          // Bert is not listed at all: the scoring options decide (unexcused by default)
          offBoard: [],
        },
      ],
    });
  });

  it('scores to totals worked by hand (N = 5: values 6…2)', () => {
    // pass 1 (A6 B5 C4 D3 F2): A 11, C 5.5, B 5, D 5, F 2 → A6 C5 B4 D3 F2
    // pass 2: A 6+4+2.1 = 12.1, B 4+5 = 9, C 5+1.5 = 6.5, D 3+2.5 = 5.5, F 2 → A6 B5 C4 D3 F2
    // pass 3: A 6+5+2.1+2 = 15.1, B 5+4+1.75 = 10.75, C 4+1.5+0.75×4 = 8.5, D 3+2+2.1 = 7.1, F 2
    // pass 4: A +½×3 = 16.6, B +0.35×5 = 12.5, C +0 = 8.5, D +½×6 = 10.1, F +4 (forfeit) = 6
    const s = keizerStandings(competition);
    expect(table(s)).toEqual([
      ['Anna', '16.6'],
      ['Bert', '12.5'],
      ['Dora', '10.1'],
      ['Carl', '8.5'],
      ['Finn', '6'],
    ]);
    expect(s.withdrawn).toEqual(['Emil']);
  });

  it('a requested bye can count otherwise', () => {
    const c = keizerFromTournament(read.tournament, read.absences, { halfBye: 'bye' });
    expect(c.rounds[2].offBoard).toContainEqual({ player: 'Bert', kind: 'bye' });
  });
});

describe('keizerFromTournament: checks', () => {
  const p = (startNo: number, name: string, rounds: Participant['rounds']): Participant => ({
    startNo,
    name,
    rounds,
  });
  const t = (participants: Participant[]): Tournament => ({
    rounds: participants[0].rounds.length,
    participants,
    pointSystem: DEFAULT_POINTS,
  });

  it('games without colours are marked so; equal names get their start number', () => {
    const c = keizerFromTournament(
      t([
        p(1, 'Müller', [{ kind: 'played', opponent: 2, result: 'loss', rated: true }]),
        p(2, 'Müller', [{ kind: 'played', opponent: 1, result: 'win', rated: true }]),
      ]),
    );
    expect(c.players.map(x => x.name)).toEqual(['Müller (1)', 'Müller (2)']);
    expect(c.rounds[0].games).toEqual([
      { white: 'Müller (1)', black: 'Müller (2)', result: '0-1', colourUnknown: true },
    ]);
  });

  it('refuses games without a result, forfeits without an opponent, one-sided games', () => {
    expect(
      errorOf(() =>
        keizerFromTournament(
          t([
            p(1, 'A', [{ kind: 'pending', opponent: 2 }]),
            p(2, 'B', [{ kind: 'pending', opponent: 1 }]),
          ]),
        ),
      ).detail,
    ).toMatch(/round 1: A has a game without a result/);
    expect(
      errorOf(() => keizerFromTournament(t([p(1, 'A', [{ kind: 'forfeit-win', opponent: null }])])))
        .detail,
    ).toMatch(/round 1: A has a forfeit without a named opponent/);
    expect(
      errorOf(() =>
        keizerFromTournament(
          t([
            p(1, 'A', [{ kind: 'played', opponent: 2, result: 'win', rated: true }]),
            p(2, 'B', [{ kind: 'zero-bye' }]),
          ]),
        ),
      ).detail,
    ).toMatch(/round 1: A meets B, but B's round 1 does not say so/);
    expect(
      errorOf(() =>
        keizerFromTournament(
          t([
            p(1, 'A', [{ kind: 'played', opponent: 2, result: 'win', rated: true }]),
            p(2, 'B', [{ kind: 'played', opponent: 1, result: 'win', rated: true }]),
          ]),
        ),
      ).detail,
    ).toMatch(/A and B disagree about the result/);
  });

  it('refuses an absence note for a round that was no absence', () => {
    const tt = t([p(1, 'A', [{ kind: 'pairing-bye' }])]);
    expect(
      errorOf(() => keizerFromTournament(tt, [{ startNo: 1, round: 1, kind: 'excused' }])).detail,
    ).toMatch(/absence in round 1: A has a pairing-bye entry, not an absence/);
    expect(
      errorOf(() => keizerFromTournament(tt, [{ startNo: 9, round: 1, kind: 'excused' }])).detail,
    ).toMatch(/no player has start number 9/);
  });
});

describe('the Keizer seed (002): round 1 through the reader, standings and the round 2 pairing', () => {
  const dir = join(__dirname, '../../fixtures/seeds');
  const file = readdirSync(dir).find(f => f.startsWith('002_')) as string;
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const at = lines.findIndex(l => l.startsWith('Ergebnisse der 1. Runde'));
  const games = lines.slice(at + 2, at + 10).map(line => {
    const m = /^(\d+) (.+?) - (.+?) ([01½] - [01½])$/.exec(line.trim());
    if (!m) throw new Error(`unexpected seed line ${line}`);
    return [m[1], m[2], '-', m[3], m[4]];
  });
  const read = readResultsList([['Tisch', 'Teilnehmer', '-', 'Teilnehmer', 'Ergebnis'], ...games]);
  const competition = keizerFromTournament(read.tournament, read.absences);

  it('16 unrated players: start order by name, values 22…7, totals worked by hand', () => {
    // N = 16: B = floor(15 × 3/2) = 22 ("der erste ungefähr das dreifache des Letzten": 22 ≈ 3 × 7).
    // By name: Bittorf 22, Eisenmann 21, Ewald 20, Gruner 19, Hahlbohm 18, Höckendorf 17,
    // Höhne 16, Kohla 15, Lange 14, Langer 13, Linke 12, Malayev 11, Meier 10, Scholz 9,
    // Tiemer 8, Woschech 7. Hahlbohm 18 + Gruner 19 = 37; Linke 12 + Ewald 20 = 32;
    // Tiemer 8 + Eisenmann 21 = 29; Bittorf 22 + 9/2 = 26.5; Kohla 15 + Malayev 11 = 26;
    // Meier 10 + Lange 14 = 24 and Woschech 7 + Höckendorf 17 = 24 (M before W);
    // Höhne 16 + 13/2 = 22.5; Eisenmann 21 and Langer 13 + 16/2 = 21; Ewald 20 and
    // Scholz 9 + 22/2 = 20; Gruner 19; Höckendorf 17; Lange 14; Malayev 11.
    const s = keizerStandings(competition);
    expect(s.values[0].toString()).toBe('22');
    expect(s.values[15].toString()).toBe('7');
    expect(table(s)).toEqual([
      ['Hahlbohm, Matthias', '37'],
      ['Linke, Rico', '32'],
      ['Tiemer, Klaus', '29'],
      ['Bittorf, Uwe', '26.5'],
      ['Kohla, Patrice', '26'],
      ['Meier, Karl-Heinz', '24'],
      ['Woschech, Andreas', '24'],
      ['Höhne, Wolfgang', '22.5'],
      ['Eisenmann, Philipp', '21'],
      ['Langer, Günter', '21'],
      ['Ewald, Jutta', '20'],
      ['Scholz, Alexander', '20'],
      ['Gruner, Klaus-Dieter', '19'],
      ['Höckendorf, Hartmut', '17'],
      ['Lange, Christoph', '14'],
      ['Malayev, Daniel', '11'],
    ]);
  });

  it('round 2, everyone present: 1–2, 3–4, … with White to the fewer Whites, else the lower-ranked', () => {
    const all = competition.players.map(x => x.name);
    const p = pairKeizerRound(competition, all);
    expect(p.bye).toBeNull();
    expect(p.boards).toEqual([
      { white: 'Linke, Rico', black: 'Hahlbohm, Matthias' }, // Linke had Black
      { white: 'Bittorf, Uwe', black: 'Tiemer, Klaus' }, // Bittorf had Black
      { white: 'Kohla, Patrice', black: 'Meier, Karl-Heinz' }, // Kohla had Black
      { white: 'Höhne, Wolfgang', black: 'Woschech, Andreas' }, // Höhne had Black
      { white: 'Eisenmann, Philipp', black: 'Langer, Günter' }, // Eisenmann had Black
      { white: 'Scholz, Alexander', black: 'Ewald, Jutta' }, // both White → lower-ranked
      { white: 'Höckendorf, Hartmut', black: 'Gruner, Klaus-Dieter' }, // both Black → lower-ranked
      { white: 'Lange, Christoph', black: 'Malayev, Daniel' }, // Lange had Black
    ]);
  });
});
