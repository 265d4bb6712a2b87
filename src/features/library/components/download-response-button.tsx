import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useWorkspace } from '@/lib/workspace';
import { useDownloadResponse, type ResponseTender } from '../api/response';

/** 'Download response': the tender's requirements and their answers as a Word document. */
export default function DownloadResponseButton({ tender }: { tender: ResponseTender }) {
  const workspace = useWorkspace();
  const download = useDownloadResponse();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      onClick={() => download.mutate({ tender, firm: workspace.name })}
    >
      <FileDown aria-hidden /> {download.isPending ? 'Preparing...' : 'Download response'}
    </Button>
  );
}
