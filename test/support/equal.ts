/** A quicker `expect(actual).toEqual(expected)` for large plain data compared many times. */
import { isDeepStrictEqual } from 'node:util';

/**
 * The same assertion as `expect(actual).toEqual(expected)`: node's deep-strict comparison (native
 * speed) settles the common case where the two are identical, and only when it finds a difference
 * (or `expected` holds an asymmetric matcher) does jest's toEqual compare them, fail with its diff,
 * or pass where toEqual is more lenient (undefined properties, sparse arrays). Deep-strict equality
 * implies toEqual's, so no comparison that toEqual would fail can pass here.
 */
export function expectEqual<T>(actual: T, expected: T): void {
  if (isDeepStrictEqual(actual, expected)) return;
  expect(actual).toEqual(expected);
}
