import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { periodLabels, PERIODS, type ReportPeriod } from '../model';

/** The report period: last 6 months, 12 months, this year or all time. */
export function PeriodSelect({
  period,
  onChange,
}: {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="report-period" className="text-sm">
        Period
      </Label>
      <Select value={period} onValueChange={(value) => onChange(value as ReportPeriod)}>
        <SelectTrigger id="report-period" className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PERIODS.map((option) => (
            <SelectItem key={option} value={option}>
              {periodLabels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
