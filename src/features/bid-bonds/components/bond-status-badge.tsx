import { Pill } from '@/components/pill';
import { bidBondStatusLabels, type BidBondStatus } from '../model';

const statusClasses: Record<BidBondStatus, string> = {
  requested: 'bg-muted text-foreground',
  issued: 'bg-blue-100 text-blue-900 dark:bg-blue-400/15 dark:text-blue-200',
  submitted: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-400/15 dark:text-indigo-200',
  extended: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  returned: 'bg-green-100 text-green-900 dark:bg-green-400/15 dark:text-green-200',
  forfeited: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
};

/** A bond's status as a pill: 'Issued'. */
export function BondStatusBadge({ status }: { status: BidBondStatus }) {
  return <Pill className={statusClasses[status]}>{bidBondStatusLabels[status]}</Pill>;
}
