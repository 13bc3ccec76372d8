import styles from './metrics-page.module.css';
import type { PageTab } from './model/page-address';

const TABS: readonly { tab: PageTab; label: string }[] = [
  { tab: 'overview', label: 'Overview' },
  { tab: 'teams', label: 'Compare teams' },
];

/** The Metrics section's tab, Overview or the teams side by side: two toggle buttons, the choice in the address (`view`). */
export function TabSwitch({ tab, onChange }: { tab: PageTab; onChange: (tab: PageTab) => void }) {
  return (
    <fieldset className={styles.tabSwitch}>
      <legend className="visually-hidden">View</legend>
      {TABS.map((entry) => (
        <button
          key={entry.tab}
          type="button"
          className={styles.tabButton}
          aria-pressed={tab === entry.tab}
          onClick={() => {
            if (tab !== entry.tab) onChange(entry.tab);
          }}
        >
          {entry.label}
        </button>
      ))}
    </fieldset>
  );
}
