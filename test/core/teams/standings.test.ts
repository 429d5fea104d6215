/**
 * Team standings and presets: the primary score, preset lists, standings after a round, the lot,
 * explanations of mixed-score codes.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import * as de from '../../../src/core/messages/de';
import * as en from '../../../src/core/messages/en';
import { readTrf } from '../../../src/core/readers/trf';
import {
  TEAM_PRESETS,
  explainTeamTiebreak,
  expandTeamPresets,
  findTeamPreset,
  rankTeams,
  teamEventFromTournament,
} from '../../../src/core/teams';

const event = teamEventFromTournament(
  readTrf(readFileSync(join(__dirname, '../../fixtures/spec/btv2-teams4.trf'), 'latin1'))
    .tournament,
);
const names = (codes: string[], options = {}) =>
  rankTeams(event, codes, options).rows.map(r => event.teams[r.index].name);

describe('presets', () => {
  it('the lists named in the issue', () => {
    expect(findTeamPreset('German league')?.codes).toEqual(['GPTS', 'BW', 'BW4', 'BW2', 'LOT']);
    expect(findTeamPreset('bundesliga')?.codes).toEqual(['GPTS']);
    expect(findTeamPreset('olympiad_2008')?.codes).toEqual(['OSB', 'OBH', 'GPTS']);
    expect(findTeamPreset('OLYMPIAD-2016')?.codes).toEqual(['OSB', 'GPTS', 'OBH']);
    expect(findTeamPreset('fide-team-trf26')?.codes).toEqual([
      'EDET/P',
      'EMGSB/C1/P',
      'BH:MP/C1/P',
      'MPVGP',
    ]);
    expect(findTeamPreset('dsj-team')?.codes).toEqual([
      'EMGSB',
      'GPTS',
      'BH:MP',
      'WIN:MP',
      'DE',
      'BW',
      'TPN',
    ]);
  });

  it('every preset has labels and explanations in English and German, and computes', () => {
    for (const c of [en.teamPresetNames, de.teamPresetNames]) {
      expect(Object.keys(c).sort()).toEqual(TEAM_PRESETS.map(p => p.name).sort());
    }
    for (const p of TEAM_PRESETS) {
      const [e, d] = [en.teamPresetNames[p.name], de.teamPresetNames[p.name]];
      expect(e.label && d.label && e.explanation && d.explanation).toBeTruthy();
      expect(rankTeams(event, [p.name]).rows).toHaveLength(4);
    }
  });

  it('expands inside a list', () => {
    expect(expandTeamPresets(['bundesliga', 'BW'])).toEqual(['GPTS', 'BW']);
  });
});

describe('primary score', () => {
  it('match points by default; a leading MPTS is the primary score itself', () => {
    expect(rankTeams(event, ['MPTS', 'GPTS']).codes).toEqual(['GPTS']);
    expect(names(['GPTS'])).toEqual(['Team Two', 'Team One', 'Team Four', 'Team Three']);
  });

  it('game points by option', () => {
    const s = rankTeams(event, ['GPTS', 'MPTS'], { primary: 'GP' });
    expect(s.primary).toBe('GP');
    expect(s.codes).toEqual(['MPTS']);
    expect(s.rows.map(r => r.points)).toEqual([6.5, 6, 6, 5.5]);
  });
});

describe('standings after a round', () => {
  it('count only the rounds so far', () => {
    // Round 1: T1–T2 2:2, T3–T4 2½:1½.
    const s = rankTeams(event, ['GPTS'], { afterRound: 1 });
    expect(s.rows.map(r => [event.teams[r.index].name, r.matchPoints, r.gamePoints])).toEqual([
      ['Team Three', 2, 2.5],
      ['Team One', 1, 2],
      ['Team Two', 1, 2],
      ['Team Four', 0, 1.5],
    ]);
    expect(s.rows[1].place).toBe('2–3');
  });
});

describe('the lot', () => {
  it('breaks every tie left, reproducibly, and follows the seed', () => {
    const a = names(['LOT'], { seed: 'x' });
    expect(names(['LOT'], { seed: 'x' })).toEqual(a);
    const places = rankTeams(event, ['LOT']).rows.map(r => r.place);
    expect(places).toEqual(['1', '2', '3', '4']);
  });
});

describe('explanations', () => {
  it('EGMSB: opponents’ game points × own match points', () => {
    const e = explainTeamTiebreak(event, 1, 'EGMSB');
    // Team Two: T1 (6 GP) × 1 + T4 (6) × 1 + T3 (5.5) × 2 = 23 (B-TV2).
    expect(e.value).toBe(23);
    expect(e.rows.map(r => [r.opponentScore, r.points, r.contribution])).toEqual([
      [6, 1, 6],
      [6, 1, 6],
      [5.5, 2, 11],
    ]);
    expect(e.summary).toBe(
      "Extended Sonneborn-Berger GP × MP = 23 (opponents' GP × own MP; sum of 3 contributions)",
    );
  });

  it('individual codes on team points read like the individual ones', () => {
    const e = explainTeamTiebreak(event, 0, 'BH:MP/C1');
    expect(e.value).toBe(7);
    expect(e.rows.filter(r => r.cut).map(r => r.opponentName)).toEqual(['Team Three']);
  });

  it('BC lists the board sums', () => {
    expect(explainTeamTiebreak(event, 0, 'BC').summary).toBe(
      'Board count = 14.5 (1×1.5 + 2×2 + 3×1 + 4×1.5; lower is better)',
    );
  });

  it('EDE says where the team stands in its group', () => {
    const e = explainTeamTiebreak(event, 0, 'EDE');
    // T1 and T4 have 3 MP each; T4 won their round-3 match 2½ : 1½, so T1 is second.
    expect(e.value).toBe(2);
    expect(e.summary).toMatch(/position 2 among 2 teams with the same MP/);
    expect(e.rows[2].contribution).toBe(0);
  });
});
