// Which function a call reaches, as PostgREST resolves overloads: by the names of the
// arguments given (every required parameter named, the rest optional ones), else — for a
// POST with a JSON body — the overload taking a single unnamed json, jsonb or text parameter.
import { ambiguousFunction, functionNotFound } from './errors';
import { closest } from './relationships';
import { qualifiedKey, type QualifiedName, type Routine, type SchemaCache } from './schema';

/**
 * Every required parameter is named and nothing else but optional ones. A single unnamed
 * parameter is named '' (postgrest-js sends `{"": value}` for it).
 */
function matchesArguments(fn: Routine, keys: Set<string>): boolean {
  if (fn.params.length === 0) return keys.size === 0;
  const required = fn.params.filter((p) => p.required).map((p) => p.name);
  const optional = new Set(fn.params.filter((p) => !p.required).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

const signature = (fn: Routine): string => fn.params.map((p) => `${p.name} => ${p.type}`).join(', ');
const ambiguous = (candidates: Routine[]): Error =>
  ambiguousFunction([...candidates].sort((a, b) => signature(a).localeCompare(signature(b))));

const takesWholeBody = (fn: Routine, post: boolean): boolean =>
  post &&
  fn.params.length === 1 &&
  fn.params[0]!.name === '' &&
  ['json', 'jsonb'].includes(fn.params[0]!.type);

export function findRoutine(
  cache: SchemaCache,
  name: QualifiedName,
  argumentNames: string[],
  post: boolean,
): Routine {
  const keys = new Set(argumentNames);
  const overloads = cache.routines.get(qualifiedKey(name)) ?? [];
  const matching = overloads.filter((fn) => matchesArguments(fn, keys));
  const fallback = overloads.filter((fn) => !matching.includes(fn) && takesWholeBody(fn, post));
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) throw ambiguous(matching);
  if (fallback.length === 1) return fallback[0]!;
  if (fallback.length > 1) throw ambiguous(fallback);
  throw functionNotFound(
    name.schema,
    name.name,
    argumentNames,
    post,
    suggestion(cache, name, overloads, argumentNames),
  );
}

/** The nearest function name in the schema, or — when the name exists — its nearest parameter list. */
function suggestion(
  cache: SchemaCache,
  name: QualifiedName,
  overloads: Routine[],
  keys: string[],
): string | null {
  if (overloads.length === 0) {
    const names = [...cache.routines.values()]
      .flat()
      .filter((f) => f.schema === name.schema)
      .map((f) => f.name);
    return closest(name.name, names);
  }
  const lists = overloads.map((f) =>
    f.params
      .map((p) => p.name)
      .sort()
      .join(', '),
  );
  const best = closest([...keys].sort().join(', '), lists);
  return best === null ? null : `${name.name}(${best})`;
}
