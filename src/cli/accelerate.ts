/**
 * `--accelerate baku` of `pair` and `check`: the Baku method's virtual points (C.04.5.1,
 * core/pairing/baku.ts) worked out for the file. A file that gives virtual points itself (`XXA`)
 * is refused with the flag: two sources of virtual points would silently disagree.
 */
import { msg } from '../core/errors';
import { bakuRefusal, hasAccelerations, withBaku, type BakuPlan } from '../core/pairing/baku';
import type { PairingFile } from '../core/pairing';
import { ArgumentError, oneOf, stringFlag, type ReadFlags } from './flags';

export type Acceleration = 'none' | 'baku';

export const ACCELERATE_HELP = `  --accelerate baku
             Baku acceleration (FIDE C.04.5.1): group A, the first half of the players of round 1
             rounded up to an even number (late entries by pairing number), carries 1 virtual
             point in the first half of the accelerated rounds and ½ in the rest; the accelerated
             rounds are the first half of the tournament, rounded up. Pairing only: standings
             never count virtual points. A file with XXA records is refused (without the flag
             its virtual points are used as they are)`;

export function acceleration(flags: ReadFlags): Acceleration {
  const given = stringFlag(flags, 'accelerate');
  return given === undefined ? 'none' : oneOf(given, ['baku'] as const, '--accelerate');
}

/** The file with the method's virtual points, and the plan they came from (none: unchanged). */
export function accelerate(
  file: PairingFile,
  how: Acceleration,
): { file: PairingFile; baku?: BakuPlan } {
  if (how === 'none') return { file };
  if (hasAccelerations(file.request)) {
    const at = file.lines.findIndex(l => l.startsWith('XXA'));
    throw new ArgumentError(
      msg`--accelerate baku: the file gives virtual points itself (XXA, line ${at + 1}); leave out --accelerate to pair with them, or remove the XXA records to have the Baku method work them out`,
    );
  }
  const refusal = bakuRefusal(file.request);
  if (refusal !== null) throw new ArgumentError(msg`--accelerate baku: ${refusal}`);
  const { request, plan } = withBaku(file.request);
  return { file: { ...file, request }, baku: plan };
}
