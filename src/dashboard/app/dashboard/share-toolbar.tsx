import { CsvExportButton, type CsvFile } from '@/dashboard/shared/export/csv-export-button';
import buttonStyles from '@/dashboard/shared/ui/toolbar-button.module.css';
import { CopyLinkButton } from './copy-link-button';
import styles from './share-toolbar.module.css';

/** Share and take away the view: copy its link, export the projects as CSV, print it. Hidden in print. */
export function ShareToolbar({ exportProjects }: { exportProjects: (() => CsvFile) | null }) {
  return (
    <div className={styles.toolbar}>
      <CopyLinkButton />
      {exportProjects && <CsvExportButton label="Export projects (CSV)" build={exportProjects} />}
      <button type="button" className={buttonStyles.button} onClick={() => window.print()}>
        Print
      </button>
    </div>
  );
}
