import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** A message box; errors are announced at once by screen readers (role alert). */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
