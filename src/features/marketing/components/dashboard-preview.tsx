import { CalendarClock, FileText, TrendingUp, Trophy } from 'lucide';
import { Icon } from '@/components/icon';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';

const bars = [38, 54, 46, 70, 62, 88];
const months = ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'];

const tenders = [
  { title: 'City road maintenance', client: 'Riverside Council', status: 'Submitted', tone: 'blue' },
  { title: 'School IT equipment', client: 'North District', status: 'Won', tone: 'green' },
  { title: 'Office cleaning services', client: 'Harbor Health', status: 'In Development', tone: 'amber' },
] as const;

const toneClass = {
  blue: 'bg-blue-500/10 text-blue-700 dark:text-blue-300',
  green: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  amber: 'bg-amber-500/10 text-amber-800 dark:text-amber-300',
};

function Stat({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <div className="rounded-lg border bg-background p-3">
      <div className="flex items-center justify-between text-muted-foreground">{icon}</div>
      <p className="mt-2">
        <span className="block text-2xl font-semibold tracking-tight">{value}</span>{' '}
        <span className="block text-xs text-muted-foreground">{label}</span>
      </p>
    </div>
  );
}

/** A static glimpse of the product's dashboard, drawn in HTML and CSS. */
export function DashboardPreview() {
  return (
    <figure
      aria-label="Preview of the TenderFlow dashboard"
      className="relative mx-auto w-full max-w-xl lg:mx-0 lg:justify-self-end"
    >
      <div
        aria-hidden
        className="absolute -inset-4 rounded-[1.75rem] bg-gradient-to-tr from-primary/20 via-primary/5 to-transparent blur-2xl"
      />
      <div className="relative overflow-hidden rounded-xl border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-2 border-b bg-muted/50 px-4 py-2.5" aria-hidden>
          <span className="size-2.5 rounded-full bg-red-400/80" />
          <span className="size-2.5 rounded-full bg-amber-400/80" />
          <span className="size-2.5 rounded-full bg-emerald-400/80" />
          <span className="ml-3 truncate rounded-md bg-background px-2.5 py-0.5 text-[11px] text-muted-foreground">
            app.tenderflow.app/dashboard
          </span>
        </div>
        <div className="grid gap-3 p-4 sm:p-5">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat icon={<Icon node={FileText} className="size-4" />} value="12" label="Active Tenders" />
            <Stat icon={<Icon node={Trophy} className="size-4" />} value="87%" label="Win Rate" />
            <div className="hidden sm:block">
              <Stat icon={<Icon node={CalendarClock} className="size-4" />} value="3" label="Due This Week" />
            </div>
          </div>
          <div className="rounded-lg border bg-background p-3">
            <div className="flex items-center justify-between">
              <p className="text-xs font-medium">Tenders won</p>
              <p className="flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-300">
                <Icon node={TrendingUp} className="size-3.5" /> +18%
              </p>
            </div>
            <div aria-hidden>
              <div className="mt-3 flex h-20 items-end gap-2 border-b pb-px">
                {bars.map((height, index) => (
                  <div
                    key={months[index]}
                    className={clsx(
                      'flex-1 rounded-t-sm bg-primary/25',
                      index === bars.length - 1 && 'bg-primary',
                    )}
                    style={{ height: `${height}%` }}
                  />
                ))}
              </div>
              <div className="mt-1.5 flex gap-2">
                {months.map((month) => (
                  <span key={month} className="flex-1 text-center text-[10px] text-muted-foreground">
                    {month}
                  </span>
                ))}
              </div>
            </div>
          </div>
          <ul className="divide-y rounded-lg border bg-background">
            {tenders.map((tender) => (
              <li key={tender.title} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{tender.title}</p>
                  <p className="truncate text-xs text-muted-foreground">{tender.client}</p>
                </div>
                <span
                  className={clsx(
                    'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-medium',
                    toneClass[tender.tone],
                  )}
                >
                  {tender.status}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </figure>
  );
}
