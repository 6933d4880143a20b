import { documentFiles, fileNameOf } from './download';

describe('the name of a downloaded file', () => {
  it('reads Content-Disposition, the encoded name first', () => {
    expect(fileNameOf('attachment; filename="stagiaires_12.xlsx"')).toBe('stagiaires_12.xlsx');
    expect(fileNameOf('attachment; filename=f12-convocations-2026-01-12.pdf')).toBe('f12-convocations-2026-01-12.pdf');
    expect(fileNameOf("attachment; filename=\"a.pdf\"; filename*=UTF-8''f12-l%C3%A9a.pdf")).toBe('f12-léa.pdf');
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('the files of a training', () => {
  // 2 March 2026, 08:00 in Paris; 23:30 UTC on 1 March would still be the 2nd there.
  const training = { id: 31, title: 'Droit du travail : les bases du contrat', start_date: '2026-03-01T23:30:00.000Z' };

  it('reads each document at the path of the API', () => {
    expect(documentFiles.convocation(training, 9, 'Léa Fischer').path).toBe('trainings/31/convocation/9');
    expect(documentFiles.certificate(training, 9, 'Léa Fischer').path).toBe('certificate/31/9');
    expect(documentFiles.convocations(training).path).toBe('trainings/31/convocations');
    expect(documentFiles.certificates(training).path).toBe('certificate/31');
    expect(documentFiles.attendanceSheet(training).path).toBe('generate-attendance-sheet/31');
    expect(documentFiles.attendees(training).path).toBe('trainings/31/export-attendees');
  });

  it('names them f{id}-{document}, the trainee slugged or the first 20 characters of the title, then the start day in Paris', () => {
    expect(documentFiles.convocation(training, 9, 'Léa Fischer-Brandt').fallbackName).toBe('f31-convocation-lea-fischer-brandt-2026-03-02.pdf');
    expect(documentFiles.certificate(training, 9, 'Léa Fischer').fallbackName).toBe('f31-attestation-lea-fischer-2026-03-02.pdf');
    expect(documentFiles.convocations(training).fallbackName).toBe('f31-convocations-2026-03-02.pdf');
    expect(documentFiles.certificates(training).fallbackName).toBe('f31-attestations-2026-03-02.pdf');
    // 'Droit du travail : l' → 'droit-du-travail-l'
    expect(documentFiles.attendanceSheet(training).fallbackName).toBe('f31-emargements-droit-du-travail-l-2026-03-02.pdf');
    expect(documentFiles.attendees(training).fallbackName).toBe('stagiaires_31.xlsx');
    // The letters to the employer, as the API names them.
    expect(documentFiles.employerNotice(training, 9, 'Léa Fischer').fallbackName).toBe('f31-demande-employeur-lea-fischer-2026-03-02.pdf');
    expect(documentFiles.employerCertificate(training, 9, 'Léa Fischer').fallbackName).toBe('f31-attestation-employeur-lea-fischer-2026-03-02.pdf');
  });

  it('leaves out a trainee name that slugs to nothing', () => {
    expect(documentFiles.convocation(training, 9, '').fallbackName).toBe('f31-convocation-2026-03-02.pdf');
  });
});
