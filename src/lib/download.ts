/** Saves text (or a Blob) as a file through a temporary object URL (no server round trip). */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked only once the browser has surely started the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
