/* Benchmarks (npm run bench): the tie-break engine on large generated Swiss events, and the
 * bundled custom functions as Sheets would call them. Times are wall-clock on this machine. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vm from 'node:vm';
import { computeTiebreaks } from '../../src/core/tiebreaks';
import { randomSwiss } from '../../test/core/tiebreaks/random';
import { keizerResults, leagueMatchList } from './clubGrids';
import { progressGrid } from './progressGrid';
import { sheetCalls } from './sheetCalls';
import { pairingBench, pairingCommandBench } from './pairing';
import { checkBench } from './check';
import { ratingsBench } from './ratings';
import { sheetReader } from './sheetReader';
import { trfCommand, trfInstructions } from './trfCommand';

const CODES = [
  'PTS',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'STD',
  'TPN',
  'PS',
  'PS/C1',
  'BH',
  'BH/C1',
  'BH/C2',
  'BH/M1',
  'BH/M2',
  'FB',
  'AOB',
  'AOB/F',
  'SB',
  'SB/C1',
  'KS',
  'ARO',
  'ARO/C1',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
  'RTNG',
  'DE',
];

function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function engine(n: number, rounds: number): void {
  const t = randomSwiss(n, rounds, n + rounds, { unplayed: true });
  const options = { rules: 'fide-2026' as const, unratedRating: 1400 };
  console.log(`\n${n} players × ${rounds} rounds (byes, forfeits, double forfeits, withdrawals)`);
  computeTiebreaks(t, CODES, options); // warm-up: JIT and lazy initialisation
  const t0 = process.hrtime.bigint();
  computeTiebreaks(t, CODES, options);
  const total = ms(t0);
  for (const code of CODES) {
    const s = process.hrtime.bigint();
    computeTiebreaks(t, [code], options);
    console.log(`  ${code.padEnd(8)} ${ms(s).toFixed(1).padStart(8)} ms`);
  }
  console.log(`  all ${CODES.length} codes in one call: ${total.toFixed(1)} ms`);
}

function bundle(n: number, rounds: number): void {
  const code = readFileSync(join(__dirname, '..', 'dist', 'Code.js'), 'utf8');
  const cold = process.hrtime.bigint();
  const ctx = vm.createContext({});
  vm.runInContext(code, ctx, { filename: 'Code.js' });
  console.log(
    `\nCold start: evaluating dist/Code.js (${(code.length / 1024).toFixed(1)} KiB) took ${ms(cold).toFixed(1)} ms`,
  );
  ctx.grid = progressGrid(randomSwiss(n, rounds, 7, { unplayed: true }));
  const fns = ['SONNEBORN_BERGER', 'BUCHHOLZ', 'TIEBREAK', 'STANDINGS'].filter(
    f => vm.runInContext(`typeof ${f}`, ctx) === 'function',
  );
  console.log(
    `\nBundled custom functions (dist/Code.js in node:vm), ${n} × ${rounds} progress table`,
  );
  for (const f of fns) {
    const call =
      f === 'TIEBREAK'
        ? `${f}(grid, "SB/C1")`
        : f === 'STANDINGS'
          ? `${f}(grid, "fide-swiss")`
          : `${f}(grid)`;
    vm.runInContext(call, ctx);
    const s = process.hrtime.bigint();
    vm.runInContext(call, ctx);
    console.log(`  =${call.replace('grid', 'range')}  ${ms(s).toFixed(1)} ms`);
  }
}

/** Team standings and Keizer tables through the bundle, as the sidebar and the formulas run them. */
function clubs(): void {
  const code = readFileSync(join(__dirname, '..', 'dist', 'Code.js'), 'utf8');
  const ctx = vm.createContext({});
  vm.runInContext(code, ctx, { filename: 'Code.js' });
  const timed = (label: string, grid: unknown, call: string) => {
    ctx.grid = grid;
    vm.runInContext(call, ctx);
    const s = process.hrtime.bigint();
    vm.runInContext(call, ctx);
    console.log(`  ${label.padEnd(78)} ${ms(s).toFixed(1).padStart(8)} ms`);
  };
  console.log('\nClub competitions (dist/Code.js in node:vm)');
  const league = leagueMatchList(20, 8);
  timed(
    `=TEAM_STANDINGS, 20 teams × 8 boards × 38 rounds (${league.length - 1} rows), german-league`,
    league,
    'TEAM_STANDINGS(grid, "german-league")',
  );
  timed(
    '  … "EMGSB/C1,BH:MP/C1,EDE,BW,BC"',
    league,
    'TEAM_STANDINGS(grid, "EMGSB/C1,BH:MP/C1,EDE,BW,BC")',
  );
  const season = keizerResults(60, 40);
  timed(
    `=KEIZER, 60 players × 40 evenings (${season.length - 1} rows), passes`,
    season,
    'KEIZER(grid)',
  );
  timed('  … iteration fixed-point', season, 'KEIZER(grid, undefined, "iteration=fixed-point")');
}

// `npm run bench -- trf`: only the whole TRF command beside its one-pass floor;
// `npm run bench -- trf-instructions`: the same programs' instruction counts (valgrind);
// `npm run bench -- pairing`: only `chess-standings pair` of round 9, 100 to 5,000 players and odd 101 and 501
// (`-- pairing-instructions`: with the instructions of the 100- and 500-player runs; `-- pairing
// N M …`: those sizes only);
// `npm run bench -- check`: only the pairing checker (whole command, 9 rounds);
// `npm run bench -- ratings`: only the rating changes of 500 players × 9 rounds.
const only = process.argv[2];
if (only === 'check') {
  checkBench([100, 500]);
  process.exit(0);
}
if (only === 'trf') {
  trfCommand(9999, 13);
  process.exit(0);
}
if (only === 'trf-instructions') {
  trfInstructions(9999, 13);
  process.exit(0);
}
if (only === 'pairing' || only === 'pairing-instructions') {
  const sizes = process.argv.slice(3).map(Number);
  pairingCommandBench(
    sizes.length > 0 ? sizes : [100, 101, 500, 501, 2000, 5000],
    5,
    only === 'pairing-instructions' ? [100, 500] : [],
  );
  pairingBench([500, 2000]);
  process.exit(0);
}
if (only === 'ratings') {
  ratingsBench(500, 9);
  process.exit(0);
}

engine(2000, 11);
engine(10000, 13);
trfCommand(9999, 13);
sheetReader(500, 11);
bundle(500, 11);
clubs();
sheetCalls();
pairingBench([500, 1000, 2000]);
ratingsBench(500, 9);
