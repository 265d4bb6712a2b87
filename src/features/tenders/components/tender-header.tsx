import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { canEditTenders, READ_ONLY_TENDERS, useRoleIn } from '@/lib/workspace';
import type { Tender } from '../model';
import { AddToCalendarButton } from './add-to-calendar-button';
import { DeleteTenderButton } from './delete-tender-button';
import { EditTenderButton } from './edit-tender-button';

/** Back link, the title, the tender's actions, and `presence` (who else is viewing it). */
export function TenderHeader({ tender, presence }: { tender: Tender; presence?: ReactNode }) {
  const role = useRoleIn(tender.workspace_id);
  const editable = role !== undefined && canEditTenders(role);
  return (
    <div className="mb-6 grid gap-3">
      <PageMeta title={tender.title} />
      <Link
        to={paths.app.tenders}
        className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Tenders
      </Link>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight sm:text-3xl">{tender.title}</h1>
        <div className="flex shrink-0 flex-wrap gap-2">
          <AddToCalendarButton tender={tender} />
          {editable ? <EditTenderButton tender={tender} /> : null}
          {editable ? <DeleteTenderButton tender={tender} /> : null}
        </div>
      </div>
      {presence}
      {editable ? null : <p className="text-sm text-muted-foreground">{READ_ONLY_TENDERS}</p>}
    </div>
  );
}
