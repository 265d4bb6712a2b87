import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Member } from '@/lib/workspace';
import { useUpdateRequirement } from '../api/mutations';
import {
  REQUIREMENT_STATUSES,
  requirementStatusLabels,
  type Requirement,
  type RequirementStatus,
} from '../model';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:[color-scheme:dark]';

function Choice({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="grid gap-1 text-xs font-medium text-muted-foreground">
      {label}
      {children}
    </label>
  );
}

interface RequirementRowProps {
  requirement: Requirement;
  members: readonly Member[];
  documentNames: readonly string[];
  /** Delete, for admins and managers. */
  onDelete?: () => void;
}

/** One requirement: its text, source and weight, and its status, owner and evidence, saved as chosen. */
export function RequirementRow({ requirement, members, documentNames, onDelete }: RequirementRowProps) {
  const update = useUpdateRequirement();
  const save = (change: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate({ id: requirement.id, change });
  return (
    // Rows far off screen are neither laid out nor painted (a checklist can run to hundreds).
    <li className="render-when-visible grid gap-3 py-4 [contain-intrinsic-size:auto_150px] first:pt-0 last:pb-0 sm:[contain-intrinsic-size:auto_120px]">
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="wrap-user-text font-medium">{requirement.requirement}</p>
          <p className="text-xs text-muted-foreground">
            {requirement.mandatory ? 'Mandatory' : 'Optional'}
            {requirement.source ? ` · ${requirement.source}` : ''}
          </p>
        </div>
        {onDelete ? (
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 text-destructive hover:text-destructive"
            onClick={onDelete}
            aria-label={`Delete requirement: ${requirement.requirement}`}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <Choice label="Status">
          <select
            className={selectClass}
            value={requirement.status}
            onChange={(event) => save({ status: event.target.value as RequirementStatus })}
          >
            {REQUIREMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {requirementStatusLabels[status]}
              </option>
            ))}
          </select>
        </Choice>
        <Choice label="Owner">
          <select
            className={selectClass}
            value={requirement.owner_id ?? ''}
            onChange={(event) => save({ owner_id: event.target.value || null })}
          >
            <option value="">Nobody</option>
            {members.map((member) => (
              <option key={member.userId} value={member.userId}>
                {member.name}
              </option>
            ))}
          </select>
        </Choice>
        <Choice label="Evidence">
          <select
            className={selectClass}
            value={requirement.evidence_document ?? ''}
            onChange={(event) => save({ evidence_document: event.target.value || null })}
          >
            <option value="">None</option>
            {[
              ...new Set([
                ...documentNames,
                ...(requirement.evidence_document ? [requirement.evidence_document] : []),
              ]),
            ].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Choice>
      </div>
    </li>
  );
}
