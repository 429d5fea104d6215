/**
 * What the command line and the custom functions share: a results list and an optional player
 * list (as grids) read into a Keizer competition, and names as organisers type them (a present
 * list, an --explain argument) matched to the competition's players.
 */
import { InputError } from '../errors';
import { editDistance } from '../tiebreaks/codes';
import type { Grid } from '../readers/cells';
import { playerNameKey, readPlayerList, type PlayerListEntry } from '../readers/playerList';
import { readResultsList, type PendingGame, type ResultsListColumns } from '../readers/resultsList';
import { keizerFromTournament } from './fromTournament';
import type { KeizerCompetition } from './model';

/**
 * An error in the player list rather than in the results: its location is a cell of the player
 * list, so callers name that file or range.
 */
export class PlayerListError extends InputError {
  constructor(readonly original: InputError) {
    super(original.location, original.said, undefined, original.related);
    this.name = 'PlayerListError';
  }
}

export interface KeizerSheetInput {
  readonly competition: KeizerCompetition;
  /** The reader's description: players, rounds counted, rounds left out and why. */
  readonly description: string;
  /** Rounds with every result in: the competition's rounds. */
  readonly rounds: number;
  /** Highest round in the list; above `rounds` when a round still lacks results. */
  readonly roundsListed: number;
  /** Games without a result yet (their rows, 0-based within the results grid). */
  readonly pending: readonly PendingGame[];
  /** Where the results list's columns are, 0-based within the results grid. */
  readonly columns: ResultsListColumns;
}

function readList(players: Grid): PlayerListEntry[] {
  try {
    return readPlayerList(players);
  } catch (e) {
    if (e instanceof InputError) throw new PlayerListError(e);
    throw e;
  }
}

/**
 * A results list (Round | Board | White | Black | Result, absences as rows) and the player list
 * (Name | Rating | Status) as a Keizer competition. The player list's `withdrawn` counts even
 * when the player has not missed a round yet: Keizer drops withdrawn players from the value
 * table at once (spec A.1), while the results-list reader only marks the rounds after their last.
 */
export function readKeizerSheets(results: Grid, players?: Grid): KeizerSheetInput {
  const list = players === undefined ? undefined : readList(players);
  // Keizer scores whole evenings: a round counts once every result is in.
  const read = readResultsList(
    results,
    players === undefined ? {} : { players },
    'complete-rounds',
  );
  const base = keizerFromTournament(read.tournament, read.absences);
  const withdrawn = new Set(
    (list ?? []).filter(p => p.status === 'withdrawn').map(p => playerNameKey(p.name)),
  );
  const competition: KeizerCompetition = {
    ...base,
    players: base.players.map(p =>
      withdrawn.has(playerNameKey(p.name)) ? { ...p, status: 'withdrawn' } : p,
    ),
  };
  return {
    competition,
    description: read.description,
    rounds: read.tournament.rounds,
    roundsListed: read.roundsListed,
    pending: read.pending,
    columns: read.columns,
  };
}

export type NameMatch =
  | { readonly kind: 'found'; readonly name: string }
  | { readonly kind: 'ambiguous'; readonly names: readonly string[] }
  | { readonly kind: 'unknown' };

/**
 * The player a typed name means: the exact name, the same name spelt otherwise ("Andreas
 * Woschech" for "Woschech, Andreas", other case or spacing), or the one name that contains it.
 */
export function matchPlayer(names: readonly string[], typed: string): NameMatch {
  const t = typed.trim();
  if (names.includes(t)) return { kind: 'found', name: t };
  const key = playerNameKey(t);
  if (key === '') return { kind: 'unknown' };
  const same = names.filter(n => playerNameKey(n) === key);
  if (same.length === 1) return { kind: 'found', name: same[0] };
  const needle = t.toLowerCase();
  const partial = names.filter(n => n.toLowerCase().includes(needle));
  if (partial.length === 1) return { kind: 'found', name: partial[0] };
  if (partial.length > 1) return { kind: 'ambiguous', names: partial };
  return { kind: 'unknown' };
}

/**
 * Names close to one that matched no player, for a "did you mean" hint: the same name spelt
 * otherwise or containing what was typed (matchPlayer's rules), then names within a few typing
 * mistakes (about one per three letters), nearest first, at most `max`.
 */
export function closePlayerNames(names: readonly string[], typed: string, max = 3): string[] {
  const m = matchPlayer(names, typed);
  if (m.kind === 'found') return [m.name];
  const t = typed.trim().toLowerCase();
  if (t === '') return [];
  const scored = names
    .map(name => {
      const n = name.toLowerCase();
      return { name, d: editDistance(t, n), contains: n.includes(t) };
    })
    .filter(
      ({ name, d, contains }) =>
        contains || d <= Math.max(1, Math.floor(Math.min(name.length, t.length) / 3)),
    )
    .sort((a, b) => Number(b.contains) - Number(a.contains) || a.d - b.d);
  return scored.slice(0, max).map(s => s.name);
}

/**
 * Splits a typed list of names. `;` or line breaks separate when present; otherwise commas do,
 * and two neighbouring pieces that together name a player ("Woschech, Andreas") stay together.
 */
export function splitNameList(text: string, names: readonly string[]): string[] {
  if (/[;\n]/.test(text)) {
    return text
      .split(/[;\r\n]+/)
      .map(s => s.trim())
      .filter(s => s !== '');
  }
  const pieces = text
    .split(',')
    .map(s => s.trim())
    .filter(s => s !== '');
  const keys = new Set(names.map(playerNameKey));
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const joined = i + 1 < pieces.length ? `${pieces[i]}, ${pieces[i + 1]}` : null;
    if (joined !== null && keys.has(playerNameKey(joined)) && !keys.has(playerNameKey(pieces[i]))) {
      out.push(joined);
      i++;
    } else {
      out.push(pieces[i]);
    }
  }
  return out;
}
