/** `--explain PLAYER`: a participant by start number, exact name, or a unique part of a name. */
import { msg } from '../core';
import { ArgumentError } from './flags';

export function findPlayer(
  ps: readonly { readonly startNo: number; readonly name: string }[],
  who: string,
): number {
  if (/^\d+$/.test(who)) {
    const i = ps.findIndex(p => p.startNo === Number(who));
    if (i >= 0) return i;
  }
  const needle = who.trim().toLowerCase();
  const exact = ps.findIndex(p => p.name.toLowerCase() === needle);
  if (exact >= 0) return exact;
  const partial = ps
    .map((p, i) => [p, i] as const)
    .filter(([p]) => p.name.toLowerCase().includes(needle));
  if (partial.length === 1) return partial[0][1];
  if (partial.length > 1) {
    // Names hold commas ("Weber, Jonas"): the matches are told apart by semicolons.
    const names = partial.map(([p]) => p.name).join('; ');
    throw new ArgumentError(msg`--explain: "${who}" matches ${names}; give the start number`);
  }
  throw new ArgumentError(msg`--explain: no player "${who}" (give a start number or a name)`);
}
