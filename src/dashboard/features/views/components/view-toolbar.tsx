import { CopyLinkButton } from './copy-link-button';
import { CsvExportButton, type CsvFile } from './csv-export-button';
import styles from './views.module.css';

/** Share and take away the view: copy its link, export the projects as CSV, print it. Hidden in print. */
export function ViewToolbar({ exportProjects }: { exportProjects: (() => CsvFile) | null }) {
  return (
    <div className={styles.toolbar}>
      <CopyLinkButton />
      {exportProjects && <CsvExportButton label="Export projects (CSV)" build={exportProjects} />}
      <button type="button" className={styles.button} onClick={() => window.print()}>
        Print
      </button>
    </div>
  );
}
