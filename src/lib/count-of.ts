/** '1 row', '1,204 rows': a number and its noun, plural but for one. */
export const countOf = (n: number, noun: string) => `${n.toLocaleString()} ${noun}${n === 1 ? '' : 's'}`;
