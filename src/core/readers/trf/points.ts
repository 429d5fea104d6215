import { lineError, msg } from '../../errors';
import type { PointSystem } from '../../model/types';
import { pointsValue, quote } from './fields';

/**
 * The values a file may set for its individual point system, from TRF-2026 record 162
 * (`W D L A P`) and the JaVaFo / bbpPairings extension lines (`BBW BBD BBL BBZ BBF BBU`).
 */
type Component = 'win' | 'draw' | 'loss' | 'zeroBye' | 'forfeitLoss' | 'pairingBye';

/** 162 codes → components. `A` (absence) covers both the zero-point bye and the forfeit loss. */
const CODE_162: Readonly<Record<string, readonly Component[]>> = {
  W: ['win'],
  D: ['draw'],
  L: ['loss'],
  A: ['zeroBye', 'forfeitLoss'],
  P: ['pairingBye'],
};

const EXTENSION: Readonly<Record<string, Component>> = {
  BBW: 'win',
  BBD: 'draw',
  BBL: 'loss',
  BBZ: 'zeroBye',
  BBF: 'forfeitLoss',
  BBU: 'pairingBye',
};

const DESCRIPTION: Readonly<Record<Component, string>> = {
  win: 'a win',
  draw: 'a draw',
  loss: 'a loss',
  zeroBye: 'a zero-point bye',
  forfeitLoss: 'a forfeit loss',
  pairingBye: 'a pairing-allocated bye',
};

export function isPointExtension(id: string): boolean {
  return id in EXTENSION;
}

/** Collects point values with the line that set them; two different values for one result is an error. */
export class PointSystemBuilder {
  private readonly values = new Map<Component, { value: number; line: number }>();

  private set(c: Component, value: number, line: number): void {
    const prev = this.values.get(c);
    if (prev && prev.value !== value) {
      throw lineError(
        line,
        msg`sets the points for ${DESCRIPTION[c]} to ${value}, but line ${prev.line} set them to ${prev.value}`,
      );
    }
    if (!prev) this.values.set(c, { value, line });
  }

  get declared(): boolean {
    return this.values.size > 0;
  }

  /** `162  W 3.0    D 1.0    L 0.0`: code at column 6, points at 7–10, the next pair 9 columns on. */
  add162(line: string, lineNo: number): void {
    const body = line.slice(3);
    const re = /([A-Za-z])\s*(-?\d+(?:[.,]\d+)?)/g;
    let found = false;
    let m: RegExpExecArray | null;
    while ((m = re.exec(body)) !== null) {
      found = true;
      const code = m[1].toUpperCase();
      const value = Number(m[2].replace(',', '.'));
      // X = points for an unknown result: such results are refused when read, so it is unused.
      if (code === 'X') continue;
      const comps = CODE_162[code];
      if (!comps) {
        throw lineError(
          lineNo,
          msg`record 162: found result code ${quote(m[1])}, expected W, D, L, A, P or X`,
        );
      }
      for (const c of comps) this.set(c, value, lineNo);
    }
    const leftover = body.replace(re, '').trim();
    if (!found || leftover !== '') {
      throw lineError(
        lineNo,
        msg`record 162: found ${quote(body)}, expected result codes with points such as "W 3.0    D 1.0    L 0.0"`,
      );
    }
  }

  /** `BBW  3.0` and its siblings. */
  addExtension(id: string, line: string, lineNo: number): void {
    const v = pointsValue(line.slice(3));
    if (v === undefined || v === null) {
      throw lineError(
        lineNo,
        msg`record ${id}: found ${quote(line.slice(3))}, expected points such as 1.0`,
      );
    }
    this.set(EXTENSION[id], v, lineNo);
  }

  /**
   * The point system, following TRF-2026 162's defaults: W 1 (also forfeit win and full-point
   * bye), D ½ (also half-point bye), L 0, A 0 (zero-point bye and forfeit loss), P = W.
   */
  build(): PointSystem {
    const get = (c: Component, fallback: number) => this.values.get(c)?.value ?? fallback;
    const win = get('win', 1);
    const draw = get('draw', 0.5);
    return {
      win,
      draw,
      loss: get('loss', 0),
      forfeitWin: win,
      forfeitLoss: get('forfeitLoss', 0),
      pairingBye: get('pairingBye', win),
      fullBye: win,
      halfBye: draw,
      zeroBye: get('zeroBye', 0),
    };
  }
}
