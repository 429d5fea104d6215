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

/** P(D) for any real difference D (performance and first-rating iterations). */
export function winProbability(d: number): number {
  return (1 + erf(d / 400)) / 2;
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
