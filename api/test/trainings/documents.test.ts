/** Training documents: convocations, certificates, their file names, the trainees' export. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  documentFileName,
  frenchDateRange,
  halfDaySlots,
  pdfSafe,
  renderAttendanceCertificate,
  renderAttendanceCertificates,
  renderAttendanceSheet,
  renderConvocation,
  renderConvocations,
  renderTraineesWorkbook,
  sheetLayout,
  type DocumentKind,
  type TraineeDocInfo,
  type TrainingDocInfo,
} from '../../src/modules/documents';

/** Text of each page of a PDF. */
async function pdfPages(buffer: Buffer): Promise<string[]> {
  assert.equal(buffer.subarray(0, 5).toString('latin1'), '%PDF-');
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

const count = (text: string, word: string) => text.split(word).length - 1;

// 08:30 UTC is 09:30 in Paris in January.
const training: TrainingDocInfo = {
  id: 12,
  title: 'Droit du travail : les fondamentaux',
  complement: 'Session d’hiver',
  startDate: '2026-01-12T08:30:00Z',
  endDate: '2026-01-14T16:00:00Z',
  isVisio: false,
  place: { name: 'Maison des syndicats', address: '1 rue Sédillot', zipCode: '67000', city: 'Strasbourg' },
};
const trainees: TraineeDocInfo[] = [
  { id: 1, name: 'Jean Dupont' },
  { id: 2, name: 'Zoé Lefèvre' },
  { id: 3, name: 'François Kœnig' },
];

describe('French wording', () => {
  test('date ranges, one day, the first of the month', () => {
    assert.equal(
      frenchDateRange(training.startDate, training.endDate),
      'du lundi 12 janvier 2026 au mercredi 14 janvier 2026',
    );
    assert.equal(frenchDateRange('2026-03-01T08:00:00Z', '2026-03-01T16:00:00Z'), 'le dimanche 1er mars 2026');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    assert.equal(frenchDateRange('2025-12-31T23:30:00Z', '2026-01-01T10:00:00Z'), 'le jeudi 1er janvier 2026');
  });

  test('text for the standard fonts keeps French letters and replaces what WinAnsi cannot hold', () => {
    assert.equal(pdfSafe('Élève à l’œuvre, ça coûte 12 € — déjà'), 'Élève à l’œuvre, ça coûte 12 € — déjà');
    assert.equal(pdfSafe('Ćirić Łukasz'), 'Ciric ?ukasz');
    assert.equal(pdfSafe('1\u202f000 km'), '1\u00a0000 km');
    assert.equal(pdfSafe('ok 👍'), 'ok ?');
  });

  test('half-days follow the 12:00 and 14:00 cutoffs of the attendance', () => {
    assert.equal(halfDaySlots(training.startDate, training.endDate).length, 6);
    // Starts at 13:30 Paris: no morning on the first day; ends at 12:00: no afternoon on the last.
    const slots = halfDaySlots('2026-01-12T12:30:00Z', '2026-01-14T11:00:00Z');
    assert.deepEqual(
      slots.map((s) => `${s.date} ${s.halfDay}`),
      ['2026-01-12 afternoon', '2026-01-13 morning', '2026-01-13 afternoon', '2026-01-14 morning'],
    );
    // Ends exactly at 14:00 Paris: the afternoon is not counted.
    assert.equal(halfDaySlots('2026-01-12T08:00:00Z', '2026-01-12T13:00:00Z').length, 1);
  });
});

describe('documentFileName', () => {
  const date = training.startDate;
  const cases: [DocumentKind, Parameters<typeof documentFileName>[1], string][] = [
    ['convocation', { trainingId: 12, date, traineeName: 'Jean Dupont' }, 'f12-convocation-jean-dupont-2026-01-12.pdf'],
    ['attestation', { trainingId: 12, date, traineeName: 'Zoé  Lefèvre-Kœnig' }, 'f12-attestation-zoe-lefevre-koenig-2026-01-12.pdf'],
    ['convocation', { trainingId: 12, date }, 'f12-convocation-2026-01-12.pdf'],
    ['attestation', { trainingId: 7, date: '2026-06-30T22:30:00Z' }, 'f7-attestation-2026-07-01.pdf'],
    ['convocations', { trainingId: 12, date, traineeName: 'ignored' }, 'f12-convocations-2026-01-12.pdf'],
    ['attestations', { trainingId: 12, date }, 'f12-attestations-2026-01-12.pdf'],
    // First 20 characters "Droit du travail : l", then slugged.
    ['emargements', { trainingId: 12, date, title: training.title }, 'f12-emargements-droit-du-travail-l-2026-01-12.pdf'],
    ['emargements', { trainingId: 3, date, title: 'Égalité H/F' }, 'f3-emargements-egalite-h-f-2026-01-12.pdf'],
    ['stagiaires', { trainingId: 12 }, 'stagiaires_12.xlsx'],
  ];
  for (const [kind, parts, expected] of cases) {
    test(`${kind} → ${expected}`, () => {
      assert.equal(documentFileName(kind, parts), expected);
    });
  }
});

describe('convocations and certificates', () => {
  test('a convocation names the trainee, the training, its dates, times and place', async () => {
    const [page, ...rest] = await pdfPages(await renderConvocation({ training, trainee: trainees[1] }));
    assert.equal(rest.length, 0);
    for (const expected of [
      'Institut Régional du Travail',
      'CONVOCATION',
      'Zoé Lefèvre',
      'Droit du travail : les fondamentaux',
      'du lundi 12 janvier 2026 au mercredi 14 janvier 2026',
      'de 9 h 30 à 17 h 00',
      'Maison des syndicats',
      '67000 Strasbourg',
      'l’expression de nos salutations distinguées',
    ]) {
      assert.ok(page.includes(expected), `missing: ${expected}\n${page}`);
    }
  });

  test('a distance training shows "Distanciel" and its link instead of a place', async () => {
    const visio = { ...training, isVisio: true, visioLink: 'https://visio.example.fr/f12', place: null };
    const [page] = await pdfPages(await renderConvocation({ training: visio, trainee: trainees[0] }));
    assert.ok(page.includes('Distanciel'));
    assert.ok(page.includes('https://visio.example.fr/f12'));
  });

  test('a certificate names the trainee and counts the half-days attended', async () => {
    const [page] = await pdfPages(
      await renderAttendanceCertificate({
        training,
        trainee: { ...trainees[2], absences: [{ date: '2026-01-13', halfDay: 'afternoon' }] },
        issuedAt: '2026-01-15T10:00:00Z',
      }),
    );
    for (const expected of [
      'ATTESTATION DE PRÉSENCE',
      'François Kœnig',
      'Droit du travail : les fondamentaux',
      'du lundi 12 janvier 2026 au mercredi 14 janvier 2026',
      '5 demi-journées sur 6',
      'Fait à Strasbourg, le jeudi 15 janvier 2026',
    ]) {
      assert.ok(page.includes(expected), `missing: ${expected}\n${page}`);
    }
  });

  test('bulk PDFs have one page per trainee, in order', async () => {
    for (const render of [renderConvocations, renderAttendanceCertificates]) {
      const pages = await pdfPages(await render({ training, trainees }));
      assert.equal(pages.length, trainees.length);
      pages.forEach((page, i) => {
        assert.ok(page.includes(trainees[i].name));
        assert.ok(page.includes(training.title));
        for (const other of trainees.filter((_, j) => j !== i)) assert.ok(!page.includes(other.name));
      });
    }
  });
});

describe('attendance sheet', () => {
  test('one line per trainee and one box per half-day', async () => {
    const pages = await pdfPages(await renderAttendanceSheet({ training, trainees }));
    assert.equal(pages.length, 1);
    const [page] = pages;
    assert.ok(page.includes('FEUILLE D’ÉMARGEMENT'));
    assert.ok(page.includes(training.title));
    assert.ok(page.includes('Du lundi 12 janvier 2026 au mercredi 14 janvier 2026'));
    for (const t of trainees) assert.equal(count(page, t.name), 1, t.name);
    assert.equal(count(page, 'Matin'), 3);
    assert.equal(count(page, 'Après-midi'), 3);
    for (const day of ['lun. 12/01', 'mar. 13/01', 'mer. 14/01']) assert.ok(page.includes(day), day);
    assert.ok(page.includes('Page 1 / 1'));
  });

  test('the cutoffs remove the first morning and the last afternoon', async () => {
    const afternoonStart = { ...training, startDate: '2026-01-12T13:00:00Z', endDate: '2026-01-13T11:00:00Z' };
    const [page] = await pdfPages(await renderAttendanceSheet({ training: afternoonStart, trainees }));
    assert.equal(count(page, 'Matin'), 1);
    assert.equal(count(page, 'Après-midi'), 1);
  });

  test('many trainees continue on further pages, each with the header', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Stagiaire numéro ${i + 1}` }));
    const pages = await pdfPages(await renderAttendanceSheet({ training, trainees: many }));
    assert.ok(pages.length > 1);
    const all = pages.join('\n');
    for (const t of many) assert.equal(count(all, `${t.name}\n`) + count(all, `${t.name} `), 1, t.name);
    pages.forEach((page, i) => {
      assert.ok(page.includes(training.title));
      assert.ok(page.includes(`Page ${i + 1} / ${pages.length}`));
    });
  });

  test('a long training turns landscape and splits its days into page groups listing every trainee', async () => {
    const twoWeeks = { ...training, endDate: '2026-01-23T16:00:00Z' };
    const slots = halfDaySlots(twoWeeks.startDate, twoWeeks.endDate);
    assert.equal(slots.length, 24);
    assert.equal(sheetLayout(slots.length), 'landscape');
    assert.equal(sheetLayout(4), 'portrait');
    const pages = await pdfPages(await renderAttendanceSheet({ training: twoWeeks, trainees }));
    assert.ok(pages.length > 1);
    const all = pages.join('\n');
    assert.equal(count(all, 'Matin'), 12);
    assert.equal(count(all, 'Après-midi'), 12);
    for (const page of pages) for (const t of trainees) assert.equal(count(page, t.name), 1);
  });
});

describe('trainees workbook', () => {
  test('header in French, bold and frozen, one row per trainee', async () => {
    const buffer = await renderTraineesWorkbook(training, [
      {
        name: 'Jean Dupont',
        email: 'jean.dupont@example.fr',
        union: 'CGT',
        mandates: ['Conseiller Prud’hommes', 'Défenseur syndical'],
        company: 'Usine Rhénane',
        companySize: '50 à 249 salariés',
        registrationStatus: 'Validé',
      },
      { name: 'Zoé Lefèvre', email: 'zoe@example.fr', registrationStatus: 'Préinscription' },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Stagiaires');
    assert.ok(sheet);
    assert.equal(sheet.rowCount, 3);
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [
      'Nom',
      'Adresse e-mail',
      'Syndicat',
      'Mandats en cours',
      'Entreprise',
      'Taille de l’entreprise',
      'Statut de l’inscription',
    ]);
    assert.equal(sheet.getRow(1).font?.bold, true);
    assert.equal(sheet.views[0]?.state, 'frozen');
    assert.equal((sheet.views[0] as { ySplit?: number }).ySplit, 1);
    assert.ok((sheet.getColumn(1).width ?? 0) >= 20);
    assert.deepEqual((sheet.getRow(2).values as unknown[]).slice(1), [
      'Jean Dupont',
      'jean.dupont@example.fr',
      'CGT',
      'Conseiller Prud’hommes, Défenseur syndical',
      'Usine Rhénane',
      '50 à 249 salariés',
      'Validé',
    ]);
    assert.equal(sheet.getRow(3).getCell(1).value, 'Zoé Lefèvre');
    assert.equal(sheet.getRow(3).getCell(7).value, 'Préinscription');
  });
});
