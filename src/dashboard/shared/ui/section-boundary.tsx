import { Component, createContext, type ReactNode, useContext } from 'react';
import styles from './section-boundary.module.css';

export const SECTION_FAILED_MESSAGE = 'This section could not be shown';

interface SectionBoundaryProps {
  /** What the section is, for screen readers: 'Account summary', 'Projects'... */
  label: string;
  /** A new value (new data) lets the section try again by itself; the nearest SectionResetKey's when not given. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * The reset key of every SectionBoundary below that has none of its own: a page that draws its
 * sections from one piece of data says so once, around them all.
 */
export const SectionResetKey = createContext<unknown>(undefined);

interface SectionBoundaryState {
  failed: boolean;
}

/**
 * One section of the page behind its own error boundary: a section that throws while it draws
 * shows a short message with a retry button in its place, and the rest of the page stays. The
 * error itself is not shown: it may carry what the server sent. A small class component, because
 * only a class can catch a render error, and one this size needs no library.
 */
class Boundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false };

  static getDerivedStateFromError(): SectionBoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: SectionBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.failed} aria-label={this.props.label}>
        <p className={styles.message}>{SECTION_FAILED_MESSAGE}</p>
        <button type="button" className={styles.retry} onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </section>
    );
  }
}

/** See Boundary: a section behind its own error boundary, reset by its own key or the nearest SectionResetKey. */
export function SectionBoundary({ label, resetKey, children }: SectionBoundaryProps) {
  const sharedResetKey = useContext(SectionResetKey);
  return (
    <Boundary label={label} resetKey={resetKey === undefined ? sharedResetKey : resetKey}>
      {children}
    </Boundary>
  );
}
