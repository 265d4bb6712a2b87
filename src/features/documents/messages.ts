// The documents feature's words, apart from its schemas (model.ts), so that reading its data
// (api/queries.ts) does not load zod.
export const documentMessages = {
  uploaded: (name: string) => `${name} uploaded`,
  renamed: 'Document renamed',
  deleted: 'Document deleted',
  uploadFailed: 'The upload failed. Try again.',
  renameFailed: 'Failed to rename the document',
  deleteFailed: 'Failed to delete the document',
  openFailed: 'Failed to open the document',
  loadFailed: 'Failed to load the documents. Please try again later.',
  exists: 'A document with this name already exists',
  noExtension: 'This file has no extension, so its name cannot end in one',
} as const;
