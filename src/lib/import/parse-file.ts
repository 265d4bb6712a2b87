// The chosen file's table, read in a worker: unpacking and parsing a 10 MB workbook takes
// seconds, and the page must stay responsive meanwhile.
import type { ParseRequest, ParseResponse } from './parse.worker';
import { ImportFileError } from './file-errors';
import type { FileTable } from './read-file';

// The parsers load on the page only where no worker can run them.
const readOnPage = (file: File, sheet?: string) =>
  import('./read-file').then(({ readTable }) => readTable(file, sheet));

/**
 * The file as a table (read-file.ts' readTable), in a worker where there is one; on the
 * page in tests (Node, jsdom) or when the worker fails to start. Rejects only with an
 * ImportFileError, whose message is for the user.
 */
export function parseFile(file: File, sheet?: string): Promise<FileTable> {
  if (typeof Worker === 'undefined') return readOnPage(file, sheet);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    const settle = (outcome: () => void) => {
      worker.terminate();
      outcome();
    };
    worker.addEventListener('message', (event: MessageEvent<ParseResponse>) => {
      const response = event.data;
      settle(() => (response.ok ? resolve(response.table) : reject(new ImportFileError(response.message))));
    });
    const readOnThePage = () => settle(() => readOnPage(file, sheet).then(resolve, reject));
    worker.addEventListener('error', readOnThePage);
    worker.addEventListener('messageerror', readOnThePage);
    worker.postMessage({ file, sheet } satisfies ParseRequest);
  });
}
