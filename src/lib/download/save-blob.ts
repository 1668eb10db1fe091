/** Hands bytes to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click the browser holds its own reference to the bytes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
