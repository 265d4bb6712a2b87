import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download';
import { dataErrorMessage } from '@/lib/errors';
import { useWorkspace } from '@/lib/workspace';
import { fetchAllTenders } from '../api/queries';
import { csvFileName, tendersCsv, type TenderFilters } from '../model';

/** Downloads every tender of the current search and filter (all pages) as CSV. */
export function ExportCsvButton({ filters }: { filters: TenderFilters }) {
  const [busy, setBusy] = useState(false);
  const workspace = useWorkspace();
  const onExport = async () => {
    setBusy(true);
    try {
      const tenders = await fetchAllTenders(workspace.id, filters);
      downloadFile(csvFileName(), tendersCsv(tenders), 'text/csv;charset=utf-8');
    } catch (error) {
      console.error(error);
      toast.error(dataErrorMessage(error, 'Failed to export tenders. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void onExport()} disabled={busy}>
      <Download aria-hidden />
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
