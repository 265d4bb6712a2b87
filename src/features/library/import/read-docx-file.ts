// A chosen Word document as HTML, read in its worker (docx.worker.ts), one file per worker.
import type { DocxResponse } from './docx.worker';

/** Rejects when the file is not a readable .docx, or no worker can run (the tests read with read-docx.ts). */
export function readDocxFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') {
      reject(new Error('No worker to read the document'));
      return;
    }
    const worker = new Worker(new URL('./docx.worker.ts', import.meta.url), { type: 'module' });
    const settle = (outcome: () => void) => {
      worker.terminate();
      outcome();
    };
    worker.addEventListener('message', (event: MessageEvent<DocxResponse>) => {
      const response = event.data;
      settle(() => (response.ok ? resolve(response.html) : reject(new Error('Unreadable document'))));
    });
    worker.addEventListener('error', () => settle(() => reject(new Error('The worker did not start'))));
    worker.postMessage(file);
  });
}
