// What the tender page takes from the library, in one module so that it loads as one chunk
// with the Requirements tab (the library's model then stays out of the chunk shared by three
// screens, which the /app shell loads).
export { default as DownloadResponseButton } from './download-response-button';
export { default as RequirementAnswers } from './requirement-answers';
