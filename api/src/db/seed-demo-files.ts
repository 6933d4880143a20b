/**
 * Files of the demo institute, stored like uploads: the demo trainee's vehicle registration document
 * (their profile is then complete) and receipts on their expenses still 'En cours'. Run after
 * seedDemo, outside its transaction, with the storage of the data folder.
 */
import { and, eq } from 'drizzle-orm';
import { EXPENSE_STATUS } from '../contract/statuses';
import type { Storage } from '../lib/storage';
import type { Db } from './client';
import * as s from './schema';
import { DEMO_ACCOUNTS } from './seed-demo';

/** A one-page PDF showing a few lines of text (Helvetica), with a correct cross-reference table. */
export function textPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  // The standard Helvetica encoding is Latin-1 compatible for the accented letters used here.
  const stream = ['BT', '/F1 14 Tf', '60 780 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedDemoFiles(db: Db, storage: Storage): Promise<{ files: number }> {
  const [demo] = await db
    .select({ profileId: s.profiles.id, name: s.users.name })
    .from(s.users)
    .innerJoin(s.profiles, eq(s.profiles.user_id, s.users.id))
    .where(eq(s.users.email, DEMO_ACCOUNTS.stagiaire))
    .limit(1);
  if (!demo) return { files: 0 };
  let files = 0;
  const save = async (lines: string[]) => {
    files += 1;
    return storage.saveUpload({ buffer: textPdf(lines), allowed: ['pdf'], maxBytes: 2048 * 1024 });
  };

  const registration = await save(['Certificat d\'immatriculation (document de démonstration)', demo.name, 'Puissance fiscale : 5 CV']);
  await db.update(s.profiles).set({ vehicle_registration_pdf: registration.key, has_vehicle: true }).where(eq(s.profiles.id, demo.profileId));

  const open = await db
    .select({ id: s.trainingExpenses.id })
    .from(s.trainingExpenses)
    .where(and(eq(s.trainingExpenses.profile_id, demo.profileId), eq(s.trainingExpenses.training_expense_status_id, EXPENSE_STATUS.inProgress)));
  for (const expense of open) {
    const ticket = await save(['Billet de train Mulhouse - Strasbourg', 'Aller-retour : 32,40 EUR']);
    const parking = await save(['Ticket de parking', 'Montant : 6,00 EUR']);
    await db.insert(s.receipts).values([
      { training_expense_id: expense.id, description: 'Billet de train', file_key: ticket.key, mime_type: 'application/pdf' },
      { training_expense_id: expense.id, description: 'Parking', file_key: parking.key, mime_type: 'application/pdf' },
    ]);
  }
  return { files };
}
