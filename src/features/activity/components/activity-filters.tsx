import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { nativeSelectClass } from '@/components/ui/native-select';
import { workspaceQueries } from '@/lib/workspace';
import { activityQueries, type ActivityScope } from '../api/queries';
import { activityKindLabels, type ActivityEntity } from '../model';

export type ActivityFilter = Pick<ActivityScope, 'actorId' | 'tenderId' | 'entity'>;

/** Person, tender and kind: each 'All …' or one; the page keeps them in its address. */
export function ActivityFilters({
  workspaceId,
  filter,
  onChange,
}: {
  workspaceId: string;
  filter: ActivityFilter;
  onChange: (next: ActivityFilter) => void;
}) {
  const members = useQuery(workspaceQueries.members(workspaceId));
  const tenders = useQuery(activityQueries.tenders(workspaceId));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Choice id="activity-person" label="Person">
        <select
          id="activity-person"
          className={nativeSelectClass}
          value={filter.actorId ?? ''}
          onChange={(event) => onChange({ ...filter, actorId: event.target.value || undefined })}
        >
          <option value="">All people</option>
          {members.data?.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
            </option>
          ))}
        </select>
      </Choice>
      <Choice id="activity-tender" label="Tender">
        <select
          id="activity-tender"
          className={nativeSelectClass}
          value={filter.tenderId ?? ''}
          onChange={(event) => onChange({ ...filter, tenderId: event.target.value || undefined })}
        >
          <option value="">All tenders</option>
          {tenders.data?.map((tender) => (
            <option key={tender.id} value={tender.id}>
              {tender.title}
            </option>
          ))}
        </select>
      </Choice>
      <Choice id="activity-kind" label="Kind">
        <select
          id="activity-kind"
          className={nativeSelectClass}
          value={filter.entity ?? ''}
          onChange={(event) =>
            onChange({ ...filter, entity: (event.target.value || undefined) as ActivityEntity | undefined })
          }
        >
          <option value="">All kinds</option>
          {Object.entries(activityKindLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Choice>
    </div>
  );
}

function Choice({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
