/** Saves `text` as a file through the browser's download, without a round trip to the server. */
export function downloadTextFile(
  fileName: string,
  text: string,
  type = 'text/plain;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; free it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
