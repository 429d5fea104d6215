/**
 * Pairings for the next evening (seed, KFC): the present players in ranking order play 1–2,
 * 3–4, …; with an odd number the lowest-ranked present player gets the bye. A pair that met
 * within the last `repeatGap` rounds may not play, and with `maxSameColour` no one gets more
 * games of one colour in a row; when the top-down choice breaks a rule, a depth-first search
 * takes the best-ranked unpaired player, tries partners in ranking order and backtracks (KFC
 * `RunPairingRecursion`). Unlike KFC the bye is part of the search: only when no pairing exists
 * with the preferred bye does the next candidate get it.
 */
import { rangeError, msg } from '../errors';
import type { MessageArg } from '../errors';
import { buildEntries, type Entries } from './entries';
import { pairingHistory, pairKey, preferredColours, type PairingHistory } from './history';
import type { KeizerCompetition } from './model';
import {
  resolveKeizerOptions,
  resolvePairingOptions,
  type KeizerOptionsInput,
  type PairingOptions,
  type PairingOptionsInput,
} from './options';
import { standingsOf } from './score';

export interface Board {
  readonly white: string;
  readonly black: string;
}

export interface KeizerPairing {
  /** The round being paired: one after the last in the competition. */
  readonly round: number;
  /** Top board first (the best-ranked pair). */
  readonly boards: readonly Board[];
  readonly bye: string | null;
  /** The ranking the pairing followed, present players only. */
  readonly order: readonly string[];
}

export interface PairKeizerOptions {
  readonly pairing?: PairingOptionsInput;
  /** Scoring options for the standings the pairing follows, and how missing players count. */
  readonly scoring?: KeizerOptionsInput;
  /**
   * Names in ranking order, when the caller already has standings (KeizerStandings.standings);
   * computed with `scoring` otherwise.
   */
  readonly ranking?: readonly string[];
}

class SearchLimit extends Error {}

interface Search {
  readonly round: number;
  readonly history: PairingHistory;
  readonly options: PairingOptions;
  steps: number;
}

function mayMeet(s: Search, a: number, b: number): boolean {
  const last = s.history.lastMet.get(pairKey(a, b));
  return last === undefined || s.round - last > s.options.repeatGap;
}

function colourAllowed(s: Search, player: number, colour: 'w' | 'b'): boolean {
  const max = s.options.maxSameColour;
  if (max === null) return true;
  const run = s.history.run[player];
  return !(run && run.colour === colour && run.length + 1 > max);
}

/** Colours for a board, or null when both ways give someone too long a run of one colour. */
function coloursFor(
  s: Search,
  higher: number,
  lower: number,
): { white: number; black: number } | null {
  const first = preferredColours(s.history, higher, lower);
  const ok = (c: { white: number; black: number }) =>
    colourAllowed(s, c.white, 'w') && colourAllowed(s, c.black, 'b');
  if (ok(first)) return first;
  const swapped = { white: first.black, black: first.white };
  return ok(swapped) ? swapped : null;
}

/** Boards for `players` (ranking order, even count), or null when none satisfy the rules. */
function pairAll(s: Search, players: readonly number[]): { white: number; black: number }[] | null {
  const used = new Array<boolean>(players.length).fill(false);
  const boards: { white: number; black: number }[] = [];
  const extend = (): boolean => {
    const i = used.indexOf(false);
    if (i < 0) return true;
    used[i] = true;
    for (let j = i + 1; j < players.length; j++) {
      if (used[j]) continue;
      if (++s.steps > s.options.searchLimit) throw new SearchLimit();
      if (!mayMeet(s, players[i], players[j])) continue;
      const colours = coloursFor(s, players[i], players[j]);
      if (!colours) continue;
      used[j] = true;
      boards.push(colours);
      if (extend()) return true;
      boards.pop();
      used[j] = false;
    }
    used[i] = false;
    return false;
  };
  return extend() ? boards : null;
}

/** Who may get the bye, in order of preference. */
function byeCandidates(s: Search, order: readonly number[]): number[] {
  const lowestFirst = [...order].reverse();
  if (!s.options.evenByes) return lowestFirst;
  // Stable sort: among equal counts the lowest-ranked stays first.
  return lowestFirst.sort((a, b) => s.history.satOut[a] - s.history.satOut[b]);
}

function checkPresent(e: Entries, present: readonly string[]): number[] {
  const index = new Map(e.names.map((name, i) => [name, i]));
  const seen = new Set<number>();
  return present.map(name => {
    const i = index.get(name);
    if (i === undefined) throw rangeError(msg`Keizer pairing: "${name}" is not in the player list`);
    if (e.withdrawn[i])
      throw rangeError(msg`Keizer pairing: "${name}" has withdrawn and cannot be paired`);
    if (seen.has(i)) throw rangeError(msg`Keizer pairing: "${name}" is listed as present twice`);
    seen.add(i);
    return i;
  });
}

/** The ranking as player indexes: the caller's, or computed from the standings. */
function rankingOrder(
  e: Entries,
  given: readonly string[] | undefined,
  computed: () => string[],
): number[] {
  const index = new Map(e.names.map((name, i) => [name, i]));
  const seen = new Set<number>();
  return (given ?? computed()).map(name => {
    const i = index.get(name);
    if (i === undefined) {
      throw rangeError(
        msg`Keizer pairing: the ranking names "${name}", who is not in the player list`,
      );
    }
    if (seen.has(i)) throw rangeError(msg`Keizer pairing: the ranking names "${name}" twice`);
    seen.add(i);
    return i;
  });
}

function noPairing(round: number, count: number, o: PairingOptions, why: MessageArg): Error {
  const rules = [
    ...(o.repeatGap > 0
      ? [`no pair meets again within ${o.repeatGap} round${o.repeatGap === 1 ? '' : 's'}`]
      : []),
    ...(o.maxSameColour !== null
      ? [`no one gets more than ${o.maxSameColour} games in a row with the same colour`]
      : []),
  ];
  const so = rules.length > 0 ? ` so that ${rules.join(' and ')}` : '';
  return rangeError(
    msg`no pairing possible for round ${round}: ${why} pair the ${count} present players${so}; lower the repeat gap or the colour limit, or pair this round by hand`,
  );
}

/** Pairings and bye for the round after the last one in `competition`. */
export function pairKeizerRound(
  competition: KeizerCompetition,
  present: readonly string[],
  options: PairKeizerOptions = {},
): KeizerPairing {
  const scoring = resolveKeizerOptions(options.scoring);
  const pairingOptions = resolvePairingOptions(options.pairing);
  const e = buildEntries(competition, scoring);
  const here = new Set(checkPresent(e, present));
  const ranking = rankingOrder(e, options.ranking, () =>
    standingsOf(e, scoring).standings.map(st => st.name),
  );
  const order = ranking.filter(i => here.has(i));
  if (order.length < here.size) {
    const ranked = new Set(order);
    const left = [...here].find(i => !ranked.has(i)) as number;
    throw rangeError(
      msg`Keizer pairing: "${e.names[left]}" is present but missing from the ranking`,
    );
  }
  const round = e.entries.length + 1;
  const s: Search = { round, history: pairingHistory(e), options: pairingOptions, steps: 0 };
  const candidates: (number | null)[] = order.length % 2 === 0 ? [null] : byeCandidates(s, order);
  try {
    for (const bye of candidates) {
      const boards = pairAll(s, bye === null ? order : order.filter(i => i !== bye));
      if (boards) {
        return {
          round,
          boards: boards.map(b => ({ white: e.names[b.white], black: e.names[b.black] })),
          bye: bye === null ? null : e.names[bye],
          order: order.map(i => e.names[i]),
        };
      }
    }
  } catch (err) {
    if (err instanceof SearchLimit) {
      throw noPairing(
        round,
        order.length,
        pairingOptions,
        msg`the search gave up after ${pairingOptions.searchLimit} tries to`,
      );
    }
    throw err;
  }
  throw noPairing(round, order.length, pairingOptions, msg`there is no way to`);
}
