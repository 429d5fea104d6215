import { readFileSync } from 'fs';
import { join } from 'path';
import { InputError } from '../../../src/core/errors';
import { DEFAULT_POINTS, totalPoints } from '../../../src/core/model/points';
import { withdrawnAfterRound } from '../../../src/core/model/withdrawal';
import { looksLikePgn, readPgn } from '../../../src/core/readers/pgn';
import { readPgnGames } from '../../../src/core/readers/pgn/tags';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '..', '..', 'fixtures', 'pgn', name), 'utf8');

/** A game's tag section from name/value pairs, then its movetext. */
function game(tags: Record<string, string>, moves = ''): string {
  const section = Object.entries(tags)
    .map(([k, v]) => `[${k} "${v}"]`)
    .join('\n');
  return `${section}\n\n${moves || tags.Result || ''}\n\n`;
}

function g(round: string, white: string, black: string, result: string, more = {}): string {
  return game({ Event: 'Test', Round: round, White: white, Black: black, Result: result, ...more });
}

function errorOf(text: string): string {
  try {
    readPgn(text);
  } catch (e) {
    if (e instanceof InputError) return e.message;
    throw e;
  }
  throw new Error('no error');
}

describe('the tag reader skips movetext', () => {
  it('reads every nasty bit of the hand-written event (BOM, CRLF, %, comments, variations)', () => {
    const text = fixture('nasty-open.pgn');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('\r\n');
    const games = readPgnGames(text);
    expect(games.map(x => x.tags.get('Round'))).toEqual([
      '3.1',
      '1.1',
      '1.2',
      '2.1',
      '2.2',
      '3.2',
      '3.3',
    ]);
    // The escaped quotes of the Event tag, resolved.
    expect(games[0].tags.get('Event')).toBe('The "Nasty" Open');
    // A tag-like text in a comment and a tag after a `;` comment are no tags.
    expect(games[1].tags.get('White')).toBe('Berg, Bert');
    expect(games[1].terminator).toBe('1/2-1/2');
    // Game 3 has no movetext at all: its tags end at the blank line.
    expect(games[2].tags.get('White')).toBe('Cole, Cid');
    expect(games[2].terminator).toBeUndefined();
    // Line numbers count CRLF once: game 2's first tag is on line 15.
    expect(games[1].line).toBe(15);
  });

  it('keeps only a top-level result as the terminator, not one inside a variation', () => {
    const [a] = readPgnGames('[Event "x"]\n1. e4 (1. d4 0-1) e5 *');
    expect(a.terminator).toBe('*');
  });

  it('takes a lone CR as a line end, and a tag right after movetext as a new game', () => {
    const games = readPgnGames('[Event "a"]\r[Result "1-0"]\r1. e4 1-0[Event "b"]\r[Result "0-1"]');
    expect(games.map(x => [x.line, x.tags.get('Event')])).toEqual([
      [1, 'a'],
      [3, 'b'],
    ]);
  });

  it('refuses a comment that is never closed, naming its line', () => {
    expect(() => readPgnGames('[Event "a"]\n\n1. e4 {forgot\n[Event "b"]\n')).toThrow(
      'line 3: a comment opened with { is never closed with }',
    );
  });

  it('refuses a tag given twice in one section and a malformed tag', () => {
    expect(() => readPgnGames('[Event "a"]\n[Event "b"]\n')).toThrow(
      'line 2: the tag Event appears twice in one game',
    );
    expect(() => readPgnGames('[Event a]\n')).toThrow(
      'line 1: the tag Event has no value in quotes',
    );
    expect(() => readPgnGames('[Event "a\n')).toThrow(
      'line 1: the value of the tag Event is not closed',
    );
  });

  it('refuses moves before the first tag section', () => {
    expect(() => readPgnGames('1. e4 e5\n[Event "a"]\n')).toThrow(
      "line 1: moves before the first game's tags",
    );
  });

  it('recognises a PGN by its first tag section', () => {
    expect(looksLikePgn('\ufeff% escape\n[Event "x"]\n')).toBe(true);
    expect(looksLikePgn('012 Open\n001 ...')).toBe(false);
    expect(looksLikePgn('Name,Elo\n')).toBe(false);
  });
});

describe('the hand-written event as a tournament', () => {
  // Worked by hand from nasty-open.pgn:
  // start numbers by initial ranking: Berg 2400 GM, Adams 2400 IM, Cole 2300, then the unrated
  // Dorn and Eck by name. Round 1: Berg ½-½ Adams, Cole 1-0 Dorn; Eck has no game (not joined).
  // Round 2: Adams 1-0 Cole, Eck 0-1 Berg unplayed (a forfeit); Dorn has no game (zero-point bye).
  // Round 3: Berg - Cole * (pending), Dorn 0-1 Adams (lost on time: a game), Eck - BYE 1-0.
  const read = readPgn(fixture('nasty-open.pgn'));
  const t = read.tournament;

  it('numbers the players by rating, title, then name', () => {
    expect(t.participants.map(p => [p.startNo, p.name, p.rating, p.title, p.fideId])).toEqual([
      [1, 'Berg, Bert', 2400, 'GM', '1002'],
      [2, 'Adams, Anna', 2400, 'IM', '1001'],
      [3, 'Cole, Cid', 2300, undefined, undefined],
      [4, 'Dorn, Dana', undefined, undefined, undefined],
      [5, 'Eck, Eva', undefined, undefined, undefined],
    ]);
  });

  it('has every round of every player', () => {
    const rounds = Object.fromEntries(t.participants.map(p => [p.name, p.rounds]));
    expect(rounds['Berg, Bert']).toEqual([
      { kind: 'played', opponent: 2, colour: 'w', result: 'draw', rated: true, board: 1 },
      { kind: 'forfeit-win', opponent: 5, colour: 'b', board: 2 },
      { kind: 'pending', opponent: 3, colour: 'w', board: 1 },
    ]);
    expect(rounds['Dorn, Dana']).toEqual([
      { kind: 'played', opponent: 3, colour: 'b', result: 'loss', rated: true, board: 2 },
      { kind: 'zero-bye' },
      { kind: 'played', opponent: 2, colour: 'w', result: 'loss', rated: true, board: 2 },
    ]);
    expect(rounds['Eck, Eva']).toEqual([
      { kind: 'not-joined' },
      { kind: 'forfeit-loss', opponent: 1, colour: 'w', board: 2 },
      { kind: 'pairing-bye' },
    ]);
  });

  it('scores them as worked by hand', () => {
    // Berg ½ + 1 (forfeit) + pending = 1½; Adams ½ + 1 + 1 = 2½; Cole 1 + 0 + pending = 1;
    // Dorn 0 + 0 + 0 = 0; Eck 0 + 0 + 1 (bye) = 1.
    expect(t.participants.map(p => totalPoints(p, DEFAULT_POINTS))).toEqual([1.5, 2.5, 1, 0, 1]);
  });

  it('describes the event', () => {
    expect(t.name).toBe('The "Nasty" Open');
    expect(t.startDate).toBe('2024-05-01');
    expect(t.endDate).toBe('2024-05-03');
    expect(t.rounds).toBe(3);
    expect(t.system).toBe('swiss');
    expect(read.layout).toBe('pgn');
    expect(read.description).toBe(
      'PGN, 5 players, 3 rounds, Swiss (detected); 1 game without a result yet',
    );
  });
});

describe('system', () => {
  // Four players, three rounds, everyone meets everyone once (Berger table for 4).
  const rr = [
    g('1.1', 'A', 'D', '1-0'),
    g('1.2', 'B', 'C', '1/2-1/2'),
    g('2.1', 'D', 'C', '0-1'),
    g('2.2', 'A', 'B', '*'),
    g('3.1', 'B', 'D', '1-0'),
    g('3.2', 'C', 'A', '0-1'),
  ];

  it('is a round robin when everyone meets everyone, pending games included', () => {
    expect(readPgn(rr.join('')).tournament.system).toBe('round-robin');
  });

  it('is a double round robin when every pair meets twice', () => {
    const second = rr.map(x =>
      x.replace(/Round "(\d)/, (_, r: string) => `Round "${Number(r) + 3}`),
    );
    expect(readPgn([...rr, ...second].join('')).tournament.system).toBe('round-robin');
  });

  it('is Swiss when a pair never meets, and --system overrides the guess', () => {
    const swiss = rr.slice(0, 4).join('');
    expect(readPgn(swiss).tournament.system).toBe('swiss');
    expect(readPgn(swiss, { system: 'round-robin' }).tournament.system).toBe('round-robin');
    expect(readPgn(swiss, { system: 'round-robin' }).description).toBe(
      'PGN, 4 players, 2 rounds, round robin; 1 game without a result yet',
    );
  });
});

describe('players', () => {
  it('are the same person by FIDE id, whatever the name order or spacing', () => {
    const t = readPgn(
      g('1', 'Carlsen, Magnus', 'X', '1-0', { WhiteFideId: '1503014' }) +
        g('2', 'Magnus  Carlsen', 'X', '0-1', { WhiteFideId: '1503014' }),
    ).tournament;
    expect(t.participants.map(p => p.name)).toEqual(['Carlsen, Magnus', 'X']);
  });

  it('take the rating of their first game, as the initial ranking does', () => {
    const t = readPgn(
      g('2', 'A', 'B', '1-0', { WhiteElo: '2010', BlackElo: '2000' }) +
        g('1', 'B', 'A', '1-0', { WhiteElo: '2100', BlackElo: '2000' }),
    ).tournament;
    expect(t.participants.map(p => [p.name, p.rating])).toEqual([
      ['B', 2100],
      ['A', 2000],
    ]);
  });

  it('rank titles GM, IM, WGM, FM, WIM, CM, WFM, WCM, then untitled, at equal rating', () => {
    const titles = ['WCM', 'CM', '', 'WGM', 'FM', 'GM', 'WFM', 'IM', 'WIM'];
    const text = titles
      .map((title, i) =>
        g(
          String(i + 1),
          `P${title || '-'}`,
          'Z',
          '1-0',
          title ? { WhiteTitle: title, WhiteElo: '2000' } : { WhiteElo: '2000' },
        ),
      )
      .join('');
    const names = readPgn(text).tournament.participants.map(p => p.name);
    expect(names).toEqual(['PGM', 'PIM', 'PWGM', 'PFM', 'PWIM', 'PCM', 'PWFM', 'PWCM', 'P-', 'Z']);
  });
});

describe('results', () => {
  it('reads 1-0, 0-1, 1/2-1/2 and ½-½; a time forfeit is a game', () => {
    const t = readPgn(
      g('1', 'A', 'B', '1-0') +
        g('2', 'A', 'B', '0-1', { Termination: 'Time forfeit' }) +
        g('3', 'A', 'B', '½-½'),
    ).tournament;
    expect(t.participants[0].rounds.map(e => ('result' in e ? e.result : e.kind))).toEqual([
      'win',
      'loss',
      'draw',
    ]);
  });

  it('reads forfeits and double forfeits from the Termination tag', () => {
    const t = readPgn(
      g('1', 'A', 'B', '1-0', { Termination: 'forfeit' }) +
        g('2', 'A', 'B', '0-0', { Termination: 'Unplayed' }),
    ).tournament;
    expect(t.participants[0].rounds.map(e => e.kind)).toEqual(['forfeit-win', 'double-forfeit']);
    expect(t.participants[1].rounds.map(e => e.kind)).toEqual(['forfeit-loss', 'double-forfeit']);
  });

  it('reads byes: 1 = pairing-allocated, ½ = half-point, 0 = zero-point', () => {
    const t = readPgn(
      g('1', 'A', 'B', '1-0') +
        g('2', 'BYE', 'A', '0-1') +
        g('3', 'A', 'bye', '1/2-1/2') +
        g('4', 'A', '?', '0-1', { Termination: 'bye' }),
    ).tournament;
    expect(t.participants[0].rounds.map(e => e.kind)).toEqual([
      'played',
      'pairing-bye',
      'half-bye',
      'zero-bye',
    ]);
  });
});

describe('a withdrawal', () => {
  // D plays round 1 and never again: zero-point byes after it, which C.07 Art. 16.1 reads as a
  // withdrawal. B and C each get a pairing-allocated bye; round 3 has no Event tags (the file's
  // event holds). Points by hand: A 1 + 1 + ½ = 2½, B 0 + 1 + ½ = 1½, C ½ + 0 + 1 = 1½, D ½.
  const text =
    g('1.1', 'A', 'B', '1-0') +
    g('1.2', 'C', 'D', '1/2-1/2') +
    g('2.1', 'C', 'A', '0-1') +
    g('2.2', 'B', 'BYE', '1-0') +
    game({ Round: '3.1', White: 'A', Black: 'B', Result: '1/2-1/2' }) +
    game({ Round: '3.2', White: 'C', Black: 'BYE', Result: '1-0' });
  const t = readPgn(text).tournament;

  it('is absence after the last game', () => {
    const d = t.participants.find(p => p.name === 'D');
    expect(d?.rounds.map(e => e.kind)).toEqual(['played', 'zero-bye', 'zero-bye']);
    expect(withdrawnAfterRound(d!)).toBe(1);
    expect(t.name).toBe('Test');
  });

  it('scores as worked by hand', () => {
    expect(t.participants.map(p => [p.name, totalPoints(p, DEFAULT_POINTS)])).toEqual([
      ['A', 2.5],
      ['B', 1.5],
      ['C', 1.5],
      ['D', 0.5],
    ]);
  });
});

describe('bad input names the game', () => {
  it.each(
    [
      [game({ White: 'A', Black: 'B', Result: '1-0' }), 'game 1: the Round tag is missing'],
      [g('?', 'A', 'B', '1-0'), 'game 1: the Round tag is "?"'],
      [g('5.3.1', 'A', 'B', '1-0'), 'game 1: the Round tag is "5.3.1"; expected the round'],
      [g('1', 'A', 'A', '1-0'), 'game 1, round 1: White and Black are both "A"'],
      [
        g('1.1', 'A', 'B', '1-0') + g('1.2', 'B', 'A', '0-1'),
        'game 2, round 1.2: B – A of round 1 is given twice: in game 2 (round 1.2: B – A) and in game 1 (round 1.1: A – B)',
      ],
      [
        g('1.1', 'A', 'B', '1-0') + g('1.2', 'C', 'A', '0-1'),
        'game 2, round 1.2: "A" plays twice in round 1: in game 2 (round 1.2: C – A) and in game 1 (round 1.1: A – B)',
      ],
      [
        // Two feeds merged: board labels repeat, so only the players tell the games apart.
        g('1.1', 'A', 'B', '1-0') + g('1.2', 'C', 'D', '1-0') + g('1.1', 'E', 'A', '0-1'),
        'game 3, round 1.1: "A" plays twice in round 1: in game 3 (round 1.1: E – A) and in game 1 (round 1.1: A – B)',
      ],
      [
        g('1.1', 'A', 'B', '1-0') + g('1.2', 'C', 'BYE', '1-0') + g('1.3', 'C', 'D', '0-1'),
        'game 3, round 1.3: "C" plays twice in round 1: in game 3 (round 1.3: C – D) and in game 2 (round 1.2: C, bye)',
      ],
      [
        g('1', 'A', 'B', '1-0', { WhiteFideId: '1' }) +
          g('2', 'A', 'B', '1-0', { WhiteFideId: '2' }),
        'game 2, round 2: "A" has FIDE id 2 here but 1 in game 1 (round 1)',
      ],
      [
        g('1', 'A', 'B', '1-0', { WhiteFideId: '1' }) +
          g('2', 'C', 'B', '1-0', { WhiteFideId: '1' }),
        'game 2, round 2: FIDE id 1 is "C" here but "A" in game 1 (round 1)',
      ],
      [
        g('1', 'A', 'B', '1-0') + g('3', 'A', 'B', '1-0'),
        'game 2, round 3: round 3 has games but round 2 has none',
      ],
      [game({ Round: '1', White: 'A', Black: 'B' }), 'game 1, round 1: the Result tag is missing'],
      [
        g('1', 'A', 'B', '2-0'),
        'game 1, round 1: the Result tag is "2-0"; expected 1-0, 0-1, 1/2-1/2 or *',
      ],
      [g('1', 'A', 'B', '0-0'), 'game 1, round 1: the Result 0-0 is no PGN result'],
      [
        g('1', 'A', 'B', '1/2-1/2', { Termination: 'Unplayed' }),
        'game 1, round 1: a drawn game marked as unplayed',
      ],
      [
        g('1', 'A', 'B', '1-0', { Termination: 'unterminated' }),
        'game 1, round 1: Termination says the game is unterminated, but the Result is 1-0',
      ],
      [
        game({ Round: '1', White: 'A', Black: 'B', Result: '1-0' }, '1. e4 e5 0-1'),
        'game 1, round 1: the Result tag says 1-0 but the moves end with 0-1',
      ],
      [g('1', 'A', '?', '1-0'), 'game 1, round 1: Black is "?"; the standings need both'],
      [g('1', 'A', 'B', '1-0', { WhiteElo: '2000?' }), 'game 1, round 1: WhiteElo is "2000?"'],
      [g('1', 'A', 'B', '1-0', { BlackFideId: 'x1' }), 'game 1, round 1: BlackFideId is "x1"'],
      [g('1', 'A', 'BYE', '*'), 'game 1, round 1: a bye with the Result *'],
      [g('1', 'BYE', 'bye', '1-0'), 'game 1, round 1: a bye without a player'],
      [
        // Two sections in one file: their players never meet.
        g('1', 'A', 'B', '1-0') +
          g('2', 'A', 'B', '0-1') +
          game({ Event: 'Other', Round: '1', White: 'C', Black: 'D', Result: '0-1' }) +
          game({ Event: 'Other', Round: '2', White: 'D', Black: 'C', Result: '0-1' }),
        'game 3, round 1: the Event is "Other" but "Test" in game 1 (round 1), and no player plays under both; a file holds the games of one event',
      ],
      ['', 'line 1: no games found'],
    ].map(([text, message]) => ({ text, message })),
  )('$message', ({ text, message }) => {
    expect(errorOf(text)).toContain(message);
  });
});
