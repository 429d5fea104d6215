/**
 * Exact numbers for Keizer scoring. Keizer credits are fractions of integer values (0.35 × 6,
 * ½ × 7, halvings for repeated absences, averages of two iterations), and the normalised value
 * table divides by N − 1, so a scaled integer with a fixed number of places cannot hold them all.
 * A reduced fraction of two BigInts can: every sum stays exact however many rounds are added, and
 * 0.35 × 6 is 21/10, which prints as 2.1. (BigInt literals need ES2020; the bundle targets
 * ES2019, hence `BigInt(…)` calls instead of `0n`.)
 */

const ZERO_N = BigInt(0);
const ONE_N = BigInt(1);
const TWO_N = BigInt(2);
const FIVE_N = BigInt(5);
const TEN_N = BigInt(10);

function gcd(a: bigint, b: bigint): bigint {
  let x = a < ZERO_N ? -a : a;
  let y = b < ZERO_N ? -b : b;
  while (y !== ZERO_N) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/** How many places a value prints with when it has no finite decimal expansion (1/3, 7/3). */
export const NON_TERMINATING_PLACES = 9;

/** An exact rational number, always reduced, denominator positive. Immutable. */
export class Decimal {
  private constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
  ) {}

  static readonly ZERO = new Decimal(ZERO_N, ONE_N);
  static readonly ONE = new Decimal(ONE_N, ONE_N);
  static readonly HALF = new Decimal(ONE_N, TWO_N);

  static fraction(numerator: bigint, denominator: bigint): Decimal {
    if (denominator === ZERO_N) throw new RangeError('division by zero');
    const sign = denominator < ZERO_N ? -ONE_N : ONE_N;
    const g = gcd(numerator, denominator);
    if (g === ZERO_N) return Decimal.ZERO;
    return new Decimal((sign * numerator) / g, (sign * denominator) / g);
  }

  static int(n: number): Decimal {
    if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number: ${n}`);
    return new Decimal(BigInt(n), ONE_N);
  }

  /**
   * A number as the decimal a person typed: 0.35 is 35/100, not the binary double nearest to it
   * (JavaScript's shortest round-trip spelling of a double is exactly what was typed).
   */
  static fromNumber(x: number): Decimal {
    if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
    const parsed = Decimal.parse(String(x));
    if (!parsed) throw new RangeError(`cannot read ${x} as a decimal`);
    return parsed;
  }

  /**
   * Reads `2.1`, `-0,35`, `1e-3`, `35%` or `7/3`; null when the text is none of these.
   * A comma is accepted as the decimal mark, as German users type it.
   */
  static parse(text: string): Decimal | null {
    const t = text.trim();
    const ratio = /^([+-]?\d+)\s*\/\s*(\d+)$/.exec(t);
    if (ratio) {
      const den = BigInt(ratio[2]);
      return den === ZERO_N ? null : Decimal.fraction(BigInt(ratio[1]), den);
    }
    const m = /^([+-]?)(\d*)(?:[.,](\d*))?(?:[eE]([+-]?\d+))?\s*(%?)$/.exec(t);
    if (!m || (m[2] === '' && (m[3] === undefined || m[3] === ''))) return null;
    const digits = (m[2] || '0') + (m[3] ?? '');
    let exponent = -(m[3] ?? '').length + (m[4] ? Number(m[4]) : 0) - (m[5] ? 2 : 0);
    let num = BigInt(digits);
    let den = ONE_N;
    if (Math.abs(exponent) > 1000) return null;
    for (; exponent > 0; exponent--) num *= TEN_N;
    for (; exponent < 0; exponent++) den *= TEN_N;
    return Decimal.fraction(m[1] === '-' ? -num : num, den);
  }

  static from(x: Decimal | number | string): Decimal {
    if (x instanceof Decimal) return x;
    if (typeof x === 'number') return Decimal.fromNumber(x);
    const parsed = Decimal.parse(x);
    if (!parsed) throw new RangeError(`not a number: "${x}"`);
    return parsed;
  }

  plus(o: Decimal): Decimal {
    if (o.denominator === this.denominator) {
      return Decimal.fraction(this.numerator + o.numerator, this.denominator);
    }
    return Decimal.fraction(
      this.numerator * o.denominator + o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  minus(o: Decimal): Decimal {
    return this.plus(o.negated());
  }

  times(o: Decimal): Decimal {
    return Decimal.fraction(this.numerator * o.numerator, this.denominator * o.denominator);
  }

  dividedBy(o: Decimal): Decimal {
    if (o.numerator === ZERO_N) throw new RangeError('division by zero');
    return Decimal.fraction(this.numerator * o.denominator, this.denominator * o.numerator);
  }

  negated(): Decimal {
    return new Decimal(-this.numerator, this.denominator);
  }

  /** −1, 0 or 1 as this is below, equal to or above `o`. */
  compare(o: Decimal): number {
    const d = this.numerator * o.denominator - o.numerator * this.denominator;
    return d < ZERO_N ? -1 : d > ZERO_N ? 1 : 0;
  }

  equals(o: Decimal): boolean {
    return this.numerator === o.numerator && this.denominator === o.denominator;
  }

  isInteger(): boolean {
    return this.denominator === ONE_N;
  }

  /** Largest integer not above this value. */
  floor(): Decimal {
    let q = this.numerator / this.denominator; // truncates toward zero
    if (this.numerator < ZERO_N && q * this.denominator !== this.numerator) q -= ONE_N;
    return new Decimal(q, ONE_N);
  }

  /** Nearest integer, an exact half going to the even neighbour (.NET `Convert.ToInt32`). */
  roundHalfEven(): Decimal {
    const f = this.floor();
    const rest = this.minus(f);
    const c = rest.compare(Decimal.HALF);
    if (c < 0) return f;
    if (c > 0) return f.plus(Decimal.ONE);
    return f.numerator % TWO_N === ZERO_N ? f : f.plus(Decimal.ONE);
  }

  /** True when the decimal expansion ends (the denominator has no prime factor but 2 and 5). */
  terminates(): boolean {
    let d = this.denominator;
    while (d % TWO_N === ZERO_N) d /= TWO_N;
    while (d % FIVE_N === ZERO_N) d /= FIVE_N;
    return d === ONE_N;
  }

  /** The nearest double; exact values such as 14.6 give the double a person would type. */
  toNumber(): number {
    return Number(this.toString());
  }

  /**
   * Plain decimal notation, no exponent, no trailing zeros: 2.1, 14.6, -0.35. A value without a
   * finite expansion (only possible with the normalised table or a ratio like 2.5) is rounded to
   * NON_TERMINATING_PLACES places, and no such value lies exactly halfway, so the rounding
   * direction never matters.
   */
  toString(): string {
    const negative = this.numerator < ZERO_N;
    const abs = negative ? -this.numerator : this.numerator;
    let places = 0;
    let scaled: bigint;
    if (this.terminates()) {
      // the smallest power of ten the denominator divides
      let s = ONE_N;
      while (s % this.denominator !== ZERO_N) {
        s *= TEN_N;
        places++;
      }
      scaled = (abs * s) / this.denominator;
    } else {
      places = NON_TERMINATING_PLACES;
      let s = ONE_N;
      for (let i = 0; i < places; i++) s *= TEN_N;
      scaled = (TWO_N * abs * s + this.denominator) / (TWO_N * this.denominator);
    }
    let digits = scaled.toString();
    if (places > 0) {
      digits = digits.padStart(places + 1, '0');
      const whole = digits.slice(0, digits.length - places);
      const frac = digits.slice(digits.length - places).replace(/0+$/, '');
      digits = frac === '' ? whole : `${whole}.${frac}`;
    }
    return negative && digits !== '0' ? `-${digits}` : digits;
  }

  toJSON(): string {
    return this.toString();
  }
}

/** Sum of a list of exact values. */
export function sum(values: readonly Decimal[]): Decimal {
  let s = Decimal.ZERO;
  for (const v of values) s = s.plus(v);
  return s;
}
