/**
 * `=SWISS_PAIRINGS(results; players; [options])`: the next round of a Swiss by the FIDE Dutch
 * system (C.04.3), live from the sheet — Board | White | Black with names, the pairing-allocated
 * bye as a last row `bye | NAME | (empty)` (as =KEIZER_PAIRINGS shows it). `results` is a results
 * list (Round | Board | White | Black | Result) read with the player list `players` (Nr | Name |
 * Elo | Status; the Status column's `H`, `Z`, `F`, `W` marks say who is absent, see
 * core/readers/statusMarks.ts), or a TRF pasted into the sheet (then `players` may be left out).
 * Absentees given as options come on top of the Status column and win over it. Options, as
 * "rounds=9; colour=black1; half-bye=Name; zero-bye=Name; withdrawn=Name; forbid=A / B;
 * order=rating" or a two-column range. `colour=draw; seed=4711` draws the initial colour by lot
 * from the seed (reproducible); once round 1 is played its colours record it. `accelerate=baku`
 * (`beschleunigung=baku`): the Baku acceleration's virtual points (C.04.5.1), worked out anew
 * from the list on every call; refused for a pasted TRF that gives its own (XXA).
 */
import { MessageError, msg } from '../../core';
import type { Grid } from '../../core';
import { looksLikeTrfColumn } from '../../core/readers/trfColumn';
import { PlayerListError, splitNameList } from '../../core/keizer/fromSheets';
import {
  NoLegalPairingError,
  noLegalPairingMessage,
  pairNextRound,
  type PairingColour,
} from '../../core/pairing';
import { drawInitialColour } from '../../core/pairing/initialColour';
import { bakuRefusal, hasAccelerations, withBaku } from '../../core/pairing/baku';
import {
  readSwissSheets,
  readSwissTrfColumn,
  type Absentee,
  type NextRoundAbsence,
  type SwissSheetInput,
  type SwissSheetOptions,
} from '../../core/pairing/fromSheets';
import { isLangOption, langOfOptions, langValue } from './options';
import { functionTableWords } from '../texts/general';
import type { Table } from './tables';
import {
  InArgument,
  PLAYERS_ARGUMENT,
  RESULTS_ARGUMENT,
  keizerGuarded,
  optionPairs,
  rangeArgument,
} from './keizer';

const ABSENCE_OPTIONS: ReadonlyMap<string, NextRoundAbsence> = new Map([
  ['half-bye', 'half-bye'],
  ['h', 'half-bye'],
  ['zero-bye', 'zero-bye'],
  ['z', 'zero-bye'],
  ['absent', 'zero-bye'],
  ['full-bye', 'full-bye'],
  ['f', 'full-bye'],
  ['withdrawn', 'withdrawn'],
]);

const DRAW_WORDS: ReadonlySet<string> = new Set(['draw', 'lot', 'los', 'auslosen']);

const COLOURS: ReadonlyMap<string, PairingColour> = new Map([
  ['white1', 'w'],
  ['white', 'w'],
  ['w', 'w'],
  ['weiß', 'w'],
  ['black1', 'b'],
  ['black', 'b'],
  ['b', 'b'],
  ['schwarz', 'b'],
]);

/** The options a Swiss pairing takes; `rounds` may be missing only for a TRF with XXR. */
export function swissOptions(options: unknown): Partial<SwissSheetOptions> {
  const absent: Absentee[] = [];
  const forbidden: string[][] = [];
  let totalRounds: number | undefined;
  let initialColour: PairingColour | undefined;
  let order: 'list' | 'rating' | undefined;
  let draw = false;
  let seed: number | undefined;
  let accelerate: 'baku' | undefined;
  for (const [rawName, rawValue] of optionPairs(options)) {
    const name = rawName.trim().toLowerCase();
    const value = String(rawValue).trim();
    const kind = ABSENCE_OPTIONS.get(name);
    if (kind !== undefined) {
      for (const n of splitNameList(value, [])) absent.push({ name: n, kind });
    } else if (name === 'rounds') {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new MessageError(
          msg`rounds: found "${value}"; expected the total number of rounds, e.g. 9`,
        );
      }
      totalRounds = Number(value);
    } else if (name === 'colour' || name === 'color') {
      draw = DRAW_WORDS.has(value.toLowerCase());
      initialColour = draw ? undefined : COLOURS.get(value.toLowerCase());
      if (initialColour === undefined && !draw) {
        throw new MessageError(
          msg`colour: found "${value}"; expected white1, black1 (player 1's colour in round 1) or draw (by lot, with seed=NUMBER)`,
        );
      }
    } else if (name === 'seed') {
      if (!/^\d{1,9}$/.test(value)) {
        throw new MessageError(
          msg`seed: found "${value}"; expected a whole number, e.g. seed=4711`,
        );
      }
      seed = Number(value);
    } else if (name === 'forbid') {
      const pair = value
        .split('/')
        .map(s => s.trim())
        .filter(s => s !== '');
      if (pair.length < 2) {
        throw new MessageError(
          msg`forbid: found "${value}"; expected two names, e.g. forbid=Anna / Bert`,
        );
      }
      forbidden.push(pair);
    } else if (name === 'accelerate' || name === 'beschleunigung') {
      if (value.toLowerCase() !== 'baku') {
        throw new MessageError(
          msg`${rawName.trim()}: found "${value}"; expected baku (the Baku acceleration, C.04.5.1)`,
        );
      }
      accelerate = 'baku';
    } else if (name === 'order') {
      if (value !== 'list' && value !== 'rating') {
        throw new MessageError(msg`order: found "${value}"; expected list or rating`);
      }
      order = value;
    } else if (isLangOption(rawName)) {
      // The language of the messages: SWISS_PAIRINGS reads it with langOfOptions.
      if (langValue(value) === undefined) {
        throw new MessageError(msg`option ${rawName.trim()}: "${value}" is not en or de`);
      }
    } else {
      throw new MessageError(
        msg`unknown option "${rawName}"; expected rounds, colour, seed, half-bye, zero-bye, full-bye, withdrawn, forbid, order, accelerate or lang`,
      );
    }
  }
  if (draw) {
    // A custom function is recalculated at any time: a draw without a fixed seed would change
    // the pairing under the players' eyes. The seed is the record of the draw.
    if (seed === undefined) {
      throw new MessageError(
        msg`colour=draw needs seed=NUMBER: the lot is drawn from that number, so the pairing stays the same on every recalculation; choose it in public and keep it (e.g. seed=4711)`,
      );
    }
    initialColour = drawInitialColour(seed);
  } else if (seed !== undefined) {
    throw new MessageError(msg`seed goes with colour=draw`);
  }
  return {
    absent,
    forbidden,
    ...(totalRounds !== undefined ? { totalRounds } : {}),
    ...(initialColour !== undefined ? { initialColour } : {}),
    ...(order !== undefined ? { order } : {}),
    ...(accelerate !== undefined ? { accelerate } : {}),
  };
}

/** The input with the Baku method's virtual points, when asked for (refused over XXA records). */
function accelerated(input: SwissSheetInput, how: 'baku' | undefined): SwissSheetInput {
  if (how === undefined) return input;
  if (hasAccelerations(input.request)) {
    throw new MessageError(
      msg`accelerate=baku: the TRF gives virtual points itself (XXA records); leave out accelerate=baku to pair with them, or remove the XXA records to have the Baku method work them out`,
    );
  }
  const refusal = bakuRefusal(input.request);
  if (refusal !== null) throw new MessageError(refusal);
  const { request, plan } = withBaku(input.request);
  return { ...input, request, baku: plan };
}

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** The sheet's Swiss read for pairing; errors in the player list name its cells (argument 1). */
export function swissInput(
  results: Grid,
  players: Grid | undefined,
  options: Partial<SwissSheetOptions>,
): SwissSheetInput {
  if (looksLikeTrfColumn(results)) {
    return accelerated(readSwissTrfColumn(results, options), options.accelerate);
  }
  if (players === undefined) {
    throw new MessageError(
      msg`the player list (second argument) is needed with a results list: Nr | Name | Elo | Status`,
    );
  }
  if (options.totalRounds === undefined) {
    throw new MessageError(msg`give the total number of rounds as an option, e.g. "rounds=9"`);
  }
  try {
    return accelerated(
      readSwissSheets(results, players, { ...options, totalRounds: options.totalRounds }),
      options.accelerate,
    );
  } catch (e) {
    if (e instanceof PlayerListError) throw new InArgument(e, 1);
    throw e;
  }
}

/** The pairing; a field no legal pairing exists for is said in the engine's words. */
export function pairSwiss(input: SwissSheetInput) {
  try {
    return pairNextRound(input.request);
  } catch (e) {
    if (e instanceof NoLegalPairingError) {
      const who = (id: number) => `${input.names.get(id) ?? ''} (${id})`;
      throw new MessageError(
        msg`no legal pairing of round ${input.round}: ${noLegalPairingMessage(e.reason, who)}`,
      );
    }
    throw e;
  }
}

export function SWISS_PAIRINGS(results: unknown, players?: unknown, options?: unknown): Table {
  return keizerGuarded(
    'SWISS_PAIRINGS',
    () => {
      const o = swissOptions(options);
      const input = swissInput(
        rangeArgument(results, RESULTS_ARGUMENT),
        blank(players) ? undefined : rangeArgument(players, PLAYERS_ARGUMENT),
        o,
      );
      const p = pairSwiss(input);
      const name = (id: number) => input.names.get(id) as string;
      const words = functionTableWords(langOfOptions(options));
      return [
        [...words.pairingHeader],
        ...p.boards.map((b): (number | string)[] => [b.board, name(b.white), name(b.black)]),
        ...(p.bye === null ? [] : [[words.bye, name(p.bye), '']]),
      ];
    },
    langOfOptions(options),
  );
}
