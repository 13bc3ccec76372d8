import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './worklist.module.css';

/**
 * A panel the worklist opens above its list (the advisory, the ticket form, the accept-risk form):
 * a region named by its heading, which takes the focus when it opens; Escape or Close closes it, and
 * the focus goes back to the control that opened it (when it is still on the page).
 */
export function PanelFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    const opener = document.activeElement;
    heading.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <section
      className={styles.advisory}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.advisoryHeader}>
        <h3 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h3>
        <button type="button" className={styles.chip} onClick={onClose}>
          Close
        </button>
      </div>
      {children}
    </section>
  );
}
