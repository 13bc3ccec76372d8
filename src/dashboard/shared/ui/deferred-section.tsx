import { createContext, type ReactNode, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/dashboard/shared/charts/use-near-viewport';
import styles from './deferred-section.module.css';
import { PageSection } from './page-section';

export interface DeferredSectionProps {
  /** The section's heading: its place shows it until the section mounts (a reader, or a link, finds it there). */
  readonly title: string;
  /** The height its place holds, as a CSS length: about the section's own, so the page does not jump. */
  readonly placeholderHeight: string;
  /** Mount at once, wherever it is: the address opens something inside it (a shared view of it). */
  readonly mountNow?: boolean;
  readonly children: ReactNode;
}

/** The height the nearest DeferredSection's place holds, for its section's own waiting states. */
const HeldHeight = createContext<string | undefined>(undefined);

/**
 * A section below the fold that mounts only when it is wanted, so that a first visit does not pay
 * for what nobody has scrolled to (its code, its data and its derivations included): when it comes
 * within a window's height of the window, when the page is printed, when the keyboard reaches its
 * place (a tab stop, which keeps the focus as the section mounts, so the next Tab goes into it), or
 * when the address asks for it (`mountNow`). Once mounted it stays. Until then its place holds its
 * heading and about its height, and so does everything up to its first drawing: its code loading
 * (the Suspense fallback), its data (`HeldSection`). A place that shrank while the window shows the
 * page's foot would scroll the whole page under the pointer, and a click pressed on a row above
 * would be released elsewhere. Where IntersectionObserver is missing it mounts at once.
 */
export function DeferredSection({ title, placeholderHeight, mountNow = false, children }: DeferredSectionProps) {
  const place = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(mountNow);
  const [byKeyboard, setByKeyboard] = useState(false);
  const near = useNearViewport(place, !wanted, SECTION_MARGIN);
  if (mountNow && !wanted) setWanted(true);
  const shown = wanted || near;
  useEffect(() => {
    const target = place.current;
    if (shown || !target) return;
    const reached = () => {
      setByKeyboard(true);
      setWanted(true);
    };
    target.addEventListener('focus', reached);
    return () => target.removeEventListener('focus', reached);
  }, [shown]);
  const held = <HeldSection title={title} />;
  return (
    <HeldHeight value={placeholderHeight}>
      {/* A tab stop while it waits; mounted by the keyboard, it keeps the focus (not a tab stop any more). */}
      <div ref={place} tabIndex={shown ? (byKeyboard ? -1 : undefined) : 0}>
        {shown ? <Suspense fallback={held}>{children}</Suspense> : held}
      </div>
    </HeldHeight>
  );
}

/**
 * A deferred section's place while it has nothing to draw: before it mounts, while its code loads,
 * and while its data is on its way. Its heading over the height its DeferredSection holds, with
 * what it says meanwhile (a spinner).
 */
export function HeldSection({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageSection title={title} busy>
      <div className={styles.held} style={{ minHeight: useContext(HeldHeight) }}>
        {children}
      </div>
    </PageSection>
  );
}

/**
 * A window's height ahead, as for the charts: a reader scrolling at any usual pace finds the section
 * there, while on a desktop window the sections below the projects table wait (two windows reached
 * the worklist under the table, and its short loading state then pulled Remediation in too).
 */
const SECTION_MARGIN = '100% 0px';
