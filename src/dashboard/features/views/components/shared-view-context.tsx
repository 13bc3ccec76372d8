import { createContext, useContext } from 'react';
import type { ExportNaming } from '../model/export-file-name';

/**
 * What the expanded project reads from the page's view without threading it through the table:
 * the opened scan (kept in the address) and how exported files are named.
 */
export interface SharedViewContextValue {
  /** The reportUUID of the opened scan of the expanded project, or null. */
  readonly selectedScan: string | null;
  /** Opens a scan by its reportUUID (null: back to the list); a history entry. */
  readonly selectScan: (reportUUID: string | null) => void;
  readonly exportNaming: ExportNaming;
}

export const SharedViewContext = createContext<SharedViewContextValue | null>(null);

/** The page's shared view; null outside the page (a component rendered on its own keeps its own state). */
export function useSharedViewContext(): SharedViewContextValue | null {
  return useContext(SharedViewContext);
}
