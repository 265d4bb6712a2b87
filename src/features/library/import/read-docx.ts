// A .docx file's body as HTML, by mammoth. Runs in the import's docx worker (docx.worker.ts),
// which starts only when a Word document is chosen: mammoth stays out of every page chunk.
import mammoth from 'mammoth';

/** The document's body as HTML: headings, paragraphs, lists, tables, bold, italics and links; pictures left out. */
export async function readDocx(bytes: ArrayBuffer): Promise<string> {
  // The browser build reads `arrayBuffer`, Node's (the tests) `buffer`: both take an ArrayBuffer.
  const input = { arrayBuffer: bytes, buffer: bytes } as unknown as { arrayBuffer: ArrayBuffer };
  const result = await mammoth.convertToHtml(input, {
    convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
  });
  return result.value;
}
