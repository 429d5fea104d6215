/**
 * One tournament written in each sheet layout, as an organiser would type it: a Swiss progress
 * table, a round-robin crosstable and a results list with its player list (TRF comes from the
 * project's own writer). Test code, independent of the readers: the spellings are the ones
 * docs/sheet-layouts.md lists. `variant` picks among equivalent spellings (a double forfeit as
 * `--` or as two forfeit losses, a zero-point bye as `Z` or a blank cell).
 */
import type { Cell, Grid, Participant, RoundEntry, Tournament } from '../../src/core';

type Row = Cell[];

const SCORE = { win: '1', draw: '½', loss: '0' } as const;

function colourOf(e: RoundEntry): 'w' | 'b' {
  return 'colour' in e && e.colour === 'b' ? 'b' : 'w';
}

function header(extra: readonly Cell[]): Row {
  return ['Nr', 'Name', 'Elo', ...extra];
}

function playerCells(p: Participant): Row {
  return [p.startNo, p.name, p.rating ?? ''];
}

/** `12w1`, `12b-`, `12w` (pending), `bye`, `Z` or blank, `withdrawn` then blanks. */
export function progressTable(t: Tournament, variant: number): Grid {
  const rounds = Array.from({ length: t.rounds }, (_, r) => r + 1);
  const rows: Row[] = [header(rounds)];
  for (const p of t.participants) {
    let withdrawn = false;
    const cells = p.rounds.map((e, r): Cell => {
      const c = (n: number) => `${n}${colourOf(e)}`;
      switch (e.kind) {
        case 'played':
          return `${c(e.opponent)}${SCORE[e.result]}`;
        case 'forfeit-win':
          return `${c(e.opponent as number)}+`;
        case 'forfeit-loss':
          return `${c(e.opponent as number)}-`;
        case 'double-forfeit':
          // Tournament programs print a double forfeit as a forfeit loss on both sides.
          return `${c(e.opponent)}${(variant + r) % 2 === 0 ? '-' : '--'}`;
        case 'pending':
          return c(e.opponent);
        case 'pairing-bye':
          return 'bye';
        case 'full-bye':
          return 'F';
        case 'half-bye':
          return 'H';
        case 'zero-bye':
          return (variant + r + p.startNo) % 2 === 0 ? 'Z' : '';
        case 'withdrawn': {
          const first = !withdrawn;
          withdrawn = true;
          return first ? 'withdrawn' : '';
        }
        case 'not-joined':
          throw new Error('a progress table has no spelling for not-joined');
      }
    });
    rows.push([...playerCells(p), ...cells]);
  }
  return rows;
}

/**
 * A single round robin as a crosstable, the games placed by the Berger table (the generator
 * builds the rounds that way): `w1`, `b½`, `w+`, `b-`, two `-` or two `--` for a double forfeit,
 * blank for a game not played yet. Columns in start-number order, headed 1 … n.
 */
export function crosstable(t: Tournament, variant: number): Grid {
  const n = t.participants.length;
  const rows: Row[] = [header(Array.from({ length: n }, (_, j) => j + 1))];
  const ordered = [...t.participants].sort((a, b) => a.startNo - b.startNo);
  for (const p of t.participants) {
    const cells: Cell[] = ordered.map(() => '');
    cells[ordered.indexOf(p)] = '*';
    for (const e of p.rounds) {
      if (!('opponent' in e) || e.opponent === null) continue;
      const j = ordered.findIndex(q => q.startNo === e.opponent);
      const pair = Math.min(p.startNo, e.opponent) + Math.max(p.startNo, e.opponent);
      switch (e.kind) {
        case 'played':
          cells[j] = `${colourOf(e)}${SCORE[e.result]}`;
          break;
        case 'forfeit-win':
          cells[j] = `${colourOf(e)}+`;
          break;
        case 'forfeit-loss':
          cells[j] = `${colourOf(e)}-`;
          break;
        case 'double-forfeit':
          cells[j] = (variant + pair) % 2 === 0 ? `${colourOf(e)}-` : '--';
          break;
        case 'pending':
          cells[j] = '';
          break;
      }
    }
    rows.push([...playerCells(p), ...cells]);
  }
  return rows;
}

const PAIR_RESULT: Readonly<Record<string, string>> = {
  'win/loss': '1-0',
  'loss/win': '0-1',
  'draw/draw': '½-½',
  'loss/loss': '0-0',
  'draw/loss': '½-0',
  'loss/draw': '0-½',
};

/** Round | Board | White | Black | Result, a row per game and per round without a game. */
export function resultsList(t: Tournament, variant: number): { results: Grid; players: Grid } {
  const byNo = new Map(t.participants.map(p => [p.startNo, p]));
  const rows: Row[] = [['Round', 'Board', 'White', 'Black', 'Result']];
  for (let r = 0; r < t.rounds; r++) {
    let board = 0;
    for (const p of t.participants) {
      const e = p.rounds[r];
      if ('opponent' in e && e.opponent !== null) {
        if (colourOf(e) !== 'w') continue;
        const q = byNo.get(e.opponent) as Participant;
        const f = q.rounds[r];
        let result: string;
        if (e.kind === 'played' && f.kind === 'played')
          result = PAIR_RESULT[`${e.result}/${f.result}`];
        else if (e.kind === 'forfeit-win') result = '+:-';
        else if (e.kind === 'forfeit-loss') result = '-:+';
        else if (e.kind === 'double-forfeit') result = variant % 2 === 0 ? '-:-' : '--';
        else result = variant % 2 === 0 ? '' : '*';
        board++;
        rows.push([r + 1, board, p.name, q.name, result]);
        continue;
      }
      const solo: Record<string, string | null> = {
        'pairing-bye': 'bye',
        'full-bye': 'F',
        'half-bye': 'H',
        'zero-bye': 'Z',
        withdrawn: r > 0 && p.rounds[r - 1].kind === 'withdrawn' ? null : 'withdrawn',
      };
      const word = solo[e.kind];
      if (word === undefined) throw new Error(`no results-list row for ${e.kind}`);
      if (word === null) continue;
      rows.push(
        word === 'bye' ? [r + 1, '', p.name, 'spielfrei', ''] : [r + 1, '', p.name, '', word],
      );
    }
  }
  const players: Row[] = [
    ['Nr', 'Name', 'Elo'],
    ...t.participants.map(p => [p.startNo, p.name, p.rating ?? '']),
  ];
  return { results: rows, players };
}

/** The data rows of a grid in another order (the header stays on top). */
export function shuffledRows(grid: Grid, random: () => number): Grid {
  const [head, ...body] = grid;
  for (let k = body.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [body[k], body[j]] = [body[j], body[k]];
  }
  return [head, ...body];
}

/** Blank rows above and below, blank columns left and right. */
export function padded(grid: Grid, top: number, left: number, bottom: number, right: number): Grid {
  const width = grid[0].length + left + right;
  const blank = (): Cell[] => Array.from({ length: width }, () => '');
  return [
    ...Array.from({ length: top }, blank),
    ...grid.map(row => [
      ...Array.from({ length: left }, () => ''),
      ...row,
      ...Array.from({ length: right }, () => ''),
    ]),
    ...Array.from({ length: bottom }, blank),
  ];
}
