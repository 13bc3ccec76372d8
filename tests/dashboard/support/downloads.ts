import { vi } from 'vitest';

/** How the dashboard page names exports, as the export buttons see it: account Acme, one month. */
export const EXPORT_NAMING = { account: 'Acme', criteria: { startDate: '2026-10-21', endDate: '2026-11-21' } };

/** Catches the files the page saves: each file's contents and its name, in order. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}
