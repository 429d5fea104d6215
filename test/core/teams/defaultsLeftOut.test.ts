/**
 * The default tie-breaks must rank every team file that reads (issue 26). A default code (a
 * preset's, a list nobody asked for) that the file cannot give is left out with one line saying
 * which and why, and the rest rank; a code asked for by name is refused with the reason.
 *
 * test/fixtures/teams/lineups-tied.trf, made by hand (ORIGIN.md): a team Swiss of 4 teams × 2
 * boards × 3 rounds, rosters of 3, line-ups changing, `013` rosters and no `300` records. The
 * games (home first, home player's result), match points 2/1/0:
 *   R1  A–B  2–6 1, 4–3 (B's 4 White) 1: 1 : 1     C–D  7–10 1, 8–11 (8 Black) 1: 2 : 0
 *   R2  A–C  1–7 ½, 2–8 (2 Black) 1: 1½ : ½        B–D  4–10 (4 Black) 1, 5–11 ½: 1½ : ½
 *   R3  A–D  1–10 ½, 3–12 ½: 1 : 1                 B–C  5–7 1, 6–9 (9 White) 0: 1 : 1
 * In R1 A fields 2 and 3 (roster order: boards 1, 2), B fields 4 and 6 (boards 1, 2), but 2 met
 * 6 and 3 met 4: the rosters disagree, so the boards of A–B are not known.
 *
 * Totals: A 4 MP 3.5 GP, B 4 MP 3.5 GP, C 3 MP 3.5 GP, D 1 MP 1.5 GP. A and B tie on MP, drew
 * their match 1 : 1 (MP and GP alike), so EDET's knockout steps (13.3.2) would compare the boards
 * of A–B: not known, so EDET cannot be computed.
 * EMGSB (opponent's MP × own GP against it): A 4·1 + 3·1½ + 1·1 = 9.5, /C1 without D (1·1) 8.5;
 * B 4·1 + 1·1½ + 3·1 = 8.5, /C1 without D (1·1½) 7; C 4·½ + 4·1 + 1·2 = 8, /C1 6; D 4·1 + 4·½ +
 * 3·0 = 6, /C1 without C (3·0) 6. BH:MP A 4+3+1 = 8, /C1 7; B 8, /C1 7; C 4+4+1 = 9, /C1 8;
 * D 4+4+3 = 11, /C1 8. MPvGP = GP. No unplayed round: the C.07 versions agree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '../../../src/core/errors';
import { readTrf } from '../../../src/core/readers/trf';
import { rankTeams, teamEventFromTournament } from '../../../src/core/teams';

const text = readFileSync(join(__dirname, '../../fixtures/teams/lineups-tied.trf'), 'utf8');
const event = teamEventFromTournament(readTrf(text).tournament);
const UNKNOWN =
  'needs the board of every game, but the boards of round 1, team 1 "Arndt Club" v team 2 "Busch Club", are not known';

function table(s: ReturnType<typeof rankTeams>) {
  return s.rows.map(r => [event.teams[r.index].name, r.matchPoints, r.gamePoints, ...r.values]);
}

describe('a default code the file cannot give is left out, the rest rank', () => {
  it('the default list fide-team-trf26: EDET/P left out (13.3.2 needs the boards of A–B)', () => {
    const s = rankTeams(event, ['EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPVGP'], {}, true);
    expect(s.codes).toEqual(['EMGSB/C1/P', 'BH:MP/C1/P', 'MPVGP']);
    expect(s.leftOut.map(l => l.code)).toEqual(['EDET/P']);
    expect(s.leftOut[0].said.text).toBe(
      `EDET/P left out: the knockout steps of EDE (13.3.2) ${UNKNOWN} (the line-ups do not give the board of Arndt, Bodo (No. 2)); in a TRF, 300 records give the line-ups`,
    );
    expect(render(s.leftOut[0].said, 'de')).toMatch(/^EDET\/P weggelassen: die K\.-o\.-Stufen/);
    // A ahead of B on EMGSB/C1 (8.5 to 7); C and D by match points.
    expect(table(s)).toEqual([
      ['Arndt Club', 4, 3.5, 8.5, 7, 3.5],
      ['Busch Club', 4, 3.5, 7, 7, 3.5],
      ['Claus Club', 3, 3.5, 6, 8, 3.5],
      ['Dreher Club', 1, 1.5, 6, 8, 1.5],
    ]);
  });

  it('a preset named in the list is a default too', () => {
    const s = rankTeams(event, ['fide-team-trf26']);
    expect(s.leftOut.map(l => l.code)).toEqual(['EDET/P']);
    expect(s.codes).toEqual(['EMGSB/C1/P', 'BH:MP/C1/P', 'MPVGP']);
  });

  it('german-league: the Berliner Wertung needs every board, so BW, BW4, BW2 are left out', () => {
    const s = rankTeams(event, ['german-league']);
    expect(s.leftOut.map(l => l.code)).toEqual(['BW', 'BW4', 'BW2']);
    expect(s.leftOut[0].said.text).toMatch(/^BW left out: the Berliner Wertung needs the board/);
    expect(s.codes).toEqual(['GPTS', 'LOT']);
  });

  it('a code asked for by name is refused with the reason', () => {
    expect(() => rankTeams(event, ['EDET/P'])).toThrow(
      `range: the knockout steps of EDE (13.3.2) ${UNKNOWN}`,
    );
    expect(() => rankTeams(event, ['EMGSB', 'BW'])).toThrow(`the Berliner Wertung ${UNKNOWN}`);
    // The same code from the default list beside it changes nothing: the named one is refused.
    expect(() => rankTeams(event, ['fide-team-trf26', 'BC'])).toThrow(/a board tie-break/);
  });

  it('EDET needs a match’s boards only where its knockout steps compare them', () => {
    // By GP, A, B and C tie on 3.5; 13.3.1 separates them on GP among themselves (A 1 + 1½ =
    // 2½, B 1 + 1 = 2, C ½ + 1 = 1½), so no knockout step is reached and EDET ranks A, B, C.
    const s = rankTeams(event, ['EDET'], { primary: 'GP' });
    expect(s.leftOut).toEqual([]);
    expect(table(s).map(r => [r[0], r[3]])).toEqual([
      ['Arndt Club', 1],
      ['Busch Club', 2],
      ['Claus Club', 3],
      ['Dreher Club', 0],
    ]);
  });
});
