import { useState } from 'react';
import { DownloadIcon } from '@/dashboard/shared/ui/icons';
import styles from '@/dashboard/shared/ui/toolbar-button.module.css';
import { downloadCsv } from './download-csv';

export interface CsvFile {
  readonly fileName: string;
  readonly csv: string;
}

/**
 * A button that saves a table as CSV. The file is built on click, from every row (not only those
 * drawn on screen), so an idle page pays nothing for it; a table whose rows are elsewhere (the
 * worklist's, in the metrics worker) builds it there and hands it over when ready, and says so
 * when it cannot.
 */
export function CsvExportButton({ label, build }: { label: string; build: () => CsvFile | Promise<CsvFile> }) {
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setFailed(false);
          const file = build();
          const save = ({ fileName, csv }: CsvFile) => downloadCsv(fileName, csv);
          // A file at hand is saved in the click itself, as the browser expects of a download.
          if (file instanceof Promise) file.then(save, () => setFailed(true));
          else save(file);
        }}
      >
        <DownloadIcon size={14} />
        {label}
      </button>
      {failed && <span role="alert">The CSV file could not be made. Try again.</span>}
    </>
  );
}
