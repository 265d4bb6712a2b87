import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { statusLabel, TENDER_STATUSES, type TenderStatus } from '@/lib/statuses';
import { cn } from '@/lib/utils';
import {
  PRESETS,
  presetLabels,
  presetOf,
  presetStatuses,
  statusFilterLabel,
  toggledStatus,
} from '../list-filters';

interface StatusFilterProps {
  statuses: TenderStatus[];
  onChange: (statuses: TenderStatus[]) => void;
}

/** The list's statuses: 'All', 'Open' and 'Decided' in one click, or any statuses from the menu. */
export function StatusFilter({ statuses, onChange }: StatusFilterProps) {
  const preset = presetOf(statuses);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        role="group"
        aria-label="Status presets"
        className="inline-flex h-10 items-center rounded-md border border-input bg-background p-1"
      >
        {PRESETS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={preset === name}
            onClick={() => onChange(presetStatuses(name))}
            className={cn(
              'h-full rounded px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              preset === name && 'bg-primary text-primary-foreground hover:text-primary-foreground',
            )}
          >
            {presetLabels[name]}
          </button>
        ))}
      </div>
      {/* Not modal: the list behind follows each tick, and stays readable. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            aria-label={`Statuses: ${statusFilterLabel(statuses)}`}
            className="gap-2 px-3 font-normal"
          >
            Statuses
            {statuses.length > 0 ? (
              <span className="grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs font-semibold tabular-nums text-primary-foreground">
                {statuses.length}
              </span>
            ) : null}
            <ChevronDown aria-hidden className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {TENDER_STATUSES.map((status) => (
            <DropdownMenuCheckboxItem
              key={status}
              checked={statuses.includes(status)}
              // The menu stays open, so several statuses are one visit.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={() => onChange(toggledStatus(statuses, status))}
            >
              {statusLabel(status)}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
