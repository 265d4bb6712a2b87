import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { importInBatches, type Duplicates, type ImportProgress, type ImportRun } from '../api/import-tenders';
import { tenderChangeMeta } from '../api/meta';
import { DATE_FIELDS } from '../import/fields';
import { matchColumns, type ColumnMapping } from '../import/headers';
import type { ImportField } from '../import/fields';
import { parseFile } from '@/lib/import/parse-file';
import { FILE_UNREADABLE, ImportFileError } from '@/lib/import/file-errors';
import type { FileTable } from '@/lib/import/read-file';
import { validateRows } from '../import/rows';
import { choiceColumns, type ValueMatches } from '../import/value-matches';
import { IMPORT_FIELDS } from '../import/fields';
import { dateOrderHint, type DateOrder } from '../import/values';
import type { ImportStep } from '../import/wizard';

const fieldLabel = (field: ImportField) => IMPORT_FIELDS.find((spec) => spec.key === field)?.label ?? field;

/** The cells of the mapped date columns, for the day/month order's hint. */
const dateCells = (table: FileTable, mapping: ColumnMapping) =>
  mapping.flatMap((field, column) =>
    field && DATE_FIELDS.has(field) ? table.cells.map((cells) => cells[column] ?? '') : [],
  );

/** The import wizard's state: the file, its mapping and date order, the validated rows, the run and its report. */
export function useImportWizard(workspaceId: string) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<ImportStep>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [table, setTable] = useState<FileTable | null>(null);
  // The workbook's sheets and the one chosen, kept when a sheet cannot be read (so another can be).
  const [sheets, setSheets] = useState<{ names: string[]; chosen: string | null }>({
    names: [],
    chosen: null,
  });
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [chosenOrder, setDateOrder] = useState<DateOrder | null>(null);
  // The Match values step's choices; what the user has not changed reads as the column's reader guesses.
  const [matches, setMatches] = useState<ValueMatches>({});
  const [duplicates, setDuplicates] = useState<Duplicates>('skip');
  // Off by default: an import is mostly history, and history needs no tasks.
  const [templates, setTemplates] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancelled = useRef(false);
  // Only the latest file (or sheet) chosen counts: an earlier read that ends later is dropped.
  const latestRead = useRef(0);

  const dateHint = useMemo(
    () => (table ? dateOrderHint(dateCells(table, mapping)) : { order: null, ambiguous: [] }),
    [table, mapping],
  );
  const dateOrder = chosenOrder ?? dateHint.order;
  const choices = useMemo(
    () => (table && step === 'values' ? choiceColumns(table, mapping, fieldLabel) : []),
    [table, mapping, step],
  );
  const checking = step !== 'upload' && step !== 'map' && step !== 'values';
  const validated = useMemo(
    () => (table && checking ? validateRows(table, mapping, { dateOrder, matches }) : null),
    [table, mapping, dateOrder, matches, checking],
  );

  /** The app's value for one of a column's values ('' to leave it empty). */
  function matchValue(field: ImportField, text: string, value: string) {
    setMatches((current) => ({ ...current, [field]: { ...current[field], [text]: value } }));
  }

  async function chooseFile(next: File | null, sheet?: string) {
    const read = ++latestRead.current;
    if (next !== file) setSheets({ names: [], chosen: null });
    else setSheets((current) => ({ ...current, chosen: sheet ?? null }));
    setFile(next);
    setTable(null);
    setDateOrder(null);
    setReadError(null);
    setReading(Boolean(next));
    if (!next) return;
    try {
      const result = await parseFile(next, sheet);
      if (read !== latestRead.current) return;
      setTable(result);
      setSheets({ names: result.sheets, chosen: result.sheet });
      setMapping(matchColumns(result.header));
      setMatches({});
    } catch (error) {
      if (read !== latestRead.current) return;
      setReadError(error instanceof ImportFileError ? error.message : FILE_UNREADABLE);
    }
    setReading(false);
  }

  async function start() {
    if (!validated) return;
    cancelled.current = false;
    setCancelling(false);
    setProgress({ done: 0, total: validated.rows.length });
    setStep('import');
    const result = await importInBatches(
      workspaceId,
      validated.rows,
      { duplicates, templates },
      {
        onProgress: setProgress,
        cancelled: () => cancelled.current,
      },
    );
    setRun(result);
    setStep('report');
    await Promise.all(
      tenderChangeMeta.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }

  function cancel() {
    cancelled.current = true;
    setCancelling(true);
  }

  function restart() {
    void chooseFile(null);
    setDuplicates('skip');
    setTemplates(false);
    setRun(null);
    setProgress(null);
    setStep('upload');
  }

  return {
    step,
    setStep,
    file,
    table,
    sheets,
    reading,
    readError,
    chooseFile,
    mapping,
    setMapping,
    choices,
    matches,
    matchValue,
    dateHint,
    dateOrder,
    setDateOrder,
    validated,
    duplicates,
    setDuplicates,
    templates,
    setTemplates,
    progress,
    run,
    start,
    cancel,
    cancelling,
    restart,
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
