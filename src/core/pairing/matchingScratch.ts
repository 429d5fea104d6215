/**
 * The per-graph arrays shared by MatchingState and its blossom search, kept between solves.
 */
import { DualClasses } from './dualClasses';

/** Per-graph scratch kept between solves. */
export interface Scratch {
  /**
   * Tight edges of the current stage: allowed[a·n + b] === stamp. One byte per edge (a quarter
   * of the memory of a 32-bit stamp: 25 MB at 5,000 players); cleared when the stamp wraps.
   */
  readonly allowed: Uint8Array;
  stamp: number;
  /**
   * The lowest active player: players are fixed bracket by bracket from the top of the pairing
   * order, so the scans of a row start here instead of at 0.
   */
  low: number;
  /**
   * Each distinct doubled weight as a double (rounded), by weight index, to rule out most edges
   * without limb work: one entry per weight instead of an n² matrix of doubles.
   */
  approx: Float64Array;
  /** Limbs per exact value (see limbs.ts). */
  readonly limbs: number;
  /** The vertex duals, in limbs (their only copy). */
  readonly dualLimbs: Int32Array;
  /**
   * And as doubles, each within a relative 2^-52 of its value (Number or approxLimbs), kept
   * with the limbs: the prefilters' error bounds allow either rounding.
   */
  readonly dualApprox: Float64Array;
  /** Players whose duals are surely equal (see dualClasses.ts). */
  readonly classes: DualClasses;
  /** Each distinct doubled weight once, in limbs; edge a·n + b → its index (0 = zero weight). */
  table: Int32Array;
  readonly weightIndex: Int32Array;
  /** Best slacks (per vertex or blossom) in limbs. */
  readonly bestLimbs: Int32Array;
  readonly deltaLimbs: Int32Array;
  readonly candidate: Int32Array;
  /** Zero in limbs, for a − b as sumMinus(a, zero, b). */
  readonly zero: Int32Array;
}

/** 2^-50: a safe bound on the relative rounding error of a sum or difference of three doubles. */
export const EPSILON = Math.pow(2, -50);

export function makeScratch(size: number, limbs: number): Scratch {
  const scratch: Scratch = {
    allowed: new Uint8Array(size * size),
    stamp: 0,
    low: 0,
    approx: new Float64Array(64),
    limbs,
    dualLimbs: new Int32Array(size * limbs),
    dualApprox: new Float64Array(size),
    classes: new DualClasses(size),
    table: new Int32Array(64 * limbs),
    weightIndex: new Int32Array(size * size),
    bestLimbs: new Int32Array(2 * size * limbs),
    deltaLimbs: new Int32Array(limbs),
    candidate: new Int32Array(limbs),
    zero: new Int32Array(limbs),
  };
  // The tables grow (replaced by larger ones) as weights come. Replaced once here already, so
  // that V8 never takes them for constants: code compiled with one embedded would be thrown
  // away at the first growth (with every function inlining it).
  scratch.table = new Int32Array(64 * limbs);
  scratch.approx = new Float64Array(64);
  return scratch;
}
