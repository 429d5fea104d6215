/**
 * Explanations in German: the summary, results and notes of a tie-break value, a team code's
 * details and a Keizer total said with German words and decimal commas; FIDE codes, article
 * numbers and the numbers themselves stay as they are. The values are those the English
 * explanation tests derive from C.07 (fixtures-explain: P1 2.5 with a half-point bye in R3,
 * P2's forfeit win against P6, whose only point is the pairing bye).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { Decimal, explainStanding, keizerStandings } from '../../../src/core/keizer';
import { readTrf } from '../../../src/core/readers/trf';
import { explainTeamTiebreak, teamEventFromTournament } from '../../../src/core/teams';
import { explainTiebreak, explanationIn } from '../../../src/core/tiebreaks';
import { build } from '../tiebreaks/fixtures-explain';
import { TWO_EVENINGS } from '../keizer/helpers';

const vur = build();

describe('an individual explanation in German', () => {
  it('a cut: Buchholz ohne schlechtestes Ergebnis, the VUR dummy cut first', () => {
    const e = explanationIn(explainTiebreak(vur, 0, 'BH/C1', { rules: 'fide-2026' }), 'de');
    expect(e.summary).toBe(
      'Buchholz ohne schlechtestes Ergebnis = 6 (Summe aus 3 von 4 Beiträgen; 1 gestrichen)',
    );
    expect(e.rows[2].result).toBe('spielfrei mit halbem Punkt');
    expect(e.rows[2].note).toBe(
      'fiktiver Gegner: eigene Punkte 2,5, begrenzt auf 2, Remispunkte × Runden (Art. 16.4.2); ' +
        'freiwillig nicht gespielte Runde, zuerst gestrichen (Art. 16.5)',
    );
    // The numbers of the table stay numbers; the code stays the FIDE code.
    expect(e.rows[0].opponentScore).toBe(2.5);
    expect(e.code).toBe('BH/C1');
  });

  it('a forfeit: the dummy capped at the scheduled opponent, named by number', () => {
    const e = explanationIn(explainTiebreak(vur, 1, 'BH', { rules: 'fide-2026' }), 'de');
    expect(e.rows[3].result).toBe('+');
    expect(e.rows[3].note).toBe(
      'fiktiver Gegner: eigene Punkte 2,5, begrenzt auf die bereinigten Punkte 1 des angesetzten ' +
        'Gegners (Art. 16.4.1) (angesetzter Gegner Nr. 6)',
    );
    expect(e.summary).toMatch(/^Buchholz = \d+(,\d+)? \(Summe aus 4 Beiträgen\)$/);
  });

  it('a bye: the pairing-allocated bye is "spielfrei"', () => {
    // P6: lost R1 and R2, the pairing bye in R3, a forfeit loss in R4.
    const e = explanationIn(explainTiebreak(vur, 5, 'PTS'), 'de');
    expect(e.rows.map(r => r.result)).toEqual(['0', '0', 'spielfrei', '-']);
    expect(e.summary).toBe('Punkte = 1 (Summe aus 4 Beiträgen)');
  });

  it('titles and details of other codes', () => {
    const sb = explanationIn(explainTiebreak(vur, 0, 'SB', { rules: 'fide-2024' }), 'de');
    expect(sb.summary).toBe('Sonneborn-Berger = 4,25 (Summe aus 4 Beiträgen)');
    expect(sb.rows[2].note).toBe('fiktiver Gegner: eigene Punkte 2,5 (Art. 16.4)');
    const ps = explanationIn(explainTiebreak(vur, 0, 'PS/C1'), 'de');
    expect(ps.summary).toMatch(/^Fortschrittswertung ohne schlechtestes Ergebnis = /);
    expect(ps.rows[0].note).toBe('Zwischenstand nach Runde 1, gestrichen (Art. 14.1.2 c)');
    const bwg = explanationIn(explainTiebreak(vur, 0, 'BWG'), 'de');
    expect(bwg.summary).toBe('Anzahl Siege mit Schwarz = 1 (1 von 4 Runden)');
    const de = explanationIn(explainTiebreak(vur, 3, 'DE'), 'de');
    expect(de.summary).toMatch(/^Direkter Vergleich = /);
  });

  it('English stays the default, and the English fields stay English', () => {
    const raw = explainTiebreak(vur, 0, 'BH/C1', { rules: 'fide-2026' });
    expect(raw.summary).toBe('Buchholz Cut-1 = 6 (sum of 3 of 4 contributions; 1 cut)');
    expect(explanationIn(raw, 'en')).toEqual(raw);
  });
});

describe('a team explanation in German', () => {
  const event = teamEventFromTournament(
    readTrf(readFileSync(join(__dirname, '../../fixtures/spec/btv2-teams4.trf'), 'latin1'))
      .tournament,
  );

  it('BC: the board sums with decimal commas', () => {
    // Team One: boards 1.5, 2, 1, 1.5 → 1×1.5 + 2×2 + 3×1 + 4×1.5 = 14.5 (B-TV2).
    expect(explanationIn(explainTeamTiebreak(event, 0, 'BC'), 'de').summary).toBe(
      'Brettwertung = 14,5 (1×1,5 + 2×2 + 3×1 + 4×1,5; weniger ist besser)',
    );
  });

  it('TBR, BBE and SSSC name the German details, codes and MP/GP unchanged', () => {
    const tbr = explanationIn(explainTeamTiebreak(event, 0, 'TBR'), 'de');
    expect(tbr.summary).toMatch(
      /^Spitzenbrett = \d \(Position unter den Mannschaften mit denselben MP; Punkte je Brett 1,5, 2, 1, 1,5\)$/,
    );
    const bbe = explanationIn(explainTeamTiebreak(event, 0, 'BBE'), 'de');
    expect(bbe.summary).toMatch(/^Brettstreichung = /);
    const sssc = explanationIn(explainTeamTiebreak(event, 0, 'SSSC'), 'de');
    expect(sssc.summary).toMatch(
      /^Punkte-Stärke-Kombination = [\d,]+ \(GP [\d,]+ \+ Buchholz \(MP\) [\d,]+ \/ \d+, kaufmännisch auf 2 Nachkommastellen gerundet\)$/,
    );
  });

  it('EGMSB and the match results', () => {
    const e = explanationIn(explainTeamTiebreak(event, 1, 'EGMSB'), 'de');
    expect(e.summary).toBe(
      'Erweiterte Sonneborn-Berger GP × MP = 23 (GP der Gegner × eigene MP; Summe aus 3 Beiträgen)',
    );
    // Round 1: Team One – Team Two 2 : 2.
    expect(e.rows[0].result).toBe('2 : 2');
    expect(e.rows.some(r => /^\d(,5)? : \d(,5)?$/.test(r.result) && r.result.includes(','))).toBe(
      true,
    );
  });
});

describe('a Keizer total in German', () => {
  // The evenings of the English explanation test (scoring.test.ts): Capablanca wins with black
  // in round 1 and is excused in round 2.
  it('says each credit with German words and decimal commas', () => {
    const s = keizerStandings(TWO_EVENINGS);
    const capa = s.standings.find(x => x.name === 'Capablanca');
    expect(capa).toBeDefined();
    const lines = explainStanding(capa!, 'de');
    expect(capa!.total.equals(Decimal.from('9.75'))).toBe(true);
    expect(lines[0]).toBe('2. Capablanca: 9,75');
    expect(lines[1]).toBe('Eigenwert: 5 = 1 × 5 (Eigenwert, Platz 3 in der Tabelle nach Runde 1)');
    expect(lines[2]).toBe(
      'Runde 1: Sieg gegen Steinitz (Schwarz): 3 = 1 × 3 (Wert von Steinitz, Platz 5 in der Tabelle nach Runde 1)',
    );
    expect(lines[3]).toBe(
      'Runde 2: entschuldigt abwesend, Abwesenheit 1: 1,75 = 0,35 × 5 (Eigenwert, Platz 3 in der Tabelle nach Runde 1)',
    );
  });
});
