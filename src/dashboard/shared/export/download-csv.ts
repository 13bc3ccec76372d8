// The browser side of a CSV export: the text becomes a file the browser saves under the given name.

/** Excel reads a file as UTF-8 only when it starts with a byte order mark; other tools skip it. */
const BYTE_ORDER_MARK = '\uFEFF';

const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';

/** Saves `csv` as `fileName` through a temporary link; nothing leaves the page. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([BYTE_ORDER_MARK, csv], { type: CSV_MEDIA_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Later, not at once: some browsers read the file after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
