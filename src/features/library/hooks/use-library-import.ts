import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { matchHeaders } from '@/lib/import/match-headers';
import { parseFile } from '@/lib/import/parse-file';
import type { FileTable } from '@/lib/import/read-file';
import {
  categoryNames,
  existingTitles,
  importErrorMessage,
  useImportAnswers,
  type AnswerImportResult,
} from '../api/import';
import { queryRoots } from '@/lib/query-keys';
import { splitOnHeadings } from '../import/docx';
import { readDocxFile } from '../import/read-docx-file';
import { categoryNotes, checkEntries, duplicateNotes, tableEntries } from '../import/entries';
import { LIBRARY_FIELDS, type LibraryMapping } from '../import/fields';
import { importFileKind, LIBRARY_FILE_ERRORS } from '../import/steps';
import type { LibraryImportStep } from '../import/steps';
import { canApprove } from '../rules';
import { FILE_TOO_LARGE, ImportFileError, MAX_FILE_BYTES } from '@/lib/import/file-errors';
import type { WorkspaceRole } from '@/lib/workspace';

type Source = { kind: 'table'; table: FileTable } | { kind: 'docx'; html: string };

async function readSource(file: File): Promise<Source> {
  const kind = importFileKind(file.name);
  if (!kind) throw new ImportFileError(LIBRARY_FILE_ERRORS.wrongType);
  if (kind === 'table') return { kind, table: await parseFile(file) };
  if (file.size > MAX_FILE_BYTES) throw new ImportFileError(FILE_TOO_LARGE);
  try {
    return { kind, html: await readDocxFile(file) };
  } catch {
    throw new ImportFileError(LIBRARY_FILE_ERRORS.docxUnreadable);
  }
}

/** The library import's state: the file (a spreadsheet or a Word document), its mapping or heading level, the checked entries, the import. */
export function useLibraryImport(workspaceId: string, role: WorkspaceRole) {
  const [step, setStep] = useState<LibraryImportStep>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<LibraryMapping>([]);
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [approved, setApproved] = useState(false);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [result, setResult] = useState<AnswerImportResult | null>(null);
  const latestRead = useRef(0);
  const manager = canApprove(role);
  const save = useImportAnswers();

  const split = useMemo(
    () => (source?.kind === 'docx' ? splitOnHeadings(source.html, level) : null),
    [source, level],
  );
  const checked = useMemo(() => {
    if (!source || step === 'upload') return null;
    return checkEntries(
      source.kind === 'table' ? tableEntries(source.table, mapping) : (split?.entries ?? []),
    );
  }, [source, mapping, split, step]);
  const titles = useMemo(() => checked?.entries.map((entry) => entry.title) ?? [], [checked]);
  const existing = useQuery({
    queryKey: [...queryRoots.library, 'existing-titles', workspaceId, titles],
    queryFn: () => existingTitles(workspaceId, titles),
    enabled: step === 'preview' && titles.length > 0,
  });
  const categories = useQuery({
    queryKey: [...queryRoots.library, 'category-names', workspaceId],
    queryFn: () => categoryNames(workspaceId),
  });
  const notes = useMemo(
    () => ({
      duplicates: checked ? duplicateNotes(checked.entries, existing.data ?? []) : [],
      categories: checked ? categoryNotes(checked.entries, categories.data ?? [], manager) : [],
    }),
    [checked, existing.data, categories.data, manager],
  );

  async function chooseFile(next: File | null) {
    const read = ++latestRead.current;
    setFile(next);
    setSource(null);
    setReadError(null);
    setLevel(undefined);
    setReading(Boolean(next));
    if (!next) return;
    try {
      const loaded = await readSource(next);
      if (read !== latestRead.current) return;
      setSource(loaded);
      if (loaded.kind === 'table') setMapping(matchHeaders(loaded.table.header, LIBRARY_FIELDS));
    } catch (error) {
      if (read !== latestRead.current) return;
      setReadError(error instanceof ImportFileError ? error.message : LIBRARY_FILE_ERRORS.unreadable);
    }
    setReading(false);
  }

  function start() {
    if (!checked) return;
    setStep('import');
    save.mutate(
      {
        workspaceId,
        entries: checked.entries,
        status: manager && approved ? 'approved' : 'draft',
        skipDuplicates,
      },
      {
        onSuccess: (data) => {
          setResult(data);
          setStep('report');
        },
        onError: () => setStep('preview'),
      },
    );
  }

  function restart() {
    void chooseFile(null);
    save.reset();
    setResult(null);
    setStep('upload');
  }

  return {
    step,
    setStep,
    file,
    source,
    reading,
    readError,
    chooseFile,
    mapping,
    setMapping,
    split,
    setLevel,
    checked,
    notes,
    checkingDuplicates: existing.isFetching,
    manager,
    approved,
    setApproved,
    skipDuplicates,
    setSkipDuplicates,
    start,
    importError: save.isError ? importErrorMessage(save.error) : null,
    result,
    restart,
  };
}

export type LibraryImportWizard = ReturnType<typeof useLibraryImport>;
