/**
 * Plain data that the document renderers take. The domain routes map their rows to these shapes,
 * so the renderers know nothing of the database or of Fastify.
 */
import { INSTITUTE_CITY, INSTITUTE_NAME, INSTITUTE_POSTAL_ADDRESS } from '../../../contract/constants/institute';

/** A date-time as a Date or an ISO 8601 string; shown in the institute's time zone (Europe/Paris). */
export type DateInput = Date | string;

export interface InstituteInfo {
  name: string;
  /** The name inside a sentence, with its article: "l’Institut Régional du Travail". */
  designation: string;
  /** Line under the name: the university the institute belongs to (kept generic in the demo). */
  attachment: string;
  /** Postal address shown in every header. */
  addressLine: string;
  /** City written in "Fait à …, le …". */
  city: string;
}

/** The institute as the screens name it too (the contract's constants). */
export const DEFAULT_INSTITUTE: InstituteInfo = {
  name: INSTITUTE_NAME,
  designation: `l’${INSTITUTE_NAME}`,
  attachment: 'Établissement rattaché à l’Université',
  addressLine: INSTITUTE_POSTAL_ADDRESS,
  city: INSTITUTE_CITY,
};

export interface TrainingPlaceInfo {
  name: string;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
}

export interface TrainingDocInfo {
  id: number;
  title: string;
  complement?: string | null;
  startDate: DateInput;
  endDate: DateInput;
  /** Distance training: the place is replaced by "Distanciel" and the link. */
  isVisio: boolean;
  visioLink?: string | null;
  place?: TrainingPlaceInfo | null;
  category?: string | null;
}

/** A training row as the documents' and the employer letters' queries read it (training, place, city, category). */
export interface TrainingDocSource {
  training: { id: number; title: string; complement: string | null; start_date: Date; end_date: Date; is_visio: boolean };
  place_name: string | null;
  place_address: string | null;
  place_zip_code: string | null;
  city: string | null;
  category?: string | null;
}

/** The training as the renderers take it. */
export function trainingDocInfo(r: TrainingDocSource): TrainingDocInfo {
  const t = r.training;
  return {
    id: t.id,
    title: t.title,
    complement: t.complement,
    startDate: t.start_date,
    endDate: t.end_date,
    isVisio: t.is_visio,
    place: r.place_name === null ? null : { name: r.place_name, address: r.place_address, zipCode: r.place_zip_code, city: r.city },
    ...(r.category === undefined ? {} : { category: r.category }),
  };
}

export type HalfDay = 'morning' | 'afternoon';

export interface TraineeDocInfo {
  id: number;
  name: string;
  /** Half-days missed (certificate): the certificate then states the half-days attended. */
  absences?: { date: string; halfDay: HalfDay }[];
}

export interface DocumentOptions {
  institute?: InstituteInfo;
  /** Date written in "Fait à …, le …" (default: now). */
  issuedAt?: DateInput;
}

export interface ConvocationData extends DocumentOptions {
  training: TrainingDocInfo;
  trainee: TraineeDocInfo;
}

export interface BulkDocumentData extends DocumentOptions {
  training: TrainingDocInfo;
  trainees: TraineeDocInfo[];
}

export type AttestationData = ConvocationData;
/** An electronic signature printed on the attendance sheet. */
export interface SheetSignatureInfo {
  profileId: number;
  name: string;
  signer: 'stagiaire' | 'formateur';
  date: string;
  halfDay: HalfDay;
  signedAt: Date;
  /** 'qr', 'lien' or 'appareil'. */
  method: string;
  /** PNG bytes. */
  image: Buffer;
}

/** A half-day marked present by the staff instead of a signature, with its reason. */
export interface SheetMarkInfo {
  profileId: number;
  name: string;
  date: string;
  halfDay: HalfDay;
  reason: string;
  markedBy: string | null;
  markedAt: Date;
}

export interface AttendanceSheetData extends BulkDocumentData {
  /** Each trainee's profile id, in the order of `trainees` (to place their signatures). */
  traineeProfileIds?: number[];
  signatures?: SheetSignatureInfo[];
  /** Half-days marked present by the staff: 'Présent (équipe)' in their box, listed with their reason. */
  marks?: SheetMarkInfo[];
  /** SHA-256 of the signed records (printed under the list of signatures). */
  fingerprint?: string;
}

/** One line of the trainees' export ("Exporter les pupitres"). */
export interface TraineeExportRow {
  name: string;
  email: string;
  union?: string | null;
  /** Names of the valid mandates. */
  mandates?: string[];
  company?: string | null;
  companySize?: string | null;
  /** Registration status label: Préinscription, Validé, Refusé, En attente. */
  registrationStatus: string;
}
