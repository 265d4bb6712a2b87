import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { importInBatches, type Duplicates, type ImportProgress, type ImportRun } from '../api/import-tenders';
import { tenderChangeMeta } from '../api/meta';
import { matchColumns, type ColumnMapping } from '../import/headers';
import { parseFile } from '../import/parse-file';
import { ImportFileError, type FileTable } from '../import/read-file';
import { validateRows } from '../import/rows';
import { dateOrderHint, type DateOrder } from '../import/values';
import type { ImportStep } from '../import/wizard';

const DATE_FIELDS = new Set([
  'tender_submission_date',
  'inquiry_submission_date',
  'expected_award_date',
  'created_date',
]);
const READ_FAILED = 'This file could not be read. Save it as CSV (UTF-8) or .xlsx and try again.';

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
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [chosenOrder, setDateOrder] = useState<DateOrder | null>(null);
  const [duplicates, setDuplicates] = useState<Duplicates>('skip');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancelled = useRef(false);

  const dateHint = useMemo(
    () => (table ? dateOrderHint(dateCells(table, mapping)) : { order: null, ambiguous: [] }),
    [table, mapping],
  );
  const dateOrder = chosenOrder ?? dateHint.order;
  const checking = step !== 'upload' && step !== 'map';
  const validated = useMemo(
    () => (table && checking ? validateRows(table, mapping, { dateOrder }) : null),
    [table, mapping, dateOrder, checking],
  );

  async function chooseFile(next: File | null, sheet?: string) {
    // Another sheet of the same file keeps the table on screen until the new one is read.
    if (next !== file) {
      setFile(next);
      setTable(null);
      setDateOrder(null);
    }
    setReadError(null);
    if (!next) return;
    setReading(true);
    try {
      const read = await parseFile(next, sheet);
      setTable(read);
      setMapping(matchColumns(read.header));
    } catch (error) {
      setReadError(error instanceof ImportFileError ? error.message : READ_FAILED);
    } finally {
      setReading(false);
    }
  }

  async function start() {
    if (!validated) return;
    cancelled.current = false;
    setCancelling(false);
    setProgress({ done: 0, total: validated.rows.length });
    setStep('import');
    const result = await importInBatches(workspaceId, validated.rows, duplicates, {
      onProgress: setProgress,
      cancelled: () => cancelled.current,
    });
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
    setRun(null);
    setProgress(null);
    setStep('upload');
  }

  return {
    step,
    setStep,
    file,
    table,
    reading,
    readError,
    chooseFile,
    mapping,
    setMapping,
    dateHint,
    dateOrder,
    setDateOrder,
    validated,
    duplicates,
    setDuplicates,
    progress,
    run,
    start,
    cancel,
    cancelling,
    restart,
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
