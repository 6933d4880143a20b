/**
 * The account form and own profile: read, create and update a profile, the
 * name, the main email, unions and mandates. Object rules in scopes.ts; writes in one transaction.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCOUNT_MESSAGES,
  CPH_MANDATE_NAME,
  type MandateSaved,
  type ProfileDetail,
  type ProfileSaved,
  type UnionSaved,
} from '../../contract/accounts';
import { AUDIT_ACTIONS } from '../../contract/audit';
import type { MessageResponse } from '../../contract/common';
import { CAN_CREATE_PROFILE_FOR_OTHERS, CAN_CREATE_TRAINEE_PROFILE, CAN_KEEP_PROFILE, mayManageTeamRole } from '../../contract/roles';
import { TEAM_MESSAGES } from '../../contract/team';
import { normalizeEmail, verifyPassword } from '../../lib/auth-passwords';
import { announceSessionsChanged, forgetSessions, type AuthContext } from '../../lib/auth-sessions';
import { HttpError, isUniqueViolation, MESSAGES, validationError } from '../../lib/errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/security';
import { recordAudit } from '../audit';
import { emailChangeConfirmationEmail, emailChangeNoticeEmail, emailChangeUndoLink, issueEmailToken, verificationLink } from '../auth';
import {
  activeUnionExists,
  clearBankDetailsToConfirm,
  emailInUse,
  findActiveMandate,
  findMandatePivot,
  findUnionPivot,
  findUser,
  mandatesOfProfile,
  nextProfileNumber,
  unionsOfProfile,
  insertProfile,
  insertProfileMandate,
  insertProfileUnion,
  lockBankDetails,
  setUserName,
  updateProfile,
  updateProfileMandate,
  updateProfileUnion,
} from './account-queries';
import { assertMayWriteBankDetails, bankDetailsAfter, recordBankDetailsWrite } from './bank-changes';
import { buildProfileDetail, formChanges, toProfileMandate, toProfileUnion, unknownReference } from './account-service';
import { profileFor } from './scopes';
import { cleanName, hasTwoWords } from './validation';
import type { ProfileStorage } from './upload-routes';

const TAGS = ['Profils'];

/** Runs a write, turning an unknown reference id into a 422 on its field. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw unknownReference(err) ?? err;
  }
}

const accountRoutes = (storage: ProfileStorage): FastifyPluginAsyncTypebox =>
  async (app) => {
    async function detail(profileId: number, auth: AuthContext): Promise<ProfileDetail> {
      const built = await buildProfileDetail(app.db, profileId, auth);
      if (!built) throw new HttpError(404, MESSAGES.notFound);
      // Bank details answered in clear: the read is in the audit trail.
      if (built.iban !== null || built.bic !== null) {
        await recordAudit(app.db, { action: AUDIT_ACTIONS.bankDetailsRead, objectType: 'profil', objectId: profileId });
      }
      return built;
    }

    app.route({
      ...endpointRoute('GET /profiles/:id', {
        roles: CAN_KEEP_PROFILE,
        tags: TAGS,
        summary: 'Un profil complet (le sien ; l’équipe : tout profil ; coordonnées bancaires : titulaire et administrateur)',
      }),
      handler: async (request): Promise<ProfileDetail> => {
        const auth = requireAuth(request);
        await profileFor(app.db, auth, request.params.id, 'read');
        return detail(request.params.id, auth);
      },
    });

    app.route({
      ...endpointRoute('POST /profiles', {
        roles: CAN_CREATE_TRAINEE_PROFILE,
        tags: TAGS,
        summary: 'Création du profil d’un compte (le sien ; l’administrateur : tout compte sans profil)',
      }),
      handler: async (request, reply): Promise<ProfileSaved> => {
        const auth = requireAuth(request);
        const userId = request.body.user_id ?? auth.userId;
        if (userId !== auth.userId && !CAN_CREATE_PROFILE_FOR_OTHERS.includes(auth.role)) throw new HttpError(403, MESSAGES.forbidden);
        const target = await findUser(app.db, userId);
        if (!target) throw new HttpError(404, MESSAGES.notFound);
        if (target.profile_id !== null) throw validationError(ACCOUNT_MESSAGES.profileExists, { user_id: [ACCOUNT_MESSAGES.profileExists] });
        const changes = await formChanges(app.db, request.body, null, target.user.email);
        const profileId = await saving(() =>
          app.db.transaction(async (tx) => {
            if (changes.name) await setUserName(tx, userId, changes.name);
            return insertProfile(tx, {
              ...changes.patch,
              user_id: userId,
              role_id: target.user.role_id,
              profile_number: await nextProfileNumber(tx, new Date().getFullYear()),
            });
          }),
        ).catch((err: unknown) => {
          if (isUniqueViolation(err)) throw validationError(ACCOUNT_MESSAGES.profileExists, { user_id: [ACCOUNT_MESSAGES.profileExists] });
          throw err;
        });
        // The sessions of that account knew no profile: their next requests read it from the database.
        forgetSessions({ userId });
        await announceSessionsChanged(app.db);
        reply.code(201);
        return { message: ACCOUNT_MESSAGES.profileCreated, id: profileId, profile: await detail(profileId, { ...auth, profileId: userId === auth.userId ? profileId : auth.profileId }) };
      },
    });

    app.route({
      ...endpointRoute('PUT /profiles/:id', {
        roles: CAN_KEEP_PROFILE,
        tags: TAGS,
        summary: 'Mise à jour d’un profil (le sien ; l’administrateur : tout profil ; un membre de l’équipe : ceux qui créent son rôle, seuls à fixer sa fonction et son statut de rémunération)',
      }),
      handler: async (request): Promise<ProfileSaved> => {
        const auth = requireAuth(request);
        const profileId = request.params.id;
        const row = await profileFor(app.db, auth, profileId, 'edit');
        assertMayWriteBankDetails(auth, profileId, request.body);
        // A team member's function and remuneration status are set by those who manage the role, not by the member.
        const teamFields = (['title', 'employment_status_id'] as const).filter((field) => request.body[field] !== undefined);
        if (teamFields.length > 0 && !mayManageTeamRole(auth.role, row.role.id)) {
          throw validationError(TEAM_MESSAGES.teamFieldsOnlyByManagers, Object.fromEntries(teamFields.map((field) => [field, [TEAM_MESSAGES.teamFieldsOnlyByManagers]])));
        }
        const current = {
          id: profileId,
          zip: row.profile.profile_zip_code,
          city_id: row.profile.city_id,
          has_vehicle: row.profile.has_vehicle,
          vehicle_pdf: row.profile.vehicle_registration_pdf,
        };
        const changes = await formChanges(app.db, request.body, current, row.user.email);
        const writesBank = request.body.iban !== undefined || request.body.bic !== undefined;
        // The owner saving their details in clear has seen and confirmed them.
        if (writesBank && auth.profileId === profileId) changes.patch.bank_details_to_confirm = false;
        await saving(() =>
          app.db.transaction(async (tx) => {
            const before = writesBank ? await lockBankDetails(tx, profileId) : null;
            const after = before ? bankDetailsAfter(before, changes.patch) : null;
            if (changes.name) await setUserName(tx, row.user.id, changes.name);
            if (Object.keys(changes.patch).length > 0) await updateProfile(tx, profileId, changes.patch);
            if (before && after) {
              const owner = { name: changes.name ?? row.user.name, email: row.user.email };
              await recordBankDetailsWrite(tx, app.mail, app.config.publicUrl, { profileId, owner, before, after, emailOwner: true });
            }
          }),
        );
        if (changes.dropVehicleDocument) await storage.deleteStored(changes.dropVehicleDocument);
        return { message: ACCOUNT_MESSAGES.profileUpdated, id: profileId, profile: await detail(profileId, auth) };
      },
    });

    app.route({
      ...endpointRoute('POST /profile/bank-details/confirm', {
        roles: CAN_KEEP_PROFILE,
        tags: TAGS,
        summary: 'Confirmation par leur titulaire des coordonnées bancaires saisies à la création de son compte',
      }),
      handler: async (request): Promise<MessageResponse> => {
        const auth = requireAuth(request);
        if (auth.profileId === null) throw new HttpError(404, MESSAGES.notFound);
        await clearBankDetailsToConfirm(app.db, auth.profileId);
        return { message: ACCOUNT_MESSAGES.bankDetailsConfirmed };
      },
    });

    app.route({
      ...endpointRoute('PUT /user/update-name', {
        roles: 'authenticated',
        tags: TAGS,
        summary: 'Modification de son nom (prénom et nom)',
      }),
      handler: async (request): Promise<MessageResponse> => {
        const auth = requireAuth(request);
        if (!hasTwoWords(request.body.name)) throw validationError(ACCOUNT_MESSAGES.twoWordName, { name: [ACCOUNT_MESSAGES.twoWordName] });
        await setUserName(app.db, auth.userId, cleanName(request.body.name));
        return { message: ACCOUNT_MESSAGES.nameUpdated };
      },
    });

    app.route({
      ...endpointRoute('POST /update-email', {
        roles: 'authenticated',
        tags: TAGS,
        summary: 'Demande de changement de son adresse email de connexion (mot de passe actuel requis) : effective une fois la nouvelle adresse confirmée par son lien ; l’ancienne adresse est prévenue et peut annuler',
        config: { rateLimit: RATE_LIMITS.accountChange },
      }),
      handler: async (request): Promise<MessageResponse> => {
        const auth = requireAuth(request);
        const email = normalizeEmail(request.body.email);
        const account = await findUser(app.db, auth.userId);
        // The session's account is read again; one gone since is no longer signed in.
        if (!account) throw new HttpError(401, MESSAGES.unauthenticated);
        const { user } = account;
        // A stolen session alone cannot take the account over: the change asks for the password.
        if (!(await verifyPassword(request.body.current_password, user.password_hash))) {
          throw validationError(ACCOUNT_MESSAGES.wrongPassword, { current_password: [ACCOUNT_MESSAGES.wrongPassword] });
        }
        if (email === user.email) throw validationError(ACCOUNT_MESSAGES.emailUnchanged, { email: [ACCOUNT_MESSAGES.emailUnchanged] });
        if (await emailInUse(app.db, email, auth.userId)) throw validationError(ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] });
        // The login email stays as it is: the new address confirms it (a link to it), the old one is
        // told and may undo the change (a link to it, which also closes every session).
        await app.db.transaction(async (tx) => {
          const confirm = await issueEmailToken(tx, user.id, 'email_change', { email });
          const undo = await issueEmailToken(tx, user.id, 'email_change_undo', { email: user.email, keepOthers: true });
          const publicUrl = app.config.publicUrl;
          await app.mail.send(emailChangeConfirmationEmail({ name: user.name, email }, verificationLink(publicUrl, user.id, confirm)), { db: tx });
          await app.mail.send(emailChangeNoticeEmail(user, email, emailChangeUndoLink(publicUrl, user.id, undo)), { db: tx });
        });
        return { message: ACCOUNT_MESSAGES.emailChangeSent(email) };
      },
    });

    /* ---------- Unions ---------- */

    app.route({
      ...endpointRoute('POST /profiles/:id/unions', {
        roles: CAN_KEEP_PROFILE,
        tags: TAGS,
        summary: 'Ajout d’une adhésion syndicale (date de début obligatoire)',
      }),
      handler: async (request, reply): Promise<UnionSaved> => {
        const auth = requireAuth(request);
        const { id: profileId } = request.params;
        await profileFor(app.db, auth, profileId, 'edit');
        const body = request.body;
        if (!body.start_date) throw validationError(ACCOUNT_MESSAGES.unionStartRequired, { start_date: ['La date de début est obligatoire'] });
        if (!(await activeUnionExists(app.db, body.union_id))) throw validationError('Ce syndicat n’existe pas.', { union_id: ['Valeur inconnue.'] });
        const isValid = body.is_valid ?? true;
        if (!isValid && !body.end_date) throw validationError(ACCOUNT_MESSAGES.unionEndRequired, { end_date: [ACCOUNT_MESSAGES.unionEndRequired] });
        const pivotId = await app.db.transaction(async (tx) => {
          const id = await insertProfileUnion(tx, {
            profile_id: profileId,
            union_id: body.union_id,
            is_valid: isValid,
            start_date: body.start_date,
            end_date: body.end_date ?? null,
          });
          await updateProfile(tx, profileId, { is_union_member: true });
          return id;
        });
        reply.code(201);
        const union = (await unionsOfProfile(app.db, profileId)).find((u) => u.pivot.id === pivotId)!;
        return { message: ACCOUNT_MESSAGES.unionSaved, union: toProfileUnion(union) };
      },
    });

    app.route({
      ...endpointRoute('PUT /profiles/:id/unions/pivot/:pivotId', {
        roles: CAN_KEEP_PROFILE,
        tags: TAGS,
        summary: 'Modification d’une adhésion syndicale (une fin de date si elle n’est plus valide)',
      }),
      handler: async (request): Promise<UnionSaved> => {
        const auth = requireAuth(request);
        const { id: profileId, pivotId } = request.params;
        await profileFor(app.db, auth, profileId, 'edit');
        const pivot = await findUnionPivot(app.db, profileId, pivotId);
        if (!pivot) throw new HttpError(404, MESSAGES.notFound);
        const body = request.body;
        const start = body.start_date !== undefined ? body.start_date : pivot.start_date;
        const end = body.end_date !== undefined ? body.end_date : pivot.end_date;
        if (!start) throw validationError(ACCOUNT_MESSAGES.unionStartRequired, { start_date: ['La date de début est obligatoire'] });
        if (!body.is_valid && !end) throw validationError(ACCOUNT_MESSAGES.unionEndRequired, { end_date: [ACCOUNT_MESSAGES.unionEndRequired] });
        if (end && end < start) throw validationError('La date de fin doit suivre la date de début.', { end_date: ['La date de fin doit suivre la date de début.'] });
        await updateProfileUnion(app.db, profileId, pivotId, { is_valid: body.is_valid, start_date: start, end_date: end });
        const union = (await unionsOfProfile(app.db, profileId)).find((u) => u.pivot.id === pivotId)!;
        return { message: ACCOUNT_MESSAGES.unionSaved, union: toProfileUnion(union) };
      },
    });

    /* ---------- Mandates ---------- */

    const cphNeeds = (council: number | null | undefined, section: number | null | undefined) => {
      const errors: Record<string, string[]> = {};
      if (!council) errors.council_id = ['Veuillez choisir un conseil.'];
      if (!section) errors.council_section_id = ['Veuillez choisir une section.'];
      if (Object.keys(errors).length > 0) throw validationError(ACCOUNT_MESSAGES.cphNeedsCouncil, errors);
    };

    app.route({
      ...endpointRoute('POST /profiles/:id/mandates', {
        roles: CAN_KEEP_PROFILE,
        tags: TAGS,
        summary: 'Ajout d’un mandat (conseiller prud’hommes : conseil et section obligatoires)',
      }),
      handler: async (request, reply): Promise<MandateSaved> => {
        const auth = requireAuth(request);
        const { id: profileId } = request.params;
        await profileFor(app.db, auth, profileId, 'edit');
        const body = request.body;
        const mandate = await findActiveMandate(app.db, body.mandate_id);
        if (!mandate) throw validationError('Ce mandat n’existe pas.', { mandate_id: ['Valeur inconnue.'] });
        const isCph = mandate.name === CPH_MANDATE_NAME;
        if (isCph) cphNeeds(body.council_id, body.council_section_id);
        const pivotId = await saving(() =>
          app.db.transaction(async (tx) => {
            const id = await insertProfileMandate(tx, {
              profile_id: profileId,
              mandate_id: mandate.id,
              is_valid: body.is_valid ?? true,
              council_id: isCph ? body.council_id : null,
              council_section_id: isCph ? body.council_section_id : null,
            });
            await updateProfile(tx, profileId, { has_mandate: true });
            return id;
          }),
        );
        reply.code(201);
        const saved = (await mandatesOfProfile(app.db, profileId)).find((m) => m.pivot.id === pivotId)!;
        return { message: ACCOUNT_MESSAGES.mandateAdded, mandate: toProfileMandate(saved) };
      },
    });

    app.route({
      ...endpointRoute('PUT /profiles/:id/mandates/:pivotId', {
        roles: CAN_KEEP_PROFILE,
        tags: TAGS,
        summary: 'Modification d’un mandat (is_valid false : mandat retiré)',
      }),
      handler: async (request): Promise<MandateSaved> => {
        const auth = requireAuth(request);
        const { id: profileId, pivotId } = request.params;
        await profileFor(app.db, auth, profileId, 'edit');
        const found = await findMandatePivot(app.db, profileId, pivotId);
        if (!found) throw new HttpError(404, MESSAGES.notFound);
        const body = request.body;
        const isCph = found.name === CPH_MANDATE_NAME;
        const council = body.council_id !== undefined ? body.council_id : found.pivot.council_id;
        const section = body.council_section_id !== undefined ? body.council_section_id : found.pivot.council_section_id;
        if (isCph && body.is_valid) cphNeeds(council, section);
        await saving(() =>
          updateProfileMandate(app.db, pivotId, {
            is_valid: body.is_valid,
            council_id: isCph ? council : null,
            council_section_id: isCph ? section : null,
            // A mandate withdrawn ends today.
            end_date: body.is_valid ? null : (found.pivot.end_date ?? new Date().toISOString().slice(0, 10)),
          }),
        );
        const saved = (await mandatesOfProfile(app.db, profileId)).find((m) => m.pivot.id === pivotId)!;
        return { message: ACCOUNT_MESSAGES.mandateUpdated, mandate: toProfileMandate(saved) };
      },
    });
  };

export default accountRoutes;
