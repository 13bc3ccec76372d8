import { useEffect, useId, useRef, useState } from 'react';
import { PROJECT_NAME_DEBOUNCE_MS } from '@/dashboard/shared/metrics/filters';
import { Card } from '@/dashboard/shared/ui/card';
import formStyles from '@/dashboard/shared/ui/form.module.css';
import { stripWhitespaceInPlace } from './filter-panel';
import styles from './filter-panel.module.css';

/**
 * The 'Filter by project' panel: whitespace is stripped as the user types, and the text reaches
 * `onFilterChange` 1 s after typing stops (or at once on Enter), so the page is not re-derived per key.
 * The input shows what is typed; when the applied `value` changes from outside (Back, Forward) it
 * shows that instead.
 */
export function ProjectFilter({
  onFilterChange,
  value = '',
}: {
  onFilterChange: (projectName: string) => void;
  /** The applied text (the page address's filter). */
  value?: string;
}) {
  const ids = useId();
  // The typed text, and the applied text it was typed against (or last passed on).
  const [draft, setDraft] = useState({ text: value, applied: value });
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  if (value !== draft.applied) setDraft({ text: value, applied: value });
  // A text still waiting for its second is dropped when another one is applied from outside.
  const passed = useRef(value);
  useEffect(() => {
    if (value !== passed.current) clearTimeout(pending.current);
    passed.current = value;
  }, [value]);
  const projectName = draft.text;
  const passOn = (text: string) => {
    passed.current = text;
    setDraft({ text, applied: text });
    onFilterChange(text);
  };

  return (
    <Card title="Filter by project" id="filter-by-project">
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(pending.current);
          passOn(projectName);
        }}
      >
        <div className={`${formStyles.field} ${styles.field}`}>
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
              setDraft((current) => ({ ...current, text: typed }));
              clearTimeout(pending.current);
              pending.current = setTimeout(() => passOn(typed), PROJECT_NAME_DEBOUNCE_MS);
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
