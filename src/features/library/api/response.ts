import { useMutation } from '@tanstack/react-query';
import { allPages } from '@/lib/all-pages';
import { authed } from '@/lib/current-user';
import { downloadFile } from '@/lib/download';
import { supabase } from '@/lib/supabase';
import { libraryMessages } from '../model';
import { responseFileName, responseOutline, type ResponseRequirement } from '../response';
import type { ResponseCover } from '../response-docx';
import { fetchLinks } from './links';

export interface ResponseTender {
  id: string;
  reference_number: string;
  title: string;
  client: string;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The tender's requirements and answers now, written into a .docx the browser saves. */
export const downloadResponse = authed(async ({ tender, firm }: { tender: ResponseTender; firm: string }) => {
  const [requirements, links, { responseBlob }] = await Promise.all([
    allPages<ResponseRequirement>((from, to) =>
      supabase
        .from('tender_requirements')
        .select('id, requirement, source')
        .eq('tender_id', tender.id)
        .order('position')
        .order('created_at')
        .range(from, to),
    ),
    fetchLinks(tender.id),
    import('../response-docx'),
  ]);
  const cover: ResponseCover = {
    reference: tender.reference_number,
    title: tender.title,
    client: tender.client,
    firm,
  };
  const blob = await responseBlob(cover, responseOutline(requirements, links));
  downloadFile(responseFileName(tender.reference_number, tender.title), blob, DOCX_TYPE);
});

export const useDownloadResponse = () =>
  useMutation({ mutationFn: downloadResponse, meta: { errorMessage: libraryMessages.downloadFailed } });
