// The import's worker: reading and parsing a 10 MB workbook takes seconds, which on the
// page would freeze it. parse-file.ts starts it, one file per worker.
import { FILE_UNREADABLE, ImportFileError, readTable, type FileTable } from './read-file';

export interface ParseRequest {
  file: File;
  sheet?: string;
}

export type ParseResponse = { ok: true; table: FileTable } | { ok: false; message: string };

addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const answer = (response: ParseResponse) => postMessage(response);
  readTable(event.data.file, event.data.sheet).then(
    (table) => answer({ ok: true, table }),
    (error: unknown) =>
      answer({ ok: false, message: error instanceof ImportFileError ? error.message : FILE_UNREADABLE }),
  );
});
