/** Names of the downloaded documents. */
import { isoDate, slugify } from './format';
import type { DateInput } from './types';

export type DocumentKind = 'convocation' | 'attestation' | 'convocations' | 'attestations' | 'emargements' | 'stagiaires';

export interface FileNameParts {
  trainingId: number;
  /** The training's start date: the name then stays the same whenever it is downloaded. */
  date?: DateInput;
  /** Single convocation or certificate: the trainee's name, slugged into the file name. */
  traineeName?: string;
  /** Attendance sheet: its first 20 characters, slugged, go into the file name. */
  title?: string;
}

/** Characters of the title kept in the attendance sheet's name. */
const TITLE_PREFIX_LENGTH = 20;

/**
 * - `f12-convocation-jean-dupont-2026-01-12.pdf`, `f12-attestation-jean-dupont-2026-01-12.pdf`
 *   (without a trainee name: `f12-convocation-2026-01-12.pdf`)
 * - `f12-convocations-2026-01-12.pdf`, `f12-attestations-2026-01-12.pdf`
 * - `f12-emargements-droit-du-travail-les-2026-01-12.pdf`
 * - `stagiaires_12.xlsx`
 */
export function documentFileName(kind: DocumentKind, parts: FileNameParts): string {
  const id = parts.trainingId;
  if (kind === 'stagiaires') return `stagiaires_${id}.xlsx`;
  if (!parts.date) throw new Error(`documentFileName(${kind}) : date manquante`);
  const segments = [`f${id}`, kind];
  if ((kind === 'convocation' || kind === 'attestation') && parts.traineeName) segments.push(slugify(parts.traineeName));
  if (kind === 'emargements' && parts.title) segments.push(slugify([...parts.title].slice(0, TITLE_PREFIX_LENGTH).join('')));
  segments.push(isoDate(parts.date));
  return `${segments.filter((s) => s !== '').join('-')}.pdf`;
}
