import { ReportTable } from '@/components/report-table';
import type { ImportEntry } from '../../import/entries';
import { AnswerText } from '../answer-text';

const WIDE = 'hidden sm:table-cell';

/**
 * The first entries as they will be stored: question, category, tags and the start of the
 * formatted answer. On a phone the category and tags go under the question, so the answer
 * stays in view.
 */
export function EntriesTable({ entries, lineLabel }: { entries: readonly ImportEntry[]; lineLabel: string }) {
  return (
    <ReportTable caption="The first answers as they will be stored" className="rounded-md border">
      <thead>
        <tr className="border-b bg-muted/50 text-left">
          {[
            [lineLabel, ''],
            ['Question', ''],
            ['Category', WIDE],
            ['Tags', WIDE],
            ['Answer', ''],
          ].map(([label, className]) => (
            <th key={label} scope="col" className={`${className} whitespace-nowrap px-3 py-2 font-medium`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.line} className="border-b align-top last:border-0">
            <td className="px-3 py-2 tabular-nums">{entry.line}</td>
            <td className="wrap-user-text min-w-36 max-w-64 px-3 py-2">
              <span className="font-medium">{entry.title}</span>
              <span className="block text-muted-foreground sm:hidden">
                {[entry.category, entry.tags.join(', ')].filter(Boolean).join(' · ')}
              </span>
            </td>
            <td className={`${WIDE} wrap-user-text px-3 py-2`}>{entry.category || '—'}</td>
            <td className={`${WIDE} wrap-user-text px-3 py-2`}>{entry.tags.join(', ') || '—'}</td>
            <td className="wrap-user-text min-w-56 max-w-96 px-3 py-2">
              {/* Formatted as the library shows it (never as HTML), its start only. */}
              <AnswerText text={entry.body} className="max-h-32 overflow-hidden" />
            </td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
