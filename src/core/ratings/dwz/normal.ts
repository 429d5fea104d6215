/**
 * The winning expectation of the DWZ (Wertungsordnung 3.3): the normal distribution of the rating
 * difference D with standard deviation 200·√2, P(D) = Φ(D / (200·√2)) = (1 + erf(D / 400)) / 2.
 * The DSB's evaluations add up P rounded to three decimals per game: that reproduces every
 * expected score We the DSB published for the reference tournaments (../../../../test/fixtures/
 * ratings/dwz). Φ is computed here to full double precision (the tables of WO Anhang 2.1 and the
 * logistic curve are only approximations of it).
 */

/** erf(x) to about 1e-15: the Taylor series near 0, a continued fraction for erfc beyond. */
export function erf(x: number): number {
  const t = Math.abs(x);
  let r: number;
  if (t < 2.5) {
    // erf(t) = 2/√π · Σ (−1)^k t^(2k+1) / (k! (2k+1))
    let term = t;
    let sum = t;
    for (let k = 1; k < 100; k++) {
      term *= (-t * t) / k;
      const add = term / (2 * k + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    r = (2 / Math.sqrt(Math.PI)) * sum;
  } else {
    // erfc(t) = e^(−t²)/√π · 1/(t + (1/2)/(t + 1/(t + (3/2)/(t + 2/(t + …)))))
    let f = 0;
    for (let k = 60; k >= 1; k--) f = k / 2 / (t + f);
    r = 1 - Math.exp(-t * t) / Math.sqrt(Math.PI) / (t + f);
  }
  return x < 0 ? -r : r;
}

/** P(D) for any real difference D. */
export function winProbability(d: number): number {
  return (1 + erf(d / 400)) / 2;
}

/** Exact P(D) for whole-number D with |D| < 3000, built on first use (the iterations' hot path). */
let exact: Float64Array | null = null;
const EXACT_LIMIT = 3000;

/** P(D) for a whole-number difference, from the table when it covers D. */
export function winProbabilityOf(d: number): number {
  if (d <= -EXACT_LIMIT || d >= EXACT_LIMIT) return winProbability(d);
  if (exact === null) {
    exact = new Float64Array(2 * EXACT_LIMIT + 1);
    for (let k = -EXACT_LIMIT; k <= EXACT_LIMIT; k++) exact[k + EXACT_LIMIT] = winProbability(k);
  }
  return exact[d + EXACT_LIMIT];
}

/**
 * The difference D whose P(D) is `p` (0 < p < 1): Acklam's rational approximation of the normal
 * quantile (relative error below 1.2e-9), refined by one Halley step on erf, D = 200·√2·Φ⁻¹(p).
 */
export function differenceFor(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const dd = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((dd[0] * q + dd[1]) * q + dd[2]) * q + dd[3]) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((dd[0] * q + dd[1]) * q + dd[2]) * q + dd[3]) * q + 1);
  }
  // Halley's step on Φ(x) − p.
  const e = (1 + erf(x / Math.SQRT2)) / 2 - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  x -= u / (1 + (x * u) / 2);
  return 200 * Math.SQRT2 * x;
}

/** |D| beyond which P rounds to 0 or 1 in thousandths (P(−932) < 0.0005). */
const TABLE_LIMIT = 1000;
let thousandths: Int16Array | null = null;

/**
 * P(D) in thousandths, rounded (half up) as the DSB's evaluations round it, for a whole-number D.
 * Built on first use for |D| ≤ 1000; beyond, 0 or 1000.
 */
export function winThousandths(d: number): number {
  if (d <= -TABLE_LIMIT) return 0;
  if (d >= TABLE_LIMIT) return 1000;
  if (thousandths === null) {
    thousandths = new Int16Array(2 * TABLE_LIMIT + 1);
    for (let k = -TABLE_LIMIT; k <= TABLE_LIMIT; k++) {
      thousandths[k + TABLE_LIMIT] = Math.floor(1000 * winProbability(k) + 0.5);
    }
  }
  return thousandths[d + TABLE_LIMIT];
}
