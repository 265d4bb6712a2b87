import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download';

interface ExportCsvButtonProps {
  /** What is exported, for the accessible name: 'Export CSV: Monthly Tender Trends'. */
  what: string;
  fileName: string;
  /** The CSV document, built on click; undefined while there is nothing to export. */
  csv: (() => string) | undefined;
}

/** 'Export CSV' for a report table already on screen (no extra request). */
export function ExportCsvButton({ what, fileName, csv }: ExportCsvButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Export CSV: ${what}`}
      disabled={!csv}
      onClick={() => csv && downloadFile(fileName, csv(), 'text/csv;charset=utf-8')}
    >
      <Download aria-hidden />
      Export CSV
    </Button>
  );
}
