import { exportFileName } from './settings-api';

describe('exportFileName', () => {
  it("takes the server's dated name from Content-Disposition", () => {
    expect(exportFileName('attachment; filename="account-data-2026-01-10.json"')).toBe('account-data-2026-01-10.json');
    expect(exportFileName("attachment; filename*=UTF-8''account-data-2026-01-10.json")).toBe('account-data-2026-01-10.json');
  });

  it("falls back to today's date, and never takes a path", () => {
    const today = new Date('2026-03-04T10:00:00Z');
    expect(exportFileName(null, today)).toBe('account-data-2026-03-04.json');
    expect(exportFileName('attachment; filename="../../etc/passwd"', today)).toBe('account-data-2026-03-04.json');
  });
});
