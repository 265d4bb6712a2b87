import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download';
import { failedRowsCsv, failedRowsFileName } from '@/lib/import/failed-rows';

interface DownloadFailedRowsProps {
  /** What was imported: the file's name says it. */
  what: Parameters<typeof failedRowsFileName>[0];
  header: readonly string[];
  rows: Parameters<typeof failedRowsCsv>[1];
}

/** An import report's 'Download failed rows': the refused rows as a CSV to fix and import again. */
export function DownloadFailedRows({ what, header, rows }: DownloadFailedRowsProps) {
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        downloadFile(failedRowsFileName(what), failedRowsCsv(header, rows), 'text/csv;charset=utf-8')
      }
    >
      <Download aria-hidden /> Download failed rows
    </Button>
  );
}
