/** A stored value as a form field's text: a number as its digits, null (or no value) as ''. */
export const formText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
