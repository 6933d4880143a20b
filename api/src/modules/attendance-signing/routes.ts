/**
 * 'Émargement': the teacher's screen of the half-day in progress (a QR token renewed every 30 seconds,
 * who has signed), signatures from the trainee's own phone (QR code or visio link) or on the teacher's
 * device, and the teacher's own signature, which closes the half-day. A signature is never changed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  SIGNATURE_MAX_BYTES,
  SIGNING_MESSAGES,
  type SignatureReceipt,
  type SignatureRecord,
  type SigningHalfDay,
  type SigningSheet,
  type SigningTicket,
} from '../../contract/attendance-signing';
import { CAN_RUN_SIGNING, CAN_SIGN_OWN_ATTENDANCE } from '../../contract/roles';
import { ATTENDANCE_STATUSES } from '../../contract/training-lifecycle';
import type { DbOrTx } from '../../db/client';
import type { trainings } from '../../db/schema';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, validationError } from '../../lib/errors';
import { reencodeImage, UnreadableImageError } from '../../lib/image-clean';
import { requireAuth } from '../../plugins/auth';
import { lockTraining, requireStaffTraining, teachesTraining, TRAINING_NOT_FOUND } from '../trainings';
import { currentHalfDay, isDuring, windowOf, type HalfDayWindow } from './half-day-windows';
import { halfDaySignatures, insertSignature, trainingById, isValidatedTrainee, profileName, trainingSignatures, validatedTrainees } from './queries';
import attendanceMarkRoutes from './mark-routes';
import { issueLinkToken, issueQrToken, readSigningToken, sha256Hex, signingKey, type SigningTarget } from './tokens';

const TAGS = ['Émargement'];
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type TrainingRow = typeof trainings.$inferSelect;

/**
 * The PNG of a signature, checked by content (magic bytes, header chunk) and size, then decoded and
 * encoded again so that only its pixels are kept.
 */
async function signatureImage(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const ok = bytes.length >= 33 && bytes.length <= SIGNATURE_MAX_BYTES && bytes.subarray(0, 8).equals(PNG_MAGIC) && bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  const refused = validationError(SIGNING_MESSAGES.badImage, { signature: [SIGNING_MESSAGES.badImage] });
  if (!ok) throw refused;
  try {
    return await reencodeImage(bytes, 'png');
  } catch (err) {
    if (err instanceof UnreadableImageError) throw refused;
    throw err;
  }
}

const halfDayOf = (w: HalfDayWindow): SigningHalfDay => ({ date: w.date, half_day: w.halfDay, starts_at: w.startsAt.toISOString(), ends_at: w.endsAt.toISOString() });
const targetOf = (t: TrainingRow, w: HalfDayWindow): SigningTarget => ({ trainingId: t.id, date: w.date, halfDay: w.halfDay });
const signsNow = (t: TrainingRow) => (ATTENDANCE_STATUSES as readonly number[]).includes(t.training_status_id);

interface SignatureInput {
  training: TrainingRow;
  window: HalfDayWindow;
  profileId: number;
  signer: 'stagiaire' | 'formateur';
  method: 'qr' | 'lien' | 'appareil';
  image: Buffer;
  token: string | null;
  request: FastifyRequest;
}

/**
 * Records one signature inside a transaction that holds the training's lock: the half-day must be in
 * progress and not closed (the teacher's signature or the attendance marked done closes it), and the
 * person must not have signed it yet.
 */
async function recordSignature(tx: DbOrTx, input: SignatureInput, now: Date): Promise<Date> {
  const training = await lockTraining(tx, input.training.id);
  if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
  const { window } = input;
  if (training.attendance_sheet_done || now >= window.endsAt) throw new HttpError(422, SIGNING_MESSAGES.closed);
  if (!isDuring(window, now)) throw new HttpError(422, SIGNING_MESSAGES.notDuringHalfDay);
  const signed = await halfDaySignatures(tx, training.id, window.date, window.halfDay);
  if (signed.some((s) => s.signer === 'formateur')) throw new HttpError(422, SIGNING_MESSAGES.closed);
  const auth = requireAuth(input.request);
  const row = await insertSignature(tx, {
    training_id: training.id,
    profile_id: input.profileId,
    signer: input.signer,
    sign_date: window.date,
    half_day: window.halfDay,
    method: input.method,
    image: input.image,
    image_sha256: sha256Hex(input.image),
    signed_at: now,
    ip: input.request.ip?.slice(0, 64) ?? null,
    token_sha256: input.token ? sha256Hex(input.token) : null,
    recorded_by_profile_id: auth.profileId,
  });
  if (!row) throw new HttpError(409, SIGNING_MESSAGES.alreadySigned);
  return row.signed_at;
}

const receipt = (signedAt: Date): SignatureReceipt => ({ message: 'Signature enregistrée.', signed_at: signedAt.toISOString() });

const attendanceSigningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = signingKey(app.config.jwtSecret);

  /** The training and half-day a trainee's token names, with the rules of the token checked. */
  async function ticketOf(token: string, now: Date) {
    const read = readSigningToken(key, token, now);
    if (read === 'invalid') throw new HttpError(422, SIGNING_MESSAGES.invalidToken);
    if (read === 'expired') throw new HttpError(422, SIGNING_MESSAGES.expiredToken);
    const training = await trainingById(app.db, read.trainingId);
    if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
    const window = windowOf(training.start_date, training.end_date, read.date, read.halfDay);
    if (!window) throw new HttpError(422, SIGNING_MESSAGES.invalidToken);
    return { read, training, window };
  }

  async function requireOwnRegistration(request: FastifyRequest, trainingId: number): Promise<number> {
    const auth = requireAuth(request);
    if (auth.profileId === null || !(await isValidatedTrainee(app.db, trainingId, auth.profileId))) throw new HttpError(403, SIGNING_MESSAGES.notValidated);
    return auth.profileId;
  }

  app.route({
    ...endpointRoute('GET /trainings/:id/signing', { roles: CAN_RUN_SIGNING, tags: TAGS, summary: 'Émargement de la demi-journée en cours : code QR, signatures' }),
    handler: async (request): Promise<SigningSheet> => {
      const auth = requireAuth(request);
      const training = await requireStaffTraining(app.db, auth, request.params.id);
      const now = new Date();
      const window = signsNow(training) ? currentHalfDay(training.start_date, training.end_date, now) : undefined;
      const trainees = await validatedTrainees(app.db, training.id);
      const signed = window ? await halfDaySignatures(app.db, training.id, window.date, window.halfDay) : [];
      const trainer = signed.find((s) => s.signer === 'formateur');
      const closed = Boolean(window && (training.attendance_sheet_done || trainer));
      const open = Boolean(window && !closed);
      const qr = open && window ? issueQrToken(key, targetOf(training, window), now) : null;
      const teaches = await teachesTraining(app.db, training.id, auth.profileId);
      const signedAt = new Map(signed.filter((s) => s.signer === 'stagiaire').map((s) => [s.profile_id, s.signed_at.toISOString()]));
      return {
        training: { id: training.id, title: training.title, start_date: training.start_date.toISOString(), is_visio: training.is_visio },
        half_day: window ? halfDayOf(window) : null,
        closed,
        qr_token: qr?.token ?? null,
        qr_expires_at: qr?.expiresAt.toISOString() ?? null,
        link_token: open && window && training.is_visio ? issueLinkToken(key, targetOf(training, window)) : null,
        trainees: trainees.map((t) => ({ profile_id: t.profile_id, name: t.name, signed_at: signedAt.get(t.profile_id) ?? null })),
        trainer: {
          can_sign: open && teaches,
          signed_at: trainer?.signed_at.toISOString() ?? null,
          name: trainer ? await profileName(app.db, trainer.profile_id) : null,
        },
      };
    },
  });

  app.route({
    ...endpointRoute('GET /trainings/:id/signatures', { roles: CAN_RUN_SIGNING, tags: TAGS, summary: 'Signatures d’une formation, par demi-journée' }),
    handler: async (request): Promise<SignatureRecord[]> => {
      const training = await requireStaffTraining(app.db, requireAuth(request), request.params.id);
      const rows = await trainingSignatures(app.db, training.id);
      return rows.map((r) => ({
        profile_id: r.profile_id,
        signer: r.signer === 'formateur' ? 'formateur' : 'stagiaire',
        date: r.date,
        half_day: r.half_day === 'afternoon' ? 'afternoon' : 'morning',
        signed_at: r.signed_at.toISOString(),
        method: r.method === 'qr' || r.method === 'lien' ? r.method : 'appareil',
      }));
    },
  });

  /** The half-day in progress of a staff route, with the training's rules checked. */
  async function staffHalfDay(request: FastifyRequest, trainingId: number, now: Date) {
    const training = await requireStaffTraining(app.db, requireAuth(request), trainingId);
    if (!signsNow(training)) throw new HttpError(422, SIGNING_MESSAGES.wrongStatus);
    const window = currentHalfDay(training.start_date, training.end_date, now);
    if (!window) throw new HttpError(422, SIGNING_MESSAGES.noHalfDay);
    return { training, window };
  }

  app.route({
    ...endpointRoute('POST /trainings/:id/signatures/trainee', { roles: CAN_RUN_SIGNING, tags: TAGS, summary: 'Un stagiaire signe sur l’appareil du formateur' }),
    handler: async (request, reply): Promise<SignatureReceipt> => {
      const now = new Date();
      const image = await signatureImage(request.body.signature);
      const { training, window } = await staffHalfDay(request, request.params.id, now);
      const profileId = request.body.profile_id;
      if (!(await isValidatedTrainee(app.db, training.id, profileId))) {
        throw validationError(SIGNING_MESSAGES.traineeNotValidated, { profile_id: [SIGNING_MESSAGES.traineeNotValidated] });
      }
      const signedAt = await app.db.transaction((tx) =>
        recordSignature(tx, { training, window, profileId, signer: 'stagiaire', method: 'appareil', image, token: null, request }, now),
      );
      reply.code(201);
      return receipt(signedAt);
    },
  });

  app.route({
    ...endpointRoute('POST /trainings/:id/signatures/trainer', { roles: CAN_RUN_SIGNING, tags: TAGS, summary: 'Le formateur signe la demi-journée (elle est close)' }),
    handler: async (request, reply): Promise<SignatureReceipt> => {
      const now = new Date();
      const auth = requireAuth(request);
      const image = await signatureImage(request.body.signature);
      const { training, window } = await staffHalfDay(request, request.params.id, now);
      if (auth.profileId === null || !(await teachesTraining(app.db, training.id, auth.profileId))) throw new HttpError(403, SIGNING_MESSAGES.notTeacher);
      const profileId = auth.profileId;
      const signedAt = await app.db.transaction((tx) =>
        recordSignature(tx, { training, window, profileId, signer: 'formateur', method: 'appareil', image, token: null, request }, now),
      );
      reply.code(201);
      return receipt(signedAt);
    },
  });

  app.route({
    ...endpointRoute('GET /signing/:token', { roles: CAN_SIGN_OWN_ATTENDANCE, tags: TAGS, summary: 'La demi-journée d’un code d’émargement scanné (ou d’un lien visio)' }),
    handler: async (request): Promise<SigningTicket> => {
      const now = new Date();
      const { training, window } = await ticketOf(request.params.token, now);
      const profileId = await requireOwnRegistration(request, training.id);
      if (!isDuring(window, now)) throw new HttpError(422, SIGNING_MESSAGES.notDuringHalfDay);
      const own = (await halfDaySignatures(app.db, training.id, window.date, window.halfDay)).find((s) => s.profile_id === profileId);
      return { training: { id: training.id, title: training.title }, half_day: halfDayOf(window), signed_at: own?.signed_at.toISOString() ?? null };
    },
  });

  app.route({
    ...endpointRoute('POST /signing/:token', { roles: CAN_SIGN_OWN_ATTENDANCE, tags: TAGS, summary: 'Un stagiaire signe la demi-journée avec son téléphone' }),
    handler: async (request, reply): Promise<SignatureReceipt> => {
      const now = new Date();
      const image = await signatureImage(request.body.signature);
      const { read, training, window } = await ticketOf(request.params.token, now);
      const profileId = await requireOwnRegistration(request, training.id);
      if (!signsNow(training)) throw new HttpError(422, SIGNING_MESSAGES.wrongStatus);
      const method = read.kind === 'qr' ? 'qr' : 'lien';
      const signedAt = await app.db.transaction((tx) =>
        recordSignature(tx, { training, window, profileId, signer: 'stagiaire', method, image, token: request.params.token, request }, now),
      );
      reply.code(201);
      return receipt(signedAt);
    },
  });

  // Half-days marked present by the staff, with their reason (mark-routes.ts).
  await app.register(attendanceMarkRoutes);
};

export default attendanceSigningRoutes;
