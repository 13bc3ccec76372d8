import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { browserStorage } from '@/dashboard/shared/storage/browser-storage';
import { FieldError } from '@/dashboard/shared/ui/field-error';
import buttonStyles from '@/dashboard/shared/ui/toolbar-button.module.css';
import {
  addView,
  deleteView,
  loadSavedViews,
  parseSavedViews,
  renameView,
  SAVED_VIEWS_STORAGE_KEY,
  type SavedView,
  storeSavedViews,
  type ViewsChange,
} from '../model/saved-views';
import styles from './saved-views-menu.module.css';

export interface SavedViewsMenuProps {
  /** Shows a saved view: its query string becomes the page address (the page reads it as untrusted). */
  onOpen: (search: string) => void;
}

const NOT_STORED = 'Kept for this visit only: this browser refused to store it.';

/** The views saved in this browser, kept in step with other tabs, and the last change's message. */
function useSavedViews() {
  const [views, setViews] = useState<SavedView[]>(() => loadSavedViews(browserStorage()));
  const [status, setStatus] = useState('');

  // Another tab saved, renamed or deleted a view: the list follows.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === SAVED_VIEWS_STORAGE_KEY || event.key === null) setViews(parseSavedViews(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  /** Applies a change to the list and stores it; returns the change's error, if any. */
  const apply = (change: ViewsChange, done: string): string | null => {
    if (change.error !== null) return change.error;
    setViews(change.views);
    setStatus(storeSavedViews(browserStorage(), change.views) ? done : NOT_STORED);
    return null;
  };
  return { views, status, setStatus, apply };
}

/**
 * 'Saved views': names the current view (the page address's every parameter, read when saving) and
 * keeps it in this browser; lists, opens, renames and deletes the saved ones. A panel that opens under
 * its button; Escape closes it and gives the focus back to the button.
 */
export function SavedViewsMenu({ onOpen }: SavedViewsMenuProps) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const { views, status, setStatus, apply } = useSavedViews();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setExpanded(false);
    toggleRef.current?.focus();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.menu}>
      <button
        ref={toggleRef}
        type="button"
        className={buttonStyles.button}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => {
          setExpanded((shown) => !shown);
          setStatus('');
        }}
      >
        Saved views
      </button>
      {/* Not hidden but absent when closed: nothing in it can be reached then. */}
      {expanded && (
        <section className={styles.panel} id={panelId} aria-label="Saved views" onKeyDown={onPanelKeyDown}>
          <SaveForm onSave={(name) => apply(addView(views, name, window.location.search), `Saved '${name.trim()}'.`)} />
          <SavedViewsList
            views={views}
            apply={apply}
            onOpen={(view) => {
              onOpen(view.search);
              close();
            }}
            onDeleted={() => toggleRef.current?.focus()}
          />
          <p className={styles.status} aria-live="polite">
            {status}
          </p>
        </section>
      )}
    </div>
  );
}

interface SavedViewsListProps {
  views: SavedView[];
  apply: (change: ViewsChange, done: string) => string | null;
  onOpen: (view: SavedView) => void;
  /** A deleted view's item is gone: the focus goes elsewhere. */
  onDeleted: () => void;
}

/** The saved views, each with its Rename and Delete, or a line saying there are none. */
function SavedViewsList({ views, apply, onOpen, onDeleted }: SavedViewsListProps) {
  // The view whose Rename button takes the focus back once its renaming ends (its item may be new).
  const [focusRenameOf, setFocusRenameOf] = useState<string | null>(null);
  if (views.length === 0) return <p className={styles.empty}>No saved views yet.</p>;
  return (
    <ul className={styles.list} aria-label="Views saved in this browser">
      {views.map((view) => (
        <SavedViewItem
          key={view.name}
          view={view}
          onOpen={() => onOpen(view)}
          onRename={(name) => {
            const change = renameView(views, view.name, name);
            const error = apply(change, `Renamed to '${name.trim()}'.`);
            if (change.error === null) setFocusRenameOf(change.views[views.indexOf(view)]?.name ?? null);
            return error;
          }}
          onRenameCancelled={() => setFocusRenameOf(view.name)}
          focusRename={focusRenameOf === view.name}
          onFocusTaken={() => setFocusRenameOf(null)}
          onDelete={() => {
            apply({ views: deleteView(views, view.name), error: null }, `Deleted '${view.name}'.`);
            onDeleted();
          }}
        />
      ))}
    </ul>
  );
}

interface NameFieldProps {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  name: string;
  onNameChange: (name: string) => void;
  /** The name's problem, shown under the field and tied to it, until the name is valid. */
  error: string | null;
  submitLabel: string;
  /** Escape in the field: handled here, so the panel does not close. */
  onEscape?: () => void;
}

/** A view's name as typed, with the button that submits it and its error: saving and renaming alike. */
function NameField({ inputId, inputRef, name, onNameChange, error, submitLabel, onEscape }: NameFieldProps) {
  return (
    <>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={inputId}
          value={name}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => onNameChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || onEscape === undefined) return;
            event.preventDefault();
            onEscape();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <button type="submit" className={buttonStyles.button}>
          {submitLabel}
        </button>
      </div>
      {error && <FieldError id={`${inputId}-error`} message={error} />}
    </>
  );
}

/** The name field and Save: the name is checked when saving, and the message stays until it is valid. */
function SaveForm({ onSave }: { onSave: (name: string) => string | null }) {
  const inputId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = onSave(name);
    setError(problem);
    if (problem === null) setName('');
    inputRef.current?.focus();
  };
  return (
    <form className={styles.saveForm} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>Name this view</label>
      <NameField
        inputId={inputId}
        inputRef={inputRef}
        name={name}
        onNameChange={setName}
        error={error}
        submitLabel="Save view"
      />
    </form>
  );
}

interface SavedViewItemProps {
  view: SavedView;
  onOpen: () => void;
  onRename: (name: string) => string | null;
  onRenameCancelled: () => void;
  /** Set when the Rename button is to take the focus (its renaming just ended). */
  focusRename: boolean;
  onFocusTaken: () => void;
  onDelete: () => void;
}

/** One saved view: its name opens it; Rename turns the name into a field (Enter keeps, Escape cancels). */
function SavedViewItem({
  view,
  onOpen,
  onRename,
  onRenameCancelled,
  focusRename,
  onFocusTaken,
  onDelete,
}: SavedViewItemProps) {
  const [renaming, setRenaming] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusRename || renaming) return;
    renameRef.current?.focus();
    onFocusTaken();
  }, [focusRename, renaming, onFocusTaken]);

  if (renaming) {
    return (
      <li className={styles.item}>
        <RenameForm
          view={view}
          onRename={(name) => {
            const problem = onRename(name);
            if (problem === null) setRenaming(false);
            return problem;
          }}
          onCancel={() => {
            setRenaming(false);
            onRenameCancelled();
          }}
        />
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <button type="button" className={styles.open} onClick={onOpen} title="Open this view">
        {view.name}
      </button>
      <button
        ref={renameRef}
        type="button"
        className={buttonStyles.button}
        aria-label={`Rename ${view.name}`}
        onClick={() => setRenaming(true)}
      >
        Rename
      </button>
      <button type="button" className={buttonStyles.button} aria-label={`Delete ${view.name}`} onClick={onDelete}>
        Delete
      </button>
    </li>
  );
}

interface RenameFormProps {
  view: SavedView;
  /** Returns the new name's problem, or null once renamed. */
  onRename: (name: string) => string | null;
  /** Escape: the renaming is cancelled, and the panel stays open. */
  onCancel: () => void;
}

/** A saved view's name as a field, selected when it opens: Enter keeps the new name, Escape cancels. */
function RenameForm({ view, onRename, onCancel }: RenameFormProps) {
  const inputId = useId();
  const [name, setName] = useState(view.name);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onRename(name));
  };
  return (
    <form className={styles.renameForm} onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={inputId}>
        New name for {view.name}
      </label>
      <NameField
        inputId={inputId}
        inputRef={inputRef}
        name={name}
        onNameChange={setName}
        error={error}
        submitLabel="Keep name"
        onEscape={onCancel}
      />
    </form>
  );
}
