/**
 * Saving a report as a CSV file in the browser: UTF-8 with a byte order mark (so spreadsheet
 * programs read ₱ and Tagalog right), through a temporary object URL and a download link.
 */

/** The byte order mark spreadsheet programs look for to read a CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** The file's content as a Blob: the BOM, then the CSV. */
export function csvBlobOf(csv: string): Blob {
  return new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** Starts the download of `csv` as `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(csvBlobOf(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
