// jsdom ships no types (and @types/jsdom is not a dependency): the little the documents
// suite uses, a window whose XMLHttpRequest and Blob stand in for the browser's.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
