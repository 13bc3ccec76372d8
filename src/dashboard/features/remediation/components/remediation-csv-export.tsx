import { CsvExportButton } from '@/dashboard/features/views/components/csv-export-button';
import { useSharedViewContext } from '@/dashboard/features/views/components/shared-view-context';
import { exportFileName } from '@/dashboard/features/views/model/export-file-name';

/**
 * The export button of a Remediation table: the file is named after the account, the table and the
 * criteria, like the projects export. Shown only inside the dashboard page, which names the files.
 */
export function RemediationCsvExport({ label, what, csv }: { label: string; what: string; csv: () => string }) {
  const shared = useSharedViewContext();
  if (shared === null) return null;
  return (
    <CsvExportButton
      label={label}
      build={() => ({ fileName: exportFileName(shared.exportNaming, `remediation-${what}`), csv: csv() })}
    />
  );
}
