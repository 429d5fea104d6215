/**
 * Colour allocation of one pair (C.04.3 art. 5 of 2025 = art. E of 2017), with the rule that
 * decided it, for the explanation.
 */
import { ranksAbove, type Preference, type Standing } from './standing';
import type { PairingColour } from './types';

export type ColourRule =
  | 'both-preferences'
  | 'one-preference'
  | 'stronger-preference'
  | 'alternation'
  | 'higher-ranked-preference'
  | 'pairing-number';

export interface ColourDecision {
  /** The colour of `a` (the first player given). */
  readonly colourOfA: PairingColour;
  readonly rule: ColourRule;
}

function invert(c: PairingColour): PairingColour {
  return c === 'w' ? 'b' : 'w';
}

function compatible(a: Preference, b: Preference): boolean {
  return a !== b || a === null || b === null;
}

/**
 * Walks back both played-colour sequences together and returns the colours at the most recent
 * round they differed, or null when one sequence runs out first (C.04.3 5.2.3).
 */
function firstDifference(a: Standing, b: Standing): [PairingColour, PairingColour] | null {
  let i = a.colours.length - 1;
  let j = b.colours.length - 1;
  while (i >= 0 && j >= 0) {
    if (a.colours[i] !== b.colours[j]) return [a.colours[i], b.colours[j]];
    i--;
    j--;
  }
  return null;
}

function neutral(a: Standing, b: Standing): ColourDecision | null {
  if (compatible(a.preference, b.preference)) {
    if (a.preference !== null) {
      return {
        colourOfA: a.preference,
        rule: b.preference === null ? 'one-preference' : 'both-preferences',
      };
    }
    if (b.preference !== null) return { colourOfA: invert(b.preference), rule: 'one-preference' };
    return null;
  }
  const pa = a.preference as PairingColour;
  const pb = b.preference as PairingColour;
  if (a.absolute && (a.imbalance > b.imbalance || !b.absolute)) {
    return { colourOfA: pa, rule: 'stronger-preference' };
  }
  if (b.absolute && (b.imbalance > a.imbalance || !a.absolute)) {
    return { colourOfA: invert(pb), rule: 'stronger-preference' };
  }
  if (a.strong && !b.strong) return { colourOfA: pa, rule: 'stronger-preference' };
  if (b.strong && !a.strong) return { colourOfA: invert(pb), rule: 'stronger-preference' };
  const diff = firstDifference(a, b);
  if (diff) return { colourOfA: diff[1], rule: 'alternation' };
  return null;
}

/** Colour of `a` against `b`; `initial` is the colour of the top-ranked player in round 1. */
export function allocateColours(a: Standing, b: Standing, initial: PairingColour): ColourDecision {
  const decided = neutral(a, b);
  if (decided) return decided;
  const higher = ranksAbove(a, b) ? a : b;
  if (a.preference !== null) {
    const pref = higher.preference as PairingColour;
    return {
      colourOfA: higher === a ? pref : invert(pref),
      rule: 'higher-ranked-preference',
    };
  }
  // Effective pairing numbers are 0-based here: an even index is an odd pairing number.
  const higherColour = higher.rank % 2 === 0 ? initial : invert(initial);
  return { colourOfA: higher === a ? higherColour : invert(higherColour), rule: 'pairing-number' };
}
