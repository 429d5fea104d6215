/**
 * The examples the sidebar offers an organiser whose sheet holds no results table must be tables
 * the readers accept, with the scores written in them (hand-checked: Anna beat Cleo and Ben,
 * Ben–Dan drawn, Dan beat Cleo → 2, ½, 0, 1½; the crosstable's rows sum to 1½, 1, ½).
 */
import { rankStandings, readGrid } from '../../src/core';
import { tableExamples } from '../../src/client/tableExamples';

function pointsOf(rows: readonly (readonly string[])[]): Record<string, number> {
  const { tournament } = readGrid(rows.map(r => [...r]));
  const out: Record<string, number> = {};
  for (const row of rankStandings(tournament, []).rows) {
    out[tournament.participants[row.index].name] = row.points;
  }
  return out;
}

describe.each(['en', 'de'] as const)('the table examples (%s)', locale => {
  const [progress, results, cross] = tableExamples(locale);

  it('the progress table reads with the points it shows', () => {
    expect(readGrid(progress.rows.map(r => [...r])).layout).toBe('progress');
    expect(pointsOf(progress.rows)).toEqual({ Anna: 2, Ben: 0.5, Cleo: 0, Dan: 1.5 });
  });

  it('the results list is the same event', () => {
    expect(readGrid(results.rows.map(r => [...r])).layout).toBe('results');
    expect(pointsOf(results.rows)).toEqual({ Anna: 2, Ben: 0.5, Cleo: 0, Dan: 1.5 });
  });

  it('the crosstable reads as a round robin with its points', () => {
    expect(readGrid(cross.rows.map(r => [...r])).layout).toBe('crosstable');
    expect(pointsOf(cross.rows)).toEqual({ Anna: 1.5, Ben: 1, Cleo: 0.5 });
  });
});
