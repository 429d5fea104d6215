import { InputError } from '../../src/core/errors';

/** The message of the error `fn` throws; a call that throws nothing fails the test. */
export function message(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

/** The InputError `fn` throws (any other error is rethrown); a call that throws nothing fails. */
export function errorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError, but nothing was thrown');
}
