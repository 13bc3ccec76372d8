import { createContext, useContext } from 'react';
import type { ExportNaming } from './export-file-name';

/**
 * How the dashboard page names exported files (account, criteria, filter), given to every export
 * button below it without threading it through each section.
 */
export const ExportNamingContext = createContext<ExportNaming | null>(null);

/** The page's naming; null outside the page, where export buttons are not shown. */
export function useExportNaming(): ExportNaming | null {
  return useContext(ExportNamingContext);
}
