// Development only: lists the mock scenarios at the bottom-right of the page. Each entry is a plain
// link to this page with `?scenario=NAME`, so choosing one reloads the page (a fresh session and
// cache). A real button opens the list (after it in tab order, drawn above it); Escape closes it. Render it under `import.meta.env.DEV`.
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { DEV_SCENARIOS, type DevScenarioName, readDevScenario, scenarioHref } from './dev-scenarios';
import styles from './dev-toolbar.module.css';

export interface DevToolbarProps {
  /** The active scenario; read from the page address and the tab's memory when left out. */
  current?: DevScenarioName;
  /** The page address the links are built from; defaults to the current one. */
  currentHref?: string;
}

export function DevToolbar({ current, currentHref = window.location.href }: DevToolbarProps) {
  const active = current ?? readDevScenario(new URL(currentHref).search, sessionStorageOrUndefined());
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside className={styles.toolbar} aria-label="Mock scenarios (development only)" onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Mock scenario: <strong>{active}</strong>
      </button>
      <ul className={styles.list} id={listId} hidden={!open}>
        {DEV_SCENARIOS.map((scenario) => (
          <li key={scenario.name}>
            <a
              className={styles.link}
              href={scenarioHref(scenario.name, currentHref)}
              aria-current={scenario.name === active ? 'true' : undefined}
            >
              <span className={styles.name}>{scenario.name}</span>
              <span className={styles.description}>{scenario.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
