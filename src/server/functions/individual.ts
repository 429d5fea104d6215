import {
  MessageError,
  computeTiebreaks,
  explainTiebreak,
  msg,
  rankStandings,
  resolveRequest,
} from '../../core';
import type { Grid, Message, ReadResult } from '../../core';
import { asGrid, guarded, readRange } from './call';
import { cellValue, explanationTable, playerIndexIn } from './tables';
import type { Table } from './tables';
import { isTeamRange, teamExplanation, teamTiebreakColumn } from './teams';
import { langOfOptions, parseCallOptions } from './options';
import { ratingColumnFor } from './ratings';
import { individualTable, standingsTable } from '../writing/standingsLayout';

/** Codes given as text (`"BH/C1,BH,SB"`, a preset name) or as a range of cells. */
function codeList(tiebreaks: unknown): string | string[] | undefined {
  if (tiebreaks === undefined || tiebreaks === null || tiebreaks === '') return undefined;
  if (Array.isArray(tiebreaks)) {
    return tiebreaks
      .flat()
      .map(c => String(c).trim())
      .filter(c => c !== '');
  }
  return String(tiebreaks);
}

/**
 * Values laid out for the sheet. A crosstable or progress table gets one value per input row
 * (blank on header rows), so the column sits beside the table; a results list has no row per
 * player, so it gets a Name | value table in start-number order.
 */
function alignColumn(
  range: unknown,
  read: ReadResult,
  code: string,
  values: (number | null)[],
): Table {
  const t = read.tournament;
  if (read.layout === 'results' || read.sourceRows.some(r => r < 0)) {
    return [['Name', code], ...t.participants.map((p, i) => [p.name, cellValue(values[i])])];
  }
  const height = (range as unknown[]).length;
  const out: Table = Array.from({ length: height }, () => ['']);
  read.sourceRows.forEach((row, i) => {
    if (row >= 0 && row < height) out[row] = [cellValue(values[i])];
  });
  return out;
}

/** One tie-break for every participant, computed in one call over the whole range. */
export function tiebreakColumn(fn: string, range: unknown, code: string, options: unknown): Table {
  return guarded(
    fn,
    () => {
      const o = parseCallOptions(options);
      const read = readRange(range, fn, o.read);
      const { codes, rules } = resolveRequest(read.tournament, [code], o.tiebreak);
      const [column] = computeTiebreaks(read.tournament, codes, { ...o.tiebreak, rules });
      return alignColumn(range, read, code, column.values);
    },
    langOfOptions(options),
  );
}

export function TIEBREAK(range: unknown, code: unknown, options?: unknown): Table {
  const lang = langOfOptions(options);
  const [grid, typed] = guarded(
    'TIEBREAK',
    (): [Grid, string] => {
      if (typeof code !== 'string' || code.trim() === '') {
        throw new MessageError(
          msg`the second argument is a tie-break code such as "BH/C1" or "SB".`,
        );
      }
      return [asGrid(range, 'TIEBREAK'), code.trim()];
    },
    lang,
  );
  if (guarded('TIEBREAK', () => isTeamRange(grid), lang)) {
    return teamTiebreakColumn('TIEBREAK', range, typed, options);
  }
  return tiebreakColumn('TIEBREAK', range, typed, options);
}

/**
 * The whole ranked table with a header row, the columns of a snapshot sheet: Place, No., Name,
 * Points, one column per code, Separated by. `lang=de` gives German headers.
 */
export function STANDINGS(range: unknown, tiebreaks?: unknown, options?: unknown): Table {
  return guarded(
    'STANDINGS',
    () => {
      const o = parseCallOptions(options);
      const read = readRange(range, 'STANDINGS', o.read);
      const t = read.tournament;
      const { codes, rules } = resolveRequest(t, codeList(tiebreaks), o.tiebreak);
      const s = rankStandings(t, codes, { ...o.tiebreak, rules });
      const rating = ratingColumnFor(t, s, o) ?? undefined;
      // Names go out as spilled values, which Sheets never reads as formulas.
      const { header, rows } = standingsTable(
        individualTable(t, s, o.lang, rating),
        o.lang,
        text => text,
      );
      return [header, ...rows];
    },
    langOfOptions(options),
  );
}

/** The explanation table of one value: a row per round, then the total. */
export function TIEBREAK_EXPLAIN(
  range: unknown,
  player: unknown,
  code: unknown,
  options?: unknown,
): Table {
  const lang = langOfOptions(options);
  return guarded(
    'TIEBREAK_EXPLAIN',
    () => {
      if (typeof code !== 'string' || code.trim() === '') {
        throw new MessageError(msg`the third argument is a tie-break code such as "SB"`);
      }
      if (isTeamRange(asGrid(range, 'TIEBREAK_EXPLAIN'))) {
        return teamExplanation(range, player, code.trim(), options);
      }
      const o = parseCallOptions(options);
      const read = readRange(range, 'TIEBREAK_EXPLAIN', o.read);
      const i = playerIndexIn(read.tournament.participants, player);
      const { codes, rules } = resolveRequest(read.tournament, [code.trim()], o.tiebreak);
      return explanationTable(
        explainTiebreak(read.tournament, i, codes[0], { ...o.tiebreak, rules }),
        read.tournament.roundOrder === 'unknown',
        lang,
      );
    },
    lang,
  );
}

// Named shortcuts: the tie-breaks organisers ask for by name, with their natural argument.

/** Appends a modifier the user typed (`"C1"`, `"/M1"`, `"L40"`) to a code. */
function withModifier(code: string, modifier: unknown): string {
  if (modifier === undefined || modifier === null || modifier === '') return code;
  const m = String(modifier)
    .trim()
    .replace(/^[/#!]/, '');
  return m === '' ? code : `${code}/${m}`;
}

export function SONNEBORN_BERGER(range: unknown, modifier?: unknown, options?: unknown): Table {
  return tiebreakColumn('SONNEBORN_BERGER', range, withModifier('SB', modifier), options);
}

export function BUCHHOLZ(range: unknown, modifier?: unknown, options?: unknown): Table {
  return tiebreakColumn('BUCHHOLZ', range, withModifier('BH', modifier), options);
}

export function BUCHHOLZ_REFINED(range: unknown, modifier?: unknown, options?: unknown): Table {
  return tiebreakColumn('BUCHHOLZ_REFINED', range, withModifier('RBH', modifier), options);
}

export function PROGRESSIVE(range: unknown, cut?: unknown, options?: unknown): Table {
  return tiebreakColumn('PROGRESSIVE', range, withModifier('PS', cut), options);
}

export function KOYA(range: unknown, limit?: unknown, options?: unknown): Table {
  return tiebreakColumn('KOYA', range, withModifier('KS', limit), options);
}

/** The kinds of "wins" organisers mean, by the word they use. */
const WIN_KINDS: Record<string, string> = {
  all: 'WIN',
  alle: 'WIN',
  played: 'WON',
  'over the board': 'WON',
  gespielt: 'WON',
  scored: 'SWIN',
  gewertet: 'SWIN',
};

/** A kind argument the function does not know, said in the language of the call's options. */
function kindError(fn: string, said: Message, options: unknown): never {
  return guarded(
    fn,
    () => {
      throw new MessageError(said);
    },
    langOfOptions(options),
  );
}

export function WINS(range: unknown, kind?: unknown, options?: unknown): Table {
  const k =
    kind === undefined || kind === null || kind === '' ? 'all' : String(kind).trim().toLowerCase();
  const code = WIN_KINDS[k];
  if (!code) {
    kindError(
      'WINS',
      msg`"${String(kind)}" should be all (byes and forfeit wins count), played or scored`,
      options,
    );
  }
  return tiebreakColumn('WINS', range, code, options);
}

export function BLACK_WINS(range: unknown, kind?: unknown, options?: unknown): Table {
  const k =
    kind === undefined || kind === null || kind === ''
      ? 'played'
      : String(kind).trim().toLowerCase();
  const code = { played: 'BWG', gespielt: 'BWG', scored: 'SWINB', gewertet: 'SWINB' }[k];
  if (!code) kindError('BLACK_WINS', msg`"${String(kind)}" should be played or scored`, options);
  return tiebreakColumn('BLACK_WINS', range, code, options);
}

export function DIRECT_ENCOUNTER(range: unknown, options?: unknown): Table {
  return tiebreakColumn('DIRECT_ENCOUNTER', range, 'DE', options);
}

export function AVERAGE_OPPONENT_RATING(
  range: unknown,
  modifier?: unknown,
  options?: unknown,
): Table {
  return tiebreakColumn('AVERAGE_OPPONENT_RATING', range, withModifier('ARO', modifier), options);
}

export function PERFORMANCE(range: unknown, kind?: unknown, options?: unknown): Table {
  const k =
    kind === undefined || kind === null || kind === '' ? 'TPR' : String(kind).trim().toUpperCase();
  const code = { TPR: 'TPR', FIDE: 'TPR', PTP: 'PTP', PERFECT: 'PTP', DWZ: 'DWZP', DWZP: 'DWZP' }[
    k
  ];
  if (!code) kindError('PERFORMANCE', msg`"${String(kind)}" should be TPR, PTP or DWZ`, options);
  return tiebreakColumn('PERFORMANCE', range, code, options);
}

export function LECHENICH(range: unknown, options?: unknown): Table {
  return tiebreakColumn('LECHENICH', range, 'LECH', options);
}

export function RANDOM_LOT(range: unknown, seed?: unknown, options?: unknown): Table {
  if (seed === undefined || seed === null || seed === '')
    return tiebreakColumn('RANDOM_LOT', range, 'LOT', options);
  const extra = typeof options === 'string' && options.trim() !== '' ? `; ${options}` : '';
  if (Array.isArray(options))
    return tiebreakColumn('RANDOM_LOT', range, 'LOT', [...options, ['seed', seed]]);
  return tiebreakColumn('RANDOM_LOT', range, 'LOT', `seed=${String(seed)}${extra}`);
}
