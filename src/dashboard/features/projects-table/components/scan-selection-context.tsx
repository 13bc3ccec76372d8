import { createContext, useContext } from 'react';

/**
 * The opened scan of the expanded project, when the page keeps it (in its address) rather than the
 * expanded project itself.
 */
export interface ScanSelection {
  /** The address of the opened scan of the expanded project (`scanAddress`), or null. */
  readonly selectedScan: string | null;
  /** Opens a scan by its address (null: back to the list). */
  readonly selectScan: (address: string | null) => void;
  /** Drops an opened scan the project turned out not to have, as the address's correction (no new history entry). */
  readonly dropUnknownScan: () => void;
}

export const ScanSelectionContext = createContext<ScanSelection | null>(null);

/** The page's scan selection; null outside the page (the expanded project then keeps its own). */
export function useScanSelection(): ScanSelection | null {
  return useContext(ScanSelectionContext);
}
