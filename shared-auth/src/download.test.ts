import { fileNameOf } from './download';

describe('the name of a downloaded file', () => {
  it('reads Content-Disposition, the encoded name first', () => {
    expect(fileNameOf('attachment; filename="stagiaires_12.xlsx"')).toBe('stagiaires_12.xlsx');
    expect(fileNameOf('attachment; filename=f12-convocations-2026-01-12.pdf')).toBe('f12-convocations-2026-01-12.pdf');
    expect(fileNameOf("attachment; filename=\"a.pdf\"; filename*=UTF-8''f12-l%C3%A9a.pdf")).toBe('f12-léa.pdf');
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
