/** A start-up failure with a one-line, user-facing message (the CLI prints it and exits 1). */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}

/** The message of anything thrown, on one line. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    const first = error.errors[0] as { message?: string; code?: string };
    return first.message || first.code || String(first);
  }
  if (error instanceof Error) {
    const withCode = error as Error & { code?: string };
    return (error.message || withCode.code || error.name).replace(/\s*\n\s*/g, ' ');
  }
  return String(error);
}
