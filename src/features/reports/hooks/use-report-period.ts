import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePeriod, periodSearch, type ReportPeriod } from '../model';

/** The report period, read from and written to the URL (?period=12m), so a reload or a shared link keeps it. */
export function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params);
  const setPeriod = useCallback(
    (next: ReportPeriod) => setParams(new URLSearchParams(periodSearch(next))),
    [setParams],
  );
  return [period, setPeriod] as const;
}
