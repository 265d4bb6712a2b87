// Which field each of a file's columns fills, guessed from its header (any import's fields:
// a tender's, a library entry's); the user confirms or changes the guess.

const NUMBER_WORDS: ReadonlySet<string> = new Set(['no', 'nr', 'num', 'number']);
const NOT_A_WORD = /[^\p{L}\p{N}]+/u;
const ACCENTS = /\p{M}/gu;

/** 'Reference No.' and 'reference #' → 'referencenumber': case, accents, spaces and punctuation ignored. */
function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replaceAll('#', ' number ')
    .replaceAll('%', ' percent ')
    .split(NOT_A_WORD)
    .filter(Boolean)
    .map((word) => (NUMBER_WORDS.has(word) ? 'number' : word))
    .join('');
}

/** A field a column may fill: its label and the other names a header may give it. */
interface NamedField<K> {
  key: K;
  label: string;
  synonyms: readonly string[];
}

const byKey = <K>(fields: readonly NamedField<K>[], names: (field: NamedField<K>) => readonly string[]) => {
  const lookup = new Map<string, K>();
  for (const field of fields) {
    for (const name of names(field)) {
      const key = headerKey(name);
      if (!lookup.has(key)) lookup.set(key, field.key);
    }
  }
  return lookup;
};

/**
 * The field each header names, of `fields` (any import's); a field goes to its first column,
 * and a label beats a synonym.
 */
export function matchHeaders<K>(headers: readonly string[], fields: readonly NamedField<K>[]): (K | null)[] {
  const keys = headers.map(headerKey);
  const mapping: (K | null)[] = keys.map(() => null);
  const taken = new Set<K>();
  for (const lookup of [byKey(fields, (field) => [field.label]), byKey(fields, (field) => field.synonyms)]) {
    keys.forEach((key, column) => {
      const field = lookup.get(key);
      if (field !== undefined && mapping[column] === null && !taken.has(field)) {
        mapping[column] = field;
        taken.add(field);
      }
    });
  }
  return mapping;
}
