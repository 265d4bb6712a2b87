// A card being dragged is held: a teammate's change to it waits until the drop, so the card is
// not pulled from under the pointer. Only the latest waiting change is kept (each carries the
// whole row).
const held = new Set<string>();
const waiting = new Map<string, () => void>();

/** Holds the task's changes from now on (the drag starts). */
export function holdTask(id: string): void {
  held.add(id);
}

/** Applies the task's waiting change, if any, and stops holding it (the drop, or a cancelled drag). */
export function releaseTask(id: string): void {
  held.delete(id);
  const apply = waiting.get(id);
  waiting.delete(id);
  apply?.();
}

/** Keeps `apply` for the release when the task is held (true), or says it is not (false). */
export function deferWhileHeld(id: string, apply: () => void): boolean {
  if (!held.has(id)) return false;
  waiting.set(id, apply);
  return true;
}
