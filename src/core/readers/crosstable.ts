/**
 * Reads a round-robin crosstable: a square block in which row i, column j holds player i's score
 * against player j, the diagonal marked (`*`, `x`, `-`, `■` or blank), with optional player
 * columns (start number, name, ratings, points, rank, title, federation, club).
 *
 * Double round robins come three ways: two columns per opponent (headers 1,1,2,2,…), two blocks
 * side by side, or both games in one cell (`1½`, `10`, `1 ½`, `1/½`).
 *
 * Rounds. A crosstable has no rounds, but the model has one entry per round, and per-round
 * tie-breaks (progressive score) depend on their order. The games are placed by the FIDE Berger
 * table (C.05 Annex 1) over the players in start-number order; with an odd number of players
 * the table has a dummy, and the round against it is the player's free round: a
 * `pairing-bye` worth 0 points (the tournament's `pointSystem.pairingBye` is set to 0), which
 * C.07 Art. 15.2 leaves out of BH/SB sums. A second cycle repeats the first cycle's order.
 * That order is a placement, not the event's: the tournament says `roundOrder: 'unknown'`, and
 * the codes that need the order of the rounds are refused, unless the user states that the
 * Berger table gave the rounds (`options.bergerRounds`, then `roundOrder: 'berger'`).
 *
 * Games not played yet (a blank cell, and its blank mirror) become `pending` entries: they score
 * nothing and are not unplayed rounds, so points and Sonneborn-Berger are those of the games
 * played so far. Colours are unknown unless a cell marks them (`w1`, `b0`, German `s0`).
 */
import {
  InputError,
  cellError,
  described,
  joinMessages,
  rangeError,
  msg,
  verbatim,
} from '../errors';
import type { Message } from '../errors';
import { gamesCount } from '../messages/counts';
import { DEFAULT_POINTS, pointSystem, roundRobinPoints } from '../model/points';
import type { Colour, Participant, PointSystem, RoundEntry, Tournament } from '../model/types';
import type { Cell, Grid } from './cells';
import { cellText, isBlank } from './cells';
import {
  checkGrid,
  checkDeclaredPoints,
  checkUnique,
  findColumns,
  formatPoints,
  guessHeaderRows,
  headerCell,
  headerRole,
  isLabel,
  optionColumns,
  playerRows,
  readPlayerFields,
} from './columns';
import type { ColumnMap } from './columns';
import { awardText, gameOfSides, isArbiterAward, type Side } from './gameSides';
import { CROSSTABLE_TOKENS, isDiagonalMark, parseCrossCell } from './tokens';
import type { CrossCell, CrossGame } from './tokens';
import type { ReadOptions, ReadResult } from './types';

/** Where the games of a pair sit: one block, two columns per opponent, or two blocks. */
type BlockMode = 'single' | 'interleaved' | 'blocks';

interface Block {
  readonly start: number;
  readonly mode: BlockMode;
  /**
   * Opponent columns in start-number order while the rows are in another order (a table sorted
   * by rank, columns headed by start number): `order[j]` is player j's place among the columns.
   */
  readonly order?: readonly number[];
}

/** Column of the game against opponent j (0-based position in the rows) in cycle k. */
function columnOf(block: Block, n: number, j: number, k: number): number {
  const o = block.order ? block.order[j] : j;
  switch (block.mode) {
    case 'single':
      return block.start + o;
    case 'interleaved':
      return block.start + 2 * o + k;
    case 'blocks':
      return block.start + k * n + o;
  }
}

function cyclesOf(mode: BlockMode): number {
  return mode === 'single' ? 1 : 2;
}

type Outcome = 'win' | 'draw' | 'loss' | 'forfeit-win' | 'forfeit-loss' | 'double-forfeit';

const MIRROR: Readonly<Record<Outcome | 'pending', Outcome | 'pending'>> = {
  win: 'loss',
  loss: 'win',
  draw: 'draw',
  'forfeit-win': 'forfeit-loss',
  'forfeit-loss': 'forfeit-win',
  'double-forfeit': 'double-forfeit',
  pending: 'pending',
};

interface Game {
  readonly outcome: Outcome | 'pending';
  readonly colour?: Colour;
}

const PENDING: Game = { outcome: 'pending' };

export function readCrosstable(grid: Grid, options: ReadOptions = {}): ReadResult {
  checkGrid(grid);
  const { headerRows, rows, block } = locate(grid, options);
  const n = rows.length;
  const cycles = cyclesOf(block.mode);
  const blockColumns = new Set<number>();
  for (let j = 0; j < n; j++)
    for (let k = 0; k < cycles; k++) blockColumns.add(columnOf(block, n, j, k));

  const cells = parseBlock(grid, rows, block);
  const oneCellDouble = block.mode === 'single' && anyTwoGames(cells);
  const ps = options.pointSystem ?? detectPointSystem(rows, block, cells);
  const games = resolveGames(grid, rows, block, cells, ps, oneCellDouble);
  const totalCycles = oneCellDouble ? 2 : cycles;

  const map = findColumns(grid, headerRows, rows, blockColumns, options);
  const fields = rows.map(r => readPlayerFields(grid, r, map));
  const startNos = startNumbers(rows, fields, map);
  checkUnique(rows, startNos, map.startNo, msg`start number`);
  checkUnique(
    rows,
    fields.map(f => f.name),
    map.name,
    msg`name`,
  );

  const schedule = bergerSchedule(startNos);
  const odd = n % 2 === 1;
  const system: PointSystem = odd ? roundRobinPoints(ps) : ps;
  const roundsPerCycle = odd ? n : n - 1;
  const participants: Participant[] = rows.map((_, i) => {
    const entries: RoundEntry[] = new Array<RoundEntry>(roundsPerCycle * totalCycles);
    for (let k = 0; k < totalCycles; k++) {
      const offset = k * roundsPerCycle;
      if (odd) entries[offset + schedule.freeRound[i]] = { kind: 'pairing-bye' };
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        entries[offset + schedule.round(i, j)] = entryOf(games[i][j][k], startNos[j]);
      }
    }
    const f = fields[i];
    const p: Participant = {
      ...f,
      startNo: startNos[i],
      name: f.name ?? `Player ${startNos[i]}`,
      rounds: entries,
    };
    return p;
  });

  checkDeclaredPoints(
    participants,
    rows,
    map.points,
    system,
    p => `${p.name}'s results in this row`,
  );

  const tournament: Tournament = {
    rounds: roundsPerCycle * totalCycles,
    participants,
    pointSystem: system,
    system: options.system ?? 'round-robin',
    roundOrder: options.bergerRounds === true ? 'berger' : 'unknown',
  };
  return {
    tournament,
    layout: 'crosstable',
    sourceRows: rows,
    ...described(describe(n, totalCycles, games, ps, startNos)),
  };
}

// ---------------------------------------------------------------------------------------------
// Finding the block

/**
 * Header rows, player rows and the results block. Without a header word the first row may
 * still be a header of opponent labels (`A B C …`): when the range does not read as a
 * crosstable with it as a player, it is tried as the header.
 */
function locate(
  grid: Grid,
  options: ReadOptions,
): { headerRows: number; rows: number[]; block: Block; score: number } {
  const excluded = new Set(Object.values(optionColumns(grid, options)));
  const guessed = guessHeaderRows(grid, options);
  const tries = [guessed];
  if (options.headerRows === undefined) {
    if (guessed < grid.length && grid[guessed].every(c => isBlank(c) || isLabel(c))) {
      tries.push(guessed + 1);
    }
    if (guessed > 0) tries.push(guessed - 1);
  }
  let first: InputError | null = null;
  for (const headerRows of tries) {
    try {
      const rows = playerRows(grid, headerRows);
      if (rows.length < 2) {
        throw rangeError(
          msg`a crosstable needs at least 2 players; found ${rows.length} player row`,
        );
      }
      const found = bestBlock(grid, headerRows, rows, excluded, options.startNoColumn);
      if (!found || found.score <= 0) {
        throw rangeError(
          msg`could not find the crosstable's results: expected ${rows.length} columns (one per player row, in the same order) with each player's own cell marked *, x, - or left blank, or headed 1 to ${rows.length}`,
        );
      }
      return { headerRows, rows, block: found.block, score: found.score };
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      first ??= e;
    }
  }
  throw first ?? rangeError(msg`the range holds no player rows`);
}

/**
 * How strongly the range looks like a crosstable, for layout detection: the number of marked
 * (non-blank) diagonal cells of the best block, whether its headers number the opponents, and
 * how many of its cells read as results. Null when no block fits.
 */
export function crosstableEvidence(
  grid: Grid,
  options: ReadOptions = {},
): {
  readonly marked: number;
  readonly labelled: boolean;
  readonly results: number;
  /** Cells of the block that are no crosstable result (`4b0` of a progress table). */
  readonly bad: number;
  readonly players: number;
} | null {
  try {
    const { headerRows, rows } = locate(grid, options);
    const excluded = new Set(Object.values(optionColumns(grid, options)));
    const found = bestBlock(grid, headerRows, rows, excluded, options.startNoColumn);
    return found ? { ...found.evidence, players: rows.length } : null;
  } catch (e) {
    if (e instanceof InputError) return null;
    throw e;
  }
}

interface Scored {
  readonly block: Block;
  readonly score: number;
  readonly evidence: {
    readonly marked: number;
    readonly labelled: boolean;
    readonly results: number;
    readonly bad: number;
  };
}

/**
 * Tries every start column in every mode: the diagonal must be marked (or blank) in every row,
 * and the candidate with the most marked diagonal cells and readable results wins. Headers that
 * number the opponents (1..N, 1,1,2,2,…, or the players' names or letters) settle blank tables.
 */
function bestBlock(
  grid: Grid,
  headerRows: number,
  rows: readonly number[],
  excluded: ReadonlySet<number>,
  startNoColumn: number | undefined,
): Scored | null {
  const n = rows.length;
  const width = grid[0].length;
  const parsed = new Map<string, CrossCell>();
  const cellAt = (r: number, c: number): CrossCell => {
    const key = `${r},${c}`;
    let v = parsed.get(key);
    if (!v) {
      v = parseCrossCell(grid[r][c]);
      parsed.set(key, v);
    }
    return v;
  };
  let best: Scored | null = null;
  const numbers = headerRows > 0 ? startNumberColumn(grid, headerRows, rows, startNoColumn) : null;
  for (const mode of ['single', 'interleaved', 'blocks'] as const) {
    const span = mode === 'single' ? n : 2 * n;
    for (let start = 0; start + span <= width; start++) {
      let clash = false;
      for (let c = start; c < start + span; c++) if (excluded.has(c)) clash = true;
      if (clash) continue;
      const plain: Block = { start, mode };
      const order = numbers && byStartNumber(grid, headerRows, plain, numbers);
      for (const block of order ? [plain, { ...plain, order }] : [plain]) {
        const scored = scoreBlock(grid, headerRows, rows, block, cellAt);
        if (scored && (!best || scored.score > best.score)) best = scored;
      }
    }
  }
  return best;
}

/** A candidate block's score, or null when its diagonal is not marked and no header names it. */
function scoreBlock(
  grid: Grid,
  headerRows: number,
  rows: readonly number[],
  block: Block,
  cellAt: (r: number, c: number) => CrossCell,
): Scored | null {
  const n = rows.length;
  const mode = block.mode;
  const labelled =
    block.order !== undefined || (headerRows > 0 && labelsMatch(grid, headerRows, rows, block));
  let marked = 0;
  let results = 0;
  let bad = 0;
  let diagonalOk = true;
  for (let i = 0; i < n && diagonalOk; i++) {
    for (let k = 0; k < cyclesOf(mode); k++) {
      const cell = grid[rows[i]][columnOf(block, n, i, k)];
      if (!isDiagonalMark(cell)) diagonalOk = false;
      else if (!isBlank(cell)) marked++;
    }
  }
  if (!diagonalOk && !labelled) return null;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      for (let k = 0; k < cyclesOf(mode); k++) {
        const t = cellAt(rows[i], columnOf(block, n, j, k));
        if (t.type === 'games') results++;
        else if (t.type === 'bad') bad++;
      }
    }
  }
  // Headers that number the opponents settle the block; a marked diagonal settles between
  // two such readings (rows by rank, columns by start number).
  const bonus = labelled ? (diagonalOk ? 1_000_000 : 500_000) : 0;
  const score = bonus + 2 * marked + results - bad;
  return { block, score, evidence: { marked, labelled, results, bad } };
}

/** Start numbers of the rows from a `Nr`-like column, when every row has a distinct one. */
function startNumberColumn(
  grid: Grid,
  headerRows: number,
  rows: readonly number[],
  given: number | undefined,
): number[] | null {
  let col = given;
  if (col === undefined) {
    for (let c = 0; c < grid[0].length && col === undefined; c++) {
      if (headerRole(headerCell(grid, headerRows, c))?.role === 'startNo') col = c;
    }
  }
  if (col === undefined) return null;
  const numbers = rows.map(r => {
    const c = grid[r][col as number];
    const v = typeof c === 'number' ? c : typeof c === 'string' ? Number(cellText(c)) : NaN;
    return Number.isInteger(v) && v >= 1 ? v : NaN;
  });
  if (numbers.some(Number.isNaN) || new Set(numbers).size !== numbers.length) return null;
  return numbers;
}

/** Column order when the block's headers are the players' start numbers in another order. */
function byStartNumber(
  grid: Grid,
  headerRows: number,
  plain: Block,
  numbers: readonly number[],
): number[] | null {
  const n = numbers.length;
  const offsetOf = new Map<number, number>();
  for (let o = 0; o < n; o++) {
    const labels = Array.from({ length: cyclesOf(plain.mode) }, (_, k) =>
      headerCell(grid, headerRows, columnOf(plain, n, o, k)),
    );
    const v = Number(cellText(labels[0]));
    if (!Number.isInteger(v) || labels.some(l => Number(cellText(l)) !== v)) return null;
    offsetOf.set(v, o);
  }
  const order = numbers.map(s => offsetOf.get(s));
  if (order.some(o => o === undefined)) return null;
  if (order.every((o, j) => o === j)) return null;
  return order as number[];
}

/** Opponent headers: 1..N (repeated per game), letters A, B, …, or the players' names. */
function labelsMatch(
  grid: Grid,
  headerRows: number,
  rows: readonly number[],
  block: Block,
): boolean {
  const n = rows.length;
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < cyclesOf(block.mode); k++) {
      const label = headerCell(grid, headerRows, columnOf(block, n, j, k));
      if (!labelNames(label, j, grid[rows[j]])) return false;
    }
  }
  return true;
}

function labelNames(label: Cell, j: number, row: readonly Cell[]): boolean {
  if (isBlank(label)) return false;
  const t = cellText(label).toLowerCase();
  if (t === String(j + 1) || t === `${j + 1}.`) return true;
  if (j < 26 && t === String.fromCharCode(97 + j)) return true;
  return row.some(c => {
    if (typeof c !== 'string' || c.trim() === '') return false;
    const name = cellText(c).toLowerCase();
    return name.startsWith(t) || initials(name) === t.replace(/[.\s]/g, '');
  });
}

/** `Jonas Weber` → `jw`, `Weber, Jonas` → `wj`. */
function initials(name: string): string {
  return name
    .split(/[\s,.-]+/)
    .filter(w => w !== '')
    .map(w => w[0])
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Reading the cells

type Cells = CrossCell[][][]; // [i][j][k], k = cycle column (0 for one block)

function parseBlock(grid: Grid, rows: readonly number[], block: Block): Cells {
  const n = rows.length;
  const cycles = cyclesOf(block.mode);
  return rows.map((r, i) =>
    Array.from({ length: n }, (_, j) =>
      Array.from({ length: cycles }, (_, k) => {
        const col = columnOf(block, n, j, k);
        const cell = grid[r][col];
        if (i === j) {
          if (!isDiagonalMark(cell)) {
            throw cellError(
              r,
              col,
              msg`this cell is the player against themself and must be marked *, x, - or left blank; found "${cellText(cell)}"`,
            );
          }
          return { type: 'blank' } as const;
        }
        const t = parseCrossCell(cell);
        if (t.type === 'bad') throw cellError(r, col, t.detail);
        if (t.type === 'games' && t.games.length === 2 && cycles === 2) {
          throw cellError(
            r,
            col,
            msg`holds two results, but this table has a column for each game: one result per cell`,
          );
        }
        return t;
      }),
    ),
  );
}

function anyTwoGames(cells: Cells): boolean {
  return cells.some(row =>
    row.some(pair => pair.some(c => c.type === 'games' && c.games.length === 2)),
  );
}

/** 3/1/0 when a cell holds 3 (a 3 is no game's score in 1/½/0); ½ and 3 together are an error. */
function detectPointSystem(rows: readonly number[], block: Block, cells: Cells): PointSystem {
  const n = rows.length;
  let three: [number, number] | null = null;
  let half: [number, number] | null = null;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      cells[i][j].forEach((c, k) => {
        if (c.type !== 'games') return;
        for (const g of c.games) {
          if (g.kind !== 'score') continue;
          const at: [number, number] = [rows[i], columnOf(block, n, j, k)];
          if (g.value === 3 && !three) three = at;
          if (g.value === 0.5 && !half) half = at;
        }
      });
    }
  }
  const foundThree = three as [number, number] | null;
  const foundHalf = half as [number, number] | null;
  if (foundThree && foundHalf) {
    const [r3, c3] = foundThree;
    const [rh, ch] = foundHalf;
    throw cellError(
      r3,
      c3,
      msg`holds 3 (a win in a 3/1/0 table) but {1} holds ½ (a draw in a 1/½/0 table): one table has one point system; set the point system option if 3 is meant`,
      [{ row: rh, col: ch }],
    );
  }
  return foundThree ? pointSystem(3, 1, 0) : DEFAULT_POINTS;
}

function outcomeOf(g: CrossGame, ps: PointSystem): Outcome | null {
  switch (g.kind) {
    case 'draw':
      return 'draw';
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
      return g.kind;
    case 'score':
      if (Math.abs(g.value - ps.win) < 1e-9) return 'win';
      if (Math.abs(g.value - ps.draw) < 1e-9) return 'draw';
      if (Math.abs(g.value - ps.loss) < 1e-9) return 'loss';
      return null;
  }
}

function systemText(ps: PointSystem): string {
  return `${formatPoints(ps.win)}, ${formatPoints(ps.draw)} or ${formatPoints(ps.loss)}`;
}

/** One reading of a cell: its games as outcomes (pending filled in), or null if a value is off. */
function reading(games: readonly CrossGame[], ps: PointSystem, slots: number): Game[] | null {
  if (games.length > slots) return null;
  const out: Game[] = [];
  for (const g of games) {
    const o = outcomeOf(g, ps);
    if (o === null) return null;
    out.push(g.colour ? { outcome: o, colour: g.colour } : { outcome: o });
  }
  while (out.length < slots) out.push(PENDING);
  return out;
}

function readings(c: CrossCell, ps: PointSystem, slots: number): Game[][] {
  if (c.type !== 'games') return [Array.from({ length: slots }, () => PENDING)];
  const all = [reading(c.games, ps, slots)];
  if (c.leadingZero && slots === 2) all.push(reading(c.leadingZero, ps, slots));
  return all.filter((x): x is Game[] => x !== null);
}

/** Game by game, the two cells describe the same games (gameSides.ts). */
function mirrors(a: readonly Game[], b: readonly Game[]): boolean {
  return a.every((g, k) => gameOfSides(g.outcome, b[k].outcome) !== null);
}

/** The games as the pair of cells settles them: two forfeit losses are a double forfeit. */
function settle(a: Game, b: Game): [Game, Game] {
  const [x, y] = gameOfSides(a.outcome, b.outcome) as readonly [Side, Side];
  return [
    { ...a, outcome: x },
    { ...b, outcome: y },
  ];
}

/**
 * Every pair's games from both sides, checked against each other: a win needs a loss in the
 * mirror cell, a draw a draw, a forfeit win a forfeit loss, a game not played yet a blank.
 * Returns games[i][j][cycle] from player i's side.
 */
function resolveGames(
  grid: Grid,
  rows: readonly number[],
  block: Block,
  cells: Cells,
  ps: PointSystem,
  oneCellDouble: boolean,
): Game[][][] {
  const n = rows.length;
  const cycles = cyclesOf(block.mode);
  const games: Game[][][] = rows.map(() => new Array<Game[]>(n));
  for (let i = 0; i < n; i++) {
    games[i][i] = [];
    for (let j = i + 1; j < n; j++) {
      const gi: Game[] = [];
      const gj: Game[] = [];
      for (let k = 0; k < cycles; k++) {
        const slots = oneCellDouble ? 2 : 1;
        const ci = cells[i][j][k];
        const cj = cells[j][i][k];
        const at = {
          ri: rows[i],
          cI: columnOf(block, n, j, k),
          rj: rows[j],
          cJ: columnOf(block, n, i, k),
        };
        const ri = readings(ci, ps, slots);
        const rj = readings(cj, ps, slots);
        if (ri.length === 0) throw valueError(grid, at.ri, at.cI, ps, oneCellDouble);
        if (rj.length === 0) throw valueError(grid, at.rj, at.cJ, ps, oneCellDouble);
        let pick: [Game[], Game[]] | null = null;
        for (const a of ri) {
          for (const b of rj) if (!pick && mirrors(a, b)) pick = [a, b];
        }
        if (!pick) throw mirrorError(grid, at, ri[0], rj[0]);
        const [a, b] = pick;
        for (let s = 0; s < slots; s++) {
          const [x, y] = colours(...settle(a[s], b[s]), grid, at);
          gi.push(x);
          gj.push(y);
        }
      }
      games[i][j] = gi;
      games[j][i] = gj;
    }
  }
  return games;
}

interface PairCells {
  readonly ri: number;
  readonly cI: number;
  readonly rj: number;
  readonly cJ: number;
}

/** Colours marked on one side give the other side the opposite; marked on both, they must differ. */
function colours(a: Game, b: Game, grid: Grid, at: PairCells): [Game, Game] {
  if (a.colour && b.colour) {
    if (a.colour === b.colour) {
      throw cellError(
        at.ri,
        at.cI,
        msg`"${cellText(grid[at.ri][at.cI])}" and "${cellText(grid[at.rj][at.cJ])}" ({1}) give both players the same colour`,
        [{ row: at.rj, col: at.cJ }],
      );
    }
    return [a, b];
  }
  if (a.colour) return [a, { ...b, colour: a.colour === 'w' ? 'b' : 'w' }];
  if (b.colour) return [{ ...a, colour: b.colour === 'w' ? 'b' : 'w' }, b];
  return [a, b];
}

function valueError(grid: Grid, r: number, c: number, ps: PointSystem, double: boolean) {
  const text = cellText(grid[r][c]);
  return cellError(
    r,
    c,
    msg`"${text}" is not ${double ? 'one or two results' : 'the result of one game'} in this table: a game scores ${systemText(ps)}; expected ${CROSSTABLE_TOKENS}`,
  );
}

const SAY: Readonly<Record<Outcome | 'pending', string>> = {
  win: 'a win',
  loss: 'a loss',
  draw: 'a draw',
  'forfeit-win': 'a forfeit win (+)',
  'forfeit-loss': 'a forfeit loss (-)',
  'double-forfeit': 'a double forfeit (--)',
  pending: 'not played yet',
};

function sayGames(g: readonly Game[]): string {
  return g.map(x => SAY[x.outcome]).join(' then ');
}

function quoted(c: Cell): string {
  return isBlank(c) ? 'blank' : `"${cellText(c)}"`;
}

function mirrorError(grid: Grid, at: PairCells, a: readonly Game[], b: readonly Game[]) {
  const expected = a.map(g => SAY[MIRROR[g.outcome]]).join(' then ');
  return cellError(
    at.ri,
    at.cI,
    msg`${quoted(grid[at.ri][at.cI])} (${sayGames(a)}) does not match its mirror cell {1}, ${quoted(grid[at.rj][at.cJ])} (${sayGames(b)}): the opponent's cell should say ${expected}`,
    [{ row: at.rj, col: at.cJ }],
  );
}

function entryOf(g: Game, opponent: number): RoundEntry {
  const colour = g.colour ? { colour: g.colour } : {};
  switch (g.outcome) {
    case 'win':
    case 'draw':
    case 'loss':
      return { kind: 'played', opponent, result: g.outcome, rated: true, ...colour };
    case 'forfeit-win':
    case 'forfeit-loss':
    case 'double-forfeit':
    case 'pending':
      return { kind: g.outcome, opponent, ...colour };
  }
}

// ---------------------------------------------------------------------------------------------
// Players and rounds

function startNumbers(
  rows: readonly number[],
  fields: readonly { startNo?: number }[],
  map: ColumnMap,
): number[] {
  if (map.startNo === undefined) return rows.map((_, i) => i + 1);
  return fields.map((f, i) => {
    if (f.startNo === undefined) {
      throw cellError(rows[i], map.startNo as number, msg`the start number is missing`);
    }
    return f.startNo;
  });
}

/**
 * The Berger table over the players in start-number order: for an even n, positions p, q < n
 * meet in round (p + q − 2) mod (n − 1) + 1 and position n meets p in round (2p − 2) mod (n − 1)
 * + 1 (C.05 Annex 1). An odd field adds a dummy at position n + 1: the free round.
 */
function bergerSchedule(startNos: readonly number[]): {
  round: (i: number, j: number) => number;
  freeRound: number[];
} {
  const n = startNos.length;
  const order = startNos.map((s, i) => ({ s, i })).sort((a, b) => a.s - b.s);
  const position = new Array<number>(n);
  order.forEach((o, p) => (position[o.i] = p + 1));
  const size = n % 2 === 0 ? n : n + 1;
  const pairRound = (p: number, q: number): number => {
    if (q === size) return (2 * p - 2) % (size - 1);
    if (p === size) return (2 * q - 2) % (size - 1);
    return (p + q - 2) % (size - 1);
  };
  return {
    round: (i, j) => pairRound(position[i], position[j]),
    freeRound: position.map(p => pairRound(p, size)),
  };
}

function describe(
  n: number,
  cycles: number,
  games: Game[][][],
  ps: PointSystem,
  startNos: readonly number[],
): Message {
  let pending = 0;
  const awards: string[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      games[i][j].forEach((g, k) => {
        const h = games[j][i][k];
        if (g.outcome === 'pending') pending++;
        else if (h.outcome !== 'pending' && isArbiterAward(g.outcome, h.outcome)) {
          awards.push(
            `${awardText(g.outcome, h.outcome)} for ${startNos[i]} and ${startNos[j]} (arbiter's award)`,
          );
        }
      });
    }
  }
  const parts = [
    cycles === 2
      ? msg`Double round-robin crosstable, ${n} players`
      : msg`Round-robin crosstable, ${n} players`,
  ];
  if (ps.win !== 1 || ps.draw !== 0.5 || ps.loss !== 0)
    parts.push(
      msg`${formatPoints(ps.win)}/${formatPoints(ps.draw)}/${formatPoints(ps.loss)} points`,
    );
  if (pending > 0) parts.push(msg`${gamesCount(pending)} not played yet`);
  const said = joinMessages(parts, ', ');
  return awards.length > 0 ? msg`${said} (${verbatim(awards.join(', '))})` : said;
}
