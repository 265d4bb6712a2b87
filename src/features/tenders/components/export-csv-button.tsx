import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download';
import { useWorkspace } from '@/lib/workspace';
import { fetchTendersForExport } from '../api/export-tenders';
import type { TenderFilters } from '../list-filters';
import { csvFileName, tendersCsv } from '../exports';

/** Downloads every tender of the current search and filter (all pages) as CSV. */
export function ExportCsvButton({ filters }: { filters: TenderFilters }) {
  const workspace = useWorkspace();
  const exportCsv = useMutation({
    mutationFn: async () => {
      const tenders = await fetchTendersForExport(workspace.id, filters);
      downloadFile(csvFileName(), tendersCsv(tenders), 'text/csv;charset=utf-8');
    },
    meta: { errorMessage: 'Failed to export tenders. Please try again.' },
  });
  return (
    <Button variant="outline" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      <Download aria-hidden />
      {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
