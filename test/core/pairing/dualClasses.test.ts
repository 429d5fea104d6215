/**
 * DualClasses against the duals themselves: after any run of dual steps (the tree's two sides
 * moving by opposite amounts), duals set on their own, and batches of carries, two players of
 * one class must have equal duals. The duals here are plain bigints moved by the test; the
 * classes never see them. Small ranges make compaction (4n + 8 classes) happen often.
 */
import fc from 'fast-check';
import { DualClasses } from '../../../src/core/pairing/dualClasses';

type Op =
  | { kind: 'step'; sides: number[]; delta: number }
  | { kind: 'alone'; v: number; value: number }
  | { kind: 'carry'; keys: number[] };

const N = 7;
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('step' as const),
    // per player: 0 = S side, 1 = T side, 2 = not in the tree
    sides: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: N, maxLength: N }),
    delta: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('alone' as const),
    v: fc.integer({ min: 0, max: N - 1 }),
    value: fc.integer({ min: -5, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('carry' as const),
    // per player: in no blossom (0), in the outer one (1), or in both (2)
    keys: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: N, maxLength: N }),
  }),
);

test('players of one class have equal duals, through steps, single changes, carries and compactions', () => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 60 }), ops => {
      const classes = new DualClasses(N);
      const dual = new Array<bigint>(N).fill(BigInt(0));
      for (const o of ops) {
        if (o.kind === 'step') {
          const moving = o.sides.filter(s => s < 2).length;
          classes.begin(moving);
          for (let v = 0; v < N; v++) {
            if (o.sides[v] === 2) continue;
            dual[v] += BigInt(o.sides[v] === 0 ? -o.delta : o.delta);
            classes.shift(v, o.sides[v]);
          }
        } else if (o.kind === 'alone') {
          dual[o.v] = BigInt(o.value);
          classes.alone(o.v);
        } else {
          // the carries of nested blossoms: one one-sided step per blossom (key)
          for (const key of [1, 2]) {
            classes.begin(o.keys.filter(k => k >= key).length);
            for (let v = 0; v < N; v++) {
              if (o.keys[v] < key) continue;
              dual[v] += BigInt(key);
              classes.shift(v, 0);
            }
          }
        }
        for (let a = 0; a < N; a++) {
          for (let b = 0; b < N; b++) {
            if (classes.of[a] === classes.of[b]) expect(dual[a]).toBe(dual[b]);
          }
        }
      }
    }),
    { numRuns: 200 },
  );
});

test('players moved together keep one class (what makes the comparisons free)', () => {
  const classes = new DualClasses(4);
  classes.begin(3);
  classes.shift(0, 0);
  classes.shift(1, 0);
  classes.shift(2, 1);
  expect(classes.of[0]).toBe(classes.of[1]);
  expect(classes.of[0]).not.toBe(classes.of[2]);
  expect(classes.of[0]).not.toBe(classes.of[3]);
  for (let i = 0; i < 40; i++) {
    classes.begin(2);
    classes.shift(0, 0);
    classes.shift(1, 0);
  }
  expect(classes.of[0]).toBe(classes.of[1]);
});
