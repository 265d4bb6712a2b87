// Checks of the JSON documents SQL functions return (dashboard_summary, my_work,
// value_report): a document of another shape is an error, never wrong numbers on screen.

export type Check = (value: unknown) => boolean;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text: Check = (value) => typeof value === 'string';
/** A calendar date, 'YYYY-MM-DD'. */
export const day: Check = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
export const whole: Check = (value) => Number.isInteger(value);
export const count: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
export const amount: Check = (value) => typeof value === 'number' && Number.isFinite(value);

export const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

/** An object with (at least) these fields, each passing its check. */
export const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/** An array whose every item passes the check. */
export const list =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
