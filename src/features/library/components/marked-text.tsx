import { markedParts } from '../model';

/** Text whose matched words the search marked, shown in <mark> elements (text nodes only, never HTML). */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {markedParts(text).map((part, i) =>
        part.marked ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-700/60">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
