/** The message of the error `fn` throws; a call that throws nothing fails the test. */
export function message(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}
