import { DownloadIcon } from '@/dashboard/shared/ui/icons';
import styles from '@/dashboard/shared/ui/toolbar-button.module.css';
import { downloadCsv } from './download-csv';

export interface CsvFile {
  readonly fileName: string;
  readonly csv: string;
}

/**
 * A button that saves a table as CSV. The file is built on click, from every row (not only those
 * drawn on screen), so an idle page pays nothing for it.
 */
export function CsvExportButton({ label, build }: { label: string; build: () => CsvFile }) {
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        const { fileName, csv } = build();
        downloadCsv(fileName, csv);
      }}
    >
      <DownloadIcon size={14} />
      {label}
    </button>
  );
}
