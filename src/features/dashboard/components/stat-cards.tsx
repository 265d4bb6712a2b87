import { CircleCheckBig, FileText, Send, Trophy, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { RATES_FOOTNOTE } from '@/lib/rates';
import { statCards, type DashboardSummary, type StatCard } from '../model';

const icons: Record<StatCard['label'], LucideIcon> = {
  'Total Tenders': FileText,
  'Submitted or decided': Send,
  'Won Tenders': Trophy,
  'Tasks Completed': CircleCheckBig,
};

/** Total, submitted and won tenders and completed tasks, with the rates' footnote. */
export function StatCards({ summary }: { summary: DashboardSummary }) {
  return (
    <section aria-label="Summary" className="grid gap-2">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {statCards(summary).map(({ label, value, note }) => {
          const Icon = icons[label];
          return (
            <li key={label}>
              <Card className="grid h-full content-start gap-1 p-4 sm:p-5">
                <p className="flex items-start justify-between gap-2 text-sm font-medium text-muted-foreground">
                  {label}
                  <Icon aria-hidden className="size-4 shrink-0 text-primary" />
                </p>
                <p className="text-2xl font-bold tabular-nums tracking-tight sm:text-3xl">{value}</p>
                <p className="text-xs text-muted-foreground">{note}</p>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{RATES_FOOTNOTE}</p>
    </section>
  );
}
