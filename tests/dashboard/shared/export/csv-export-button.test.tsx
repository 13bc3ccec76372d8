import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CsvExportButton } from '@/dashboard/shared/export/csv-export-button';
import { captureDownloads } from '../../support/downloads';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CsvExportButton', () => {
  it('saves a file built in the click, and one handed over later', async () => {
    const { blobs, names } = captureDownloads();
    const user = userEvent.setup();
    const { rerender } = render(
      <CsvExportButton label="Export CSV" build={() => ({ fileName: 'now.csv', csv: 'a\r\n' })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(names).toEqual(['now.csv']);
    rerender(<CsvExportButton label="Export CSV" build={async () => ({ fileName: 'later.csv', csv: 'b\r\n' })} />);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(names).toEqual(['now.csv', 'later.csv']));
    expect(await blobs[1]?.text()).toBe('b\r\n');
  });

  it('says when a file handed over later could not be made, and clears it on the next try', async () => {
    const { names } = captureDownloads();
    const user = userEvent.setup();
    let attempt = 0;
    render(
      <CsvExportButton
        label="Export CSV"
        build={() => {
          attempt += 1;
          return attempt === 1 ? Promise.reject(new Error('worker gone')) : { fileName: 'ok.csv', csv: '' };
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The CSV file could not be made. Try again.');
    expect(names).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names).toEqual(['ok.csv']);
  });
});
