import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { exportFileName } from '@/dashboard/shared/export/export-file-name';
import { useExportNaming } from '@/dashboard/shared/export/export-naming-context';
import { SEVERITIES } from '@/dashboard/shared/metrics/severity';
import { WORKLIST_STATUSES } from '../model/derive-worklist';
import type { WorklistListing } from '../model/worklist-listing';
import {
  EPSS_THRESHOLDS,
  toggled,
  WORKLIST_ORDER_LABELS,
  WORKLIST_STATUS_LABELS,
  type WorklistGrouping,
  type WorklistOrder,
  type WorklistView,
} from '../model/worklist-view';
import styles from './worklist.module.css';

export interface WorklistToolbarProps {
  listing: WorklistListing;
  view: WorklistView;
  onViewChange: (next: WorklistView) => void;
  /** The CSV of every row (or group) the view keeps. */
  csv: () => Promise<string>;
}

const GROUPINGS: readonly { value: WorklistGrouping; label: string }[] = [
  { value: 'project', label: 'By project' },
  { value: 'vuln', label: 'By vulnerability' },
];

const ORDERS: readonly { value: WorklistOrder; label: string }[] = (['important', 'late'] as const).map((value) => ({
  value,
  label: WORKLIST_ORDER_LABELS[value],
}));

const countText = (shown: number, total: number) =>
  shown === total
    ? `${total.toLocaleString('en-US')} open ${total === 1 ? 'vulnerability' : 'vulnerabilities'}`
    : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} open vulnerabilities`;

const vulnerabilitiesText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'vulnerability' : 'vulnerabilities'}`;

/** The worklist's grouping, order, filters, count and export; the exploitation ones only with such data. */
export function WorklistToolbar({ listing, view, onViewChange, csv }: WorklistToolbarProps) {
  const { exploitation, groupCount } = listing;
  return (
    <div className={styles.toolbar}>
      <Chips
        legend="Show"
        choices={GROUPINGS}
        isOn={(group) => view.group === group}
        onPick={(group) => {
          if (view.group !== group) onViewChange({ ...view, group });
        }}
      />
      {exploitation && (
        <Chips
          legend="Order"
          choices={ORDERS}
          isOn={(order) => view.sort === null && listing.order === order}
          onPick={(order) => onViewChange({ ...view, order, sort: null })}
        />
      )}
      <Chips
        legend="Severity"
        choices={SEVERITIES.map((value) => ({ value, label: value }))}
        isOn={(severity) => view.severities.includes(severity)}
        onPick={(severity) => onViewChange({ ...view, severities: toggled(view.severities, severity) })}
      />
      <Chips
        legend="Status"
        choices={WORKLIST_STATUSES.map((value) => ({ value, label: WORKLIST_STATUS_LABELS[value] }))}
        isOn={(status) => view.statuses.includes(status)}
        onPick={(status) => onViewChange({ ...view, statuses: toggled(view.statuses, status) })}
      />
      {exploitation && <ExploitationFilters view={view} onViewChange={onViewChange} />}
      <div className={styles.actions}>
        <output className={styles.count} aria-live="polite">
          {countText(listing.shown, listing.total)}
          {groupCount !== null && ` in ${vulnerabilitiesText(groupCount)}`}
        </output>
        <ExportButton grouped={view.group === 'vuln'} csv={csv} />
      </div>
    </div>
  );
}

/** A row of toggle chips under a legend; a chip's state is aria-pressed. */
function Chips<Value extends string>({
  legend,
  choices,
  isOn,
  onPick,
}: {
  legend: string;
  choices: readonly { value: Value; label: string }[];
  isOn: (value: Value) => boolean;
  onPick: (value: Value) => void;
}) {
  return (
    <fieldset className={styles.filter}>
      <legend>{legend}</legend>
      {choices.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className={styles.chip}
          aria-pressed={isOn(value)}
          onClick={() => onPick(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}

/** *Exploited (KEV)* and *EPSS at least …*. */
function ExploitationFilters({ view, onViewChange }: Pick<WorklistToolbarProps, 'view' | 'onViewChange'>) {
  return (
    <fieldset className={styles.filter}>
      <legend>Exploitation</legend>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={view.kev}
        onClick={() => onViewChange({ ...view, kev: !view.kev })}
      >
        Exploited (KEV)
      </button>
      <label className={styles.epssFilter}>
        EPSS at least
        <select
          value={view.minEpss === null ? '' : String(view.minEpss)}
          onChange={(event) =>
            onViewChange({ ...view, minEpss: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">any</option>
          {EPSS_THRESHOLDS.map((percent) => (
            <option key={percent} value={String(percent)}>{`${percent}%`}</option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

function ExportButton({ grouped, csv }: { grouped: boolean; csv: () => Promise<string> }) {
  const naming = useExportNaming();
  if (!naming) return null;
  return (
    <CsvExportButton
      label="Export CSV"
      build={async () => ({
        fileName: exportFileName(naming, grouped ? 'open-vulnerabilities-by-vulnerability' : 'open-vulnerabilities'),
        csv: await csv(),
      })}
    />
  );
}
