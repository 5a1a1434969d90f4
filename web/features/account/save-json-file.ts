/** Offers `data` to the browser as a JSON file download (a Blob behind a temporary object URL). */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let the download start first.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
