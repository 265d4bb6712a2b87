import { ReportTable } from '@/components/report-table';
import type { ImportEntry } from '../../import/entries';

/** The first entries as they will be stored: question, category, tags and the start of the answer (as text). */
export function EntriesTable({ entries, lineLabel }: { entries: readonly ImportEntry[]; lineLabel: string }) {
  return (
    <ReportTable caption="The first answers as they will be stored" className="rounded-md border">
      <thead>
        <tr className="border-b bg-muted/50 text-left">
          {[lineLabel, 'Question', 'Category', 'Tags', 'Answer'].map((label) => (
            <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.line} className="border-b align-top last:border-0">
            <td className="px-3 py-2 tabular-nums">{entry.line}</td>
            <td className="wrap-user-text min-w-40 max-w-64 px-3 py-2 font-medium">{entry.title}</td>
            <td className="wrap-user-text px-3 py-2">{entry.category || '—'}</td>
            <td className="wrap-user-text px-3 py-2">{entry.tags.join(', ') || '—'}</td>
            <td className="wrap-user-text min-w-48 max-w-80 px-3 py-2 text-muted-foreground">
              <span className="line-clamp-3 whitespace-pre-line">{entry.body}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
