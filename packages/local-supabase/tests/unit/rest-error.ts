import { RestError } from '../../src/rest/errors';

/** Runs `fn`, which must throw a RestError, and returns that error for assertions. */
export function restError(fn: () => unknown): RestError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RestError) return e;
    throw e;
  }
  throw new Error('expected a RestError');
}
