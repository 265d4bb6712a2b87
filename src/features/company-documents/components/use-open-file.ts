import { useMutation } from '@tanstack/react-query';
import { signedFileUrl } from '../api/files';
import { companyDocumentMessages, type CompanyDocument } from '../model';

/** Opens a document's file in a new tab, through a link made at the click that lasts a minute. */
export const useOpenFile = () =>
  useMutation({
    mutationFn: async (document: Pick<CompanyDocument, 'workspace_id' | 'id' | 'file_name'>) => {
      const url = await signedFileUrl(document);
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    meta: { errorMessage: companyDocumentMessages.openFailed },
  });
