/**
 * The fingerprint printed on the attendance sheet: SHA-256 of the signed records, one line per signature
 * in the sheet's order (half-day, person, signer, time to the millisecond, method, image hash, token
 * hash). Anyone holding the records can compute it again; any change to a record changes it.
 */
import { createHash } from 'node:crypto';

export interface FingerprintRecord {
  date: string;
  half_day: string;
  profile_id: number;
  signer: string;
  signed_at: Date;
  method: string;
  image_sha256: string;
  token_sha256: string | null;
}

export function signaturesFingerprint(records: readonly FingerprintRecord[]): string {
  const lines = records.map((r) =>
    [r.date, r.half_day, r.profile_id, r.signer, r.signed_at.toISOString(), r.method, r.image_sha256, r.token_sha256 ?? '-'].join('|'),
  );
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}
