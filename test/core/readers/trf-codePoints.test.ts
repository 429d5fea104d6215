/**
 * TRF columns are characters (code points), also for names with characters outside the Basic
 * Multilingual Plane, which a JavaScript string holds as two code units: an emoji (U+1F600), CJK
 * extension B (U+2000B, U+20021). Written and read back, in TRF-16 and TRF-2026, individual and
 * team files, from UTF-8 bytes (the command line's path) and from text (the sheet's), every
 * column after such a name stays in its place. (Latin-1 cannot hold these characters; its files
 * are read as before: trf-charCodes.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { charCodes } from '../../../src/cli/charCodes';
import { DEFAULT_POINTS } from '../../../src/core/model/points';
import type { Participant, Tournament } from '../../../src/core/model/types';
import { decodeTrf, readTrf, writeTeamTrf, writeTrf16 } from '../../../src/core/readers/trf';
import {
  columnLine,
  columnWidth,
  cutColumns,
  padColumns,
  textColumns,
} from '../../../src/core/readers/trf/codePoints';
import { appendRound, readPairingTrf } from '../../../src/core/pairing';

const EMOJI = '\u{1F600}';
const CJK = '\u{2000B}\u{20021}';

/** Columns `from`–`to` (1-based) of a line, counted as code points: what TRF means. */
const cols = (line: string, from: number, to: number) =>
  Array.from(line)
    .slice(from - 1, to)
    .join('');

const game = (opponent: number, colour: 'w' | 'b', result: 'win' | 'draw' | 'loss') =>
  ({ kind: 'played', opponent, colour, result, rated: true }) as const;

const players: Participant[] = [
  {
    startNo: 1,
    name: `Smile ${EMOJI}, Ann`,
    title: 'WFM',
    rating: 2100,
    federation: 'GER',
    fideId: '4600001',
    birthDate: '1990-05-17',
    rounds: [game(2, 'w', 'win'), game(3, 'b', 'draw')],
  },
  {
    startNo: 2,
    name: `${CJK} Li`,
    rating: 1950,
    federation: 'CHN',
    rounds: [game(1, 'b', 'loss'), { kind: 'half-bye' }],
  },
  {
    // 33 columns exactly, the last of them an emoji: nothing is cut, no column shifts.
    startNo: 3,
    name: `${'X'.repeat(32)}${EMOJI}`,
    rating: 1800,
    rounds: [{ kind: 'pairing-bye' }, game(1, 'w', 'draw')],
  },
];

const individual: Tournament = {
  name: `Open ${EMOJI}`,
  rounds: 2,
  system: 'swiss',
  pointSystem: DEFAULT_POINTS,
  participants: players,
};

/** The file as the command line reads it: UTF-8 bytes, decoded, with its codes. */
function fromUtf8(text: string) {
  const bytes = new TextEncoder().encode(text);
  const decoded = decodeTrf(bytes);
  return readTrf(decoded, {}, charCodes(bytes, decoded)).tournament;
}

function same(t: Tournament) {
  return t.participants.map(p => ({
    startNo: p.startNo,
    name: p.name,
    title: p.title,
    rating: p.rating,
    federation: p.federation,
    fideId: p.fideId,
    birthDate: p.birthDate,
    nationalRating: p.nationalRating,
    rounds: p.rounds.map(e => ({ ...e })),
  }));
}

describe('the helpers count columns in code points', () => {
  it('width, cut, pad and the column line', () => {
    expect(columnWidth(`a${EMOJI}b`)).toBe(3);
    expect(cutColumns(`ab${EMOJI}cd`, 3)).toBe(`ab${EMOJI}`);
    // A cut never splits a character.
    expect(cutColumns(`${EMOJI}${EMOJI}`, 1)).toBe(EMOJI);
    expect(padColumns(`${CJK}`, 4)).toBe(`${CJK}  `);
    expect(columnLine(`x${EMOJI}y`)).toHaveLength(3);
    expect(textColumns(`001 ${EMOJI}${CJK} z`, 5, 7)).toBe(`${EMOJI}${CJK}`);
  });
});

describe('TRF-16, an individual event', () => {
  const text = writeTrf16(individual);
  const lines = text.split('\r\n').filter(l => l.startsWith('001'));

  it('writes every field after the name in its TRF column', () => {
    // Columns 15–47 the name, 49–52 rating, 54–56 federation, 81–84 points, 92… round 1.
    expect(lines.map(l => cols(l, 15, 47).trimEnd())).toEqual(players.map(p => p.name));
    expect(lines.map(l => cols(l, 49, 52))).toEqual(['2100', '1950', '1800']);
    expect(lines.map(l => cols(l, 54, 56))).toEqual(['GER', 'CHN', '   ']);
    expect(lines.map(l => cols(l, 81, 84))).toEqual([' 1.5', ' 0.5', ' 1.5']);
    expect(lines.map(l => cols(l, 92, 99))).toEqual(['   2 w 1', '   1 b 0', '0000 - U']);
    // In code units the emoji's line is one longer: the columns are no string indexes.
    expect(lines[0].length).toBe(Array.from(lines[0]).length + 1);
  });

  it('reads back the same tournament from UTF-8 bytes and from text', () => {
    expect(same(fromUtf8(text))).toEqual(same(individual));
    expect(same(readTrf(text).tournament)).toEqual(same(individual));
    expect(readTrf(text).tournament.name).toBe(`Open ${EMOJI}`);
  });

  it('reads a file written by hand with the name in its columns (as other programs write it)', () => {
    const line = (no: number, name: string, rating: string, pts: string, rounds: string) =>
      `001 ${String(no).padStart(4)}      ${padColumns(name, 33)} ${rating}` +
      `${' '.repeat(28)}${pts.padStart(4)} ${String(no).padStart(4)}  ${rounds}`;
    const file = [
      '012 Hand-made',
      'XXR 1',
      line(1, `${EMOJI} Ann`, '2000', '1.0', '   2 w 1'),
      line(2, `Bea ${CJK}`, '1900', '0.0', '   1 b 0'),
    ].join('\n');
    const t = fromUtf8(file);
    expect(t.participants.map(p => [p.name, p.rating, p.rounds[0]])).toEqual([
      [`${EMOJI} Ann`, 2000, game(2, 'w', 'win')],
      [`Bea ${CJK}`, 1900, game(1, 'b', 'loss')],
    ]);
  });

  it('cuts a longer name at 33 columns, never inside a character', () => {
    const long: Tournament = {
      ...individual,
      participants: [
        { ...players[0], name: `${'Y'.repeat(32)}${EMOJI}${EMOJI}tail` },
        ...players.slice(1),
      ],
    };
    const back = readTrf(writeTrf16(long)).tournament;
    expect(back.participants[0].name).toBe(`${'Y'.repeat(32)}${EMOJI}`);
    expect(back.participants[0].rating).toBe(2100);
  });
});

describe('TRF-2026 (national ratings: the NRS record repeats the name)', () => {
  const t26: Tournament = {
    ...individual,
    declaredTiebreaks: ['BH/C1', 'BH'],
    participants: players.map((p, i) => (i < 2 ? { ...p, nationalRating: 1700 + i } : p)),
  };
  const text = writeTrf16(t26);

  it('writes 202 and NRS records whose rating sits at columns 49–52', () => {
    expect(text).toContain('\r\n202 BH/C1,BH\r\n');
    const nrs = text.split('\r\n').filter(l => /^FID /.test(l));
    expect(nrs.map(l => [cols(l, 15, 47).trimEnd(), cols(l, 49, 52)])).toEqual([
      [players[0].name, '1700'],
      [players[1].name, '1701'],
    ]);
  });

  it('reads back the same tournament', () => {
    const back = fromUtf8(text);
    expect(same(back)).toEqual(same(t26));
    expect(back.declaredTiebreaks).toEqual(['BH/C1', 'BH']);
  });
});

describe('team files', () => {
  const lineups = readFileSync(
    join(__dirname, '../../fixtures/teams/changing-lineups.trf'),
    'utf8',
  );
  // The fixture with an emoji and a CJK name in its 001 lines and 013 team records.
  const renamed = lineups
    .replace('Adler, Anna                      ', `Adler ${EMOJI}, Anna                    `)
    .replace('013 Albatross                      ', `013 Albatross ${CJK}                  `);

  it('TRF-16 team records (013) and player lines read with every column in place', () => {
    const t = fromUtf8(renamed);
    const base = readTrf(lineups).tournament;
    expect(t.participants[0].name).toBe(`Adler ${EMOJI}, Anna`);
    expect(t.teams?.[0].name).toBe(`Albatross ${CJK}`);
    expect(t.teams?.[0].players).toEqual(base.teams?.[0].players);
    expect(t.participants.map(p => [p.rating, p.rounds])).toEqual(
      base.participants.map(p => [p.rating, p.rounds]),
    );
  });

  it('TRF-2026 team records (310) written and read back', () => {
    const t = fromUtf8(renamed);
    const text = writeTeamTrf(t);
    const team = text.split('\r\n').find(l => l.startsWith('310   1'));
    expect(cols(team as string, 9, 40).trimEnd()).toBe(`Albatross ${CJK}`);
    const back = fromUtf8(text);
    expect(back.teams?.map(x => [x.name, x.players])).toEqual(
      t.teams?.map(x => [x.name, x.players]),
    );
    expect(same(back)).toEqual(same(t));
  });
});

describe('pairing files', () => {
  it('reads a player line with an emoji and appends the next round at its TRF column', () => {
    const line = (no: number, name: string, pts: string, block: string) =>
      `001 ${String(no).padStart(4)}      ${padColumns(name, 33)} 2000${' '.repeat(28)}` +
      `${pts.padStart(4)} ${String(no).padStart(4)}  ${block}`;
    const text = [
      '012 Test',
      'XXR 3',
      'XXC white1',
      line(1, `${EMOJI} One`, '1.0', '   2 w 1'),
      line(2, 'Two', '0.0', '   1 b 0'),
      line(3, `${CJK} Three`, '1.0', '   4 w 1'),
      line(4, 'Four', '0.0', '   3 b 0'),
    ].join('\n');
    const file = readPairingTrf(text);
    expect(file.request.players.map(p => [p.name, p.rating])).toEqual([
      [`${EMOJI} One`, 2000],
      ['Two', 2000],
      [`${CJK} Three`, 2000],
      ['Four', 2000],
    ]);
    const out = appendRound(file, {
      round: 2,
      boards: [{ board: 1, white: 4, black: 1 }],
      bye: null,
    });
    const one = out.split('\n').find(l => l.startsWith('001    1')) as string;
    // Round 2 starts at column 102 (92 + 10).
    expect(cols(one, 102, 107)).toBe('   4 b');
  });
});
