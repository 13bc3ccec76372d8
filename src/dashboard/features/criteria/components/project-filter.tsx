import { useEffect, useId, useRef, useState } from 'react';
import { PROJECT_NAME_DEBOUNCE_MS } from '@/dashboard/shared/metrics/filters';
import { Card } from '@/dashboard/shared/ui/card';
import { stripWhitespaceInPlace } from './filter-panel';
import styles from './filter-panel.module.css';

/**
 * The 'Filter by project' panel: whitespace is stripped as the user types, and the text reaches
 * `onFilterChange` 1 s after typing stops (or at once on Enter), so the page is not re-derived per key.
 */
export function ProjectFilter({
  onFilterChange,
  initialValue = '',
}: {
  onFilterChange: (projectName: string) => void;
  /** The text the input starts with (the page address's filter). */
  initialValue?: string;
}) {
  const ids = useId();
  const [projectName, setProjectName] = useState(initialValue);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  return (
    <Card title="Filter by project" id="filter-by-project">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(pending.current);
          onFilterChange(projectName);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${ids}-project-name`}>Project name</label>
          <input
            id={`${ids}-project-name`}
            type="search"
            spellCheck={false}
            aria-describedby={`${ids}-project-name-hint`}
            value={projectName}
            onChange={(event) => {
              stripWhitespaceInPlace(event.currentTarget);
              const typed = event.currentTarget.value;
              setProjectName(typed);
              clearTimeout(pending.current);
              pending.current = setTimeout(() => onFilterChange(typed), PROJECT_NAME_DEBOUNCE_MS);
            }}
          />
          <p className={styles.hint} id={`${ids}-project-name-hint`}>
            Keeps the projects whose URL contains this text.
          </p>
        </div>
      </form>
    </Card>
  );
}
