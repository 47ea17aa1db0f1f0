import { describe, expect, it, vi } from 'vitest';
import { UTF8_BOM, csvBlobOf, downloadCsv } from './csv-download';

const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('CSV download', () => {
  it('is UTF-8 text starting with a byte order mark', async () => {
    const blob = csvBlobOf('Username\r\njuan\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFUsername\r\njuan\r\n',
    );
    expect(UTF8_BOM).toBe('\uFEFF');
  });

  it('clicks a download link named after the file', () => {
    const created = vi.fn<(blob: Blob) => string>(() => 'blob:report');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('team-betting-2026-11-01_2026-11-25.csv');
      expect(this.getAttribute('href')).toBe('blob:report');
    });
    downloadCsv('team-betting-2026-11-01_2026-11-25.csv', 'a,b\r\n');
    expect(click).toHaveBeenCalledOnce();
    expect(created.mock.calls[0]?.[0].size).toBe(3 + 5);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
