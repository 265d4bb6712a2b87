import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/dates';
import { timeEntryName } from '../form';
import { formatHours } from '../model';
import type { MyTimeEntry } from '../my-time';
import { EntryRow } from './entry-row';
import { TimeEntryDialogs } from './time-entry-dialogs';

/** The week's entries on My time, each the user's own to edit or delete. */
export function MyTimeEntries({ entries }: { entries: MyTimeEntry[] }) {
  const [chosen, setChosen] = useState<{ entry: MyTimeEntry; action: 'edit' | 'delete' } | null>(null);
  return (
    <>
      <ul aria-label="My time entries" className="grid divide-y text-sm">
        {entries.map((entry) => (
          <EntryRow
            key={entry.id}
            name={`time entry ${timeEntryName(entry)}`}
            figure={formatHours(entry.hours)}
            onEdit={() => setChosen({ entry, action: 'edit' })}
            onDelete={() => setChosen({ entry, action: 'delete' })}
          >
            {formatShortDate(entry.work_date)} ·{' '}
            <Link className="underline-offset-4 hover:underline" to={paths.app.tender(entry.tender_id)}>
              {entry.reference_number} {entry.title}
            </Link>{' '}
            · {entry.description}
          </EntryRow>
        ))}
      </ul>
      <TimeEntryDialogs
        editing={chosen?.action === 'edit' ? chosen.entry : null}
        deleting={chosen?.action === 'delete' ? chosen.entry : null}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
