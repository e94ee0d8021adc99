/**
 * Hands a file the API answered to the browser as a download named `fileName`. Files are fetched
 * through `api()` (a mutation the person starts) rather than followed as plain links, so a lapsed
 * 15-minute sign-in is renewed first.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
