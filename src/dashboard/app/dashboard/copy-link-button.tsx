import { useEffect, useState } from 'react';
import buttonStyles from '@/dashboard/shared/ui/toolbar-button.module.css';
import styles from './share-toolbar.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long 'Link copied' stays beside the button. */
const COPY_STATUS_MS = 3_000;

const STATUS_TEXT: Readonly<Record<Exclude<CopyState, 'idle'>, string>> = {
  copied: 'Link copied',
  failed: 'Could not copy: copy the address bar instead',
};

/** Copies the address of the current view (criteria, filter, sort, open project and scan). */
export function CopyLinkButton() {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_STATUS_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(window.location.href);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button type="button" className={buttonStyles.button} onClick={copy}>
        Copy link
      </button>
      <span
        className={`${styles.status} ${state === 'failed' ? styles.statusFailed : ''}`}
        // Not role="status": that role marks the page's loading indicators.
        aria-live="polite"
      >
        {state === 'idle' ? '' : STATUS_TEXT[state]}
      </span>
    </>
  );
}
