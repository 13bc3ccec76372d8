import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';

/**
 * The export button of a Remediation table: the file is named after the account, the table and the
 * criteria, like the projects export. Shown only inside the dashboard page, which names the files.
 */
export function RemediationCsvExport({ label, what, csv }: { label: string; what: string; csv: () => string }) {
  const naming = useExportNaming();
  if (naming === null) return null;
  return (
    <CsvExportButton
      label={label}
      build={() => ({ fileName: exportFileName(naming, `remediation-${what}`), csv: csv() })}
    />
  );
}
