import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { queryRoots } from '@/lib/query-keys';
import { tenderFolder } from '@/lib/storage';
import { UploadError, useUploadDocument } from '../api/upload-document';
import {
  documentMessages,
  documentType,
  storageName,
  uniqueName,
  uploadRefusal,
  withExtension,
} from '../model';

export interface UploadItem {
  id: number;
  file: File;
  /** The name it gets in the tender's folder. */
  name: string;
  progress: number;
  status: 'uploading' | 'failed';
  error?: string;
}

interface Target {
  workspaceId: string;
  tenderId: string;
  /** The names already in the folder (a new file never takes one). */
  taken: readonly string[];
}

/**
 * Uploads files one request each, with progress; refused files never start (their
 * reasons come back to show), failed ones stay listed to retry or dismiss.
 */
export function useUploads({ workspaceId, tenderId, taken }: Target) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const nextId = useRef(1);
  const { mutateAsync: upload } = useUploadDocument();

  const patch = useCallback(
    (id: number, change: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item))),
    [],
  );

  const run = useCallback(
    (item: UploadItem) => {
      patch(item.id, { status: 'uploading', progress: 0, error: undefined });
      upload({
        path: `${tenderFolder(workspaceId, tenderId)}/${item.name}`,
        file: item.file,
        contentType: documentType(item.file)!,
        onProgress: (progress) => patch(item.id, { progress }),
      }).then(
        () => {
          setItems((current) => current.filter((each) => each.id !== item.id));
          toast.success(documentMessages.uploaded(item.name));
          void queryClient.invalidateQueries({ queryKey: queryRoots.documents });
        },
        (error: unknown) => {
          const message = error instanceof UploadError ? error.message : documentMessages.uploadFailed;
          patch(item.id, { status: 'failed', error: message });
        },
      );
    },
    [patch, queryClient, tenderId, upload, workspaceId],
  );

  const add = (files: Iterable<File>) => {
    const reasons: string[] = [];
    const names = [...taken, ...items.map((item) => item.name)];
    const started: UploadItem[] = [];
    for (const file of files) {
      const refusal = uploadRefusal(file);
      if (refusal) {
        reasons.push(refusal);
        continue;
      }
      const name = uniqueName(storageName(withExtension(file.name, documentType(file))), names);
      names.push(name);
      started.push({ id: nextId.current++, file, name, progress: 0, status: 'uploading' });
    }
    setRefused(reasons);
    setItems((current) => [...current, ...started]);
    started.forEach(run);
  };

  return {
    items,
    refused,
    add,
    retry: run,
    dismiss: (id: number) => setItems((current) => current.filter((item) => item.id !== id)),
    clearRefused: () => setRefused([]),
  };
}
