/** Up to two initials of a name for an avatar ('Dana Demo' → 'DD', 'cher' → 'C'); '?' without one. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('') || '?';
}
