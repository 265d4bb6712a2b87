// Reads a chosen .docx into HTML off the page (read-docx.ts): mammoth and its zip reader are
// CommonJS, and bundled into the page they would move the bundler's module helpers into a
// chunk of their own that every page then loads. A worker is built apart, helpers and all.
import { readDocx } from './read-docx';

export type DocxResponse = { ok: true; html: string } | { ok: false };

addEventListener('message', (event: MessageEvent<File>) => {
  event.data
    .arrayBuffer()
    .then(readDocx)
    .then(
      (html) => postMessage({ ok: true, html } satisfies DocxResponse),
      () => postMessage({ ok: false } satisfies DocxResponse),
    );
});
