import { useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '@/lib/dates';
import { useWorkspace } from '@/lib/workspace';
import { reportQueries } from '../api/queries';
import type { ReportPeriod } from '../model';

/** The period's value report: every card by value shares this one request. */
export function useValueReport(period: ReportPeriod) {
  const workspace = useWorkspace();
  return useQuery(reportQueries.value(workspace.id, browserTimeZone(), period));
}
