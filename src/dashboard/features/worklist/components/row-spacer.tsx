import styles from './worklist.module.css';

/** Stands in for the rows outside the window, so the scrollbar reflects the whole list. */
export function RowSpacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={columns} className={styles.spacer} style={{ height }} />
      </tr>
    </tbody>
  );
}
