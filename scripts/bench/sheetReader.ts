/*
 * The sheet reader on a progress table as Sheets delivers it, beside the tie-breaks computed from
 * what it read: how much of a custom function's time is reading.
 */
import { readGrid } from '../../src/core/readers/readGrid';
import { computeTiebreaks } from '../../src/core/tiebreaks';
import { randomSwiss } from '../../test/core/tiebreaks/random';
import { progressGrid } from './progressGrid';

function bestOf(times: number, run: () => void): number {
  let min = Infinity;
  for (let k = 0; k < times; k++) {
    const s = process.hrtime.bigint();
    run();
    min = Math.min(min, Number(process.hrtime.bigint() - s) / 1e6);
  }
  return min;
}

export function sheetReader(n: number, rounds: number): void {
  const grid = progressGrid(randomSwiss(n, rounds, 7, { unplayed: true }));
  const t = readGrid(grid).tournament;
  const codes = ['BH/C1', 'BH', 'SB'];
  const read = bestOf(9, () => readGrid(grid));
  const layout = bestOf(9, () => readGrid(grid, { layout: 'progress' }));
  const tiebreaks = bestOf(9, () => computeTiebreaks(t, codes, { rules: 'fide-2026' }));
  console.log(`\nSheet reader, ${n} × ${rounds} progress table (src in Node), best of 9`);
  console.log(`  readGrid (detecting the layout)      ${read.toFixed(1).padStart(8)} ms`);
  console.log(`  readGrid, layout: 'progress'         ${layout.toFixed(1).padStart(8)} ms`);
  console.log(
    `  computeTiebreaks ${codes.join(',').padEnd(20)}${tiebreaks.toFixed(1).padStart(8)} ms`,
  );
}
