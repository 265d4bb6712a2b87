const NOTES_SHOWN = 100;

/** A list of rows, each with its line and what is wrong with it (the first 100; the report's file has them all). */
export function RowNotes({
  id,
  heading,
  notes,
  more,
  lineLabel = 'Line',
}: {
  id: string;
  heading: string;
  notes: readonly { line: number; text: string }[];
  /** Said under the list when it shows only the first NOTES_SHOWN. */
  more: string;
  /** What a note's number counts: a file's line, or a document's section. */
  lineLabel?: string;
}) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-medium">
        {heading}
      </h3>
      <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-3 text-sm">
        {notes.slice(0, NOTES_SHOWN).map((note) => (
          <li key={note.line} className="wrap-user-text">
            <span className="font-medium">
              {lineLabel} {note.line}:
            </span>{' '}
            {note.text}
          </li>
        ))}
      </ul>
      {notes.length > NOTES_SHOWN ? (
        <p className="text-sm text-muted-foreground">
          The first {NOTES_SHOWN} of {notes.length.toLocaleString()}: {more}
        </p>
      ) : null}
    </section>
  );
}
