import styles from './chart-skeleton.module.css';

/** Holds the chart's place while its code loads, so the layout does not jump. */
export function ChartSkeleton({ height }: { height: number }) {
  return (
    <div className={styles.skeleton} style={{ height }} role="status">
      <span className="visually-hidden">Loading chart...</span>
    </div>
  );
}
