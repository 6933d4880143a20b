/**
 * The institute's team: the directory (`GET /api/team`), the creation of a team
 * member of each staff role (`POST /api/register/{admin,manager,pedagogical-supervisor,teacher}`) —
 * who may create whom is `TEAM_MEMBER_CREATORS` of the contract —, and the employment statuses.
 * A creation writes the account, its profile and the welcome email in one transaction; the initial
 * password is generated here, hashed at once and never answered, logged or emailed: the email carries
 * a one-time link to choose one's own (the password-reset link, valid longer).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_MESSAGES, type ProfileUpdate } from '../../contract/accounts';
import { isRoleId, isRoleSlug, ROLE, type NamedItem, type Paged } from '../../contract/common';
import { TEAM_LIST_PER_PAGE, TEAM_WELCOME_LINK_DAYS } from '../../contract/constants/limits';
import {
  CAN_BROWSE_TEAM,
  CAN_CREATE_ADMINS,
  CAN_CREATE_MANAGERS,
  CAN_CREATE_SUPERVISORS,
  CAN_CREATE_TEACHERS,
  type TeamRoleId,
} from '../../contract/roles';
import { TEAM_MESSAGES, type ManagerCreate, type TeacherCreate, type TeamMemberCreated, type TeamMemberItem } from '../../contract/team';
import { ROLES } from '../../db/reference-data';
import { hashPassword, normalizeEmail } from '../../lib/auth-passwords';
import { isUniqueViolation, validationError } from '../../lib/errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { pagedList, parsePage } from '../../lib/paging';
import { issueEmailToken, resetLink } from '../auth';
import { bankDetailsAfter, formChanges, insertProfile, nextProfileNumber, profilePictureUrl, recordBankDetailsWrite, unknownReference } from '../profiles';
import { teamWelcomeEmail, welcomeLink } from './emails';
import { generateInitialPassword } from './password';
import { countTeam, insertTeamUser, listEmploymentStatuses, listTeam, userIdByEmail } from './queries';

const TAGS = ['Équipe'];

/** The fields of a creation that the account form's rules check (name, phone, IBAN/BIC, commune of the postal code, emails). */
function profileForm(body: ManagerCreate | TeacherCreate, roleId: TeamRoleId): ProfileUpdate {
  const form: ProfileUpdate = { name: body.name, genre_id: body.genre_id, phone: body.phone, emails: body.emails, title: body.title };
  // Address, bank, vehicle and remuneration status are the teaching roles' only.
  if (roleId === ROLE['responsable-pedagogique'] || roleId === ROLE.intervenant) {
    const teacher = body as TeacherCreate;
    Object.assign(form, {
      street_number: teacher.street_number,
      street_name: teacher.street_name,
      profile_zip_code: teacher.profile_zip_code,
      city_id: teacher.city_id,
      has_vehicle: teacher.has_vehicle,
      vehicle_category_id: teacher.has_vehicle ? teacher.vehicle_category_id : null,
      iban: teacher.iban,
      bic: teacher.bic,
      employment_status_id: teacher.employment_status_id,
    });
  }
  return form;
}

const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /team', {
      roles: CAN_BROWSE_TEAM,
      tags: TAGS,
      summary: 'Annuaire de l’équipe : administrateurs, gestionnaires et responsables pédagogiques, par rôle puis nom, 12 par page',
    }),
    handler: async (request): Promise<Paged<TeamMemberItem>> =>
      pagedList(parsePage(request.query, TEAM_LIST_PER_PAGE), {
        rows: async (window) =>
          (await listTeam(app.db, window)).flatMap((r) =>
            isRoleSlug(r.role_slug) && isRoleId(r.role_id)
              ? [
                  {
                    id: r.id,
                    name: r.name,
                    email: r.email,
                    phone: r.phone,
                    profile_number: r.profile_number,
                    profile_picture: profilePictureUrl(r.id, r.profile_picture),
                    is_active: r.is_active,
                    role: { id: r.role_id, name: r.role_name, slug: r.role_slug },
                    title: r.title,
                  },
                ]
              : [],
          ),
        count: () => countTeam(app.db),
      }),
  });

  app.route({
    ...endpointRoute('GET /employment-statuses', {
      roles: 'authenticated',
      tags: TAGS,
      summary: 'Statuts d’emploi (le statut de rémunération d’un intervenant)',
    }),
    handler: async (): Promise<NamedItem[]> => listEmploymentStatuses(app.db),
  });

  /** Creates the account and profile of a team member of `roleId`, and sends the welcome email. */
  async function createMember(roleId: TeamRoleId, body: ManagerCreate | TeacherCreate): Promise<TeamMemberCreated> {
    if (body.role_id !== undefined && body.role_id !== roleId) {
      throw validationError(TEAM_MESSAGES.roleMismatch, { role_id: [TEAM_MESSAGES.roleMismatch] });
    }
    const email = normalizeEmail(body.email);
    if ((await userIdByEmail(app.db, email)) !== null) {
      throw validationError(ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] });
    }
    // The account form's rules, every refusal before anything is written.
    const changes = await formChanges(app.db, profileForm(body, roleId), null, email);
    const name = changes.name!;
    const passwordHash = await hashPassword(generateInitialPassword(), app.config.passwordHashing);
    const roleName = ROLES.find((role) => role.id === roleId)!.name;
    const noBankDetails = { iban: null, bic: null };
    const bank = bankDetailsAfter(noBankDetails, changes.patch);
    let profileId: number;
    try {
      profileId = await app.db.transaction(async (tx) => {
        const userId = await insertTeamUser(tx, { name, email, password_hash: passwordHash, role_id: roleId });
        const id = await insertProfile(tx, {
          ...changes.patch,
          user_id: userId,
          role_id: roleId,
          profile_number: await nextProfileNumber(tx, new Date().getFullYear()),
          // The creator's typing is audited, and shown to the new member to confirm at their first login.
          bank_details_to_confirm: bank !== null,
        });
        if (bank) await recordBankDetailsWrite(tx, app.mail, app.config.publicUrl, { profileId: id, owner: { name, email }, before: noBankDetails, after: bank, emailOwner: false });
        const token = await issueEmailToken(tx, userId, 'password_reset', { ttlMinutes: TEAM_WELCOME_LINK_DAYS * 24 * 60 });
        await app.mail.send(teamWelcomeEmail({ name, email }, roleName, welcomeLink(resetLink(app.config.publicUrl, email, token))), { db: tx });
        return id;
      });
    } catch (err) {
      // Two creations with the same email at once: the unique index decides.
      if (isUniqueViolation(err)) throw validationError(ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] });
      throw unknownReference(err) ?? err;
    }
    return { message: TEAM_MESSAGES.created, id: profileId, profile: { id: profileId } };
  }

  app.route({
    ...endpointRoute('POST /register/admin', {
      roles: CAN_CREATE_ADMINS,
      tags: TAGS,
      summary: 'Création d’un compte administrateur (mot de passe généré, jamais communiqué ; un email invite à choisir le sien)',
    }),
    handler: async (request, reply) => {
      const created = await createMember(ROLE.administrateur, request.body);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpointRoute('POST /register/manager', {
      roles: CAN_CREATE_MANAGERS,
      tags: TAGS,
      summary: 'Création d’un compte gestionnaire (mot de passe généré, jamais communiqué ; un email invite à choisir le sien)',
    }),
    handler: async (request, reply) => {
      const created = await createMember(ROLE.gestionnaire, request.body);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpointRoute('POST /register/pedagogical-supervisor', {
      roles: CAN_CREATE_SUPERVISORS,
      tags: TAGS,
      summary: 'Création d’un compte responsable pédagogique (adresse, coordonnées bancaires, véhicule ; un email invite à choisir son mot de passe)',
    }),
    handler: async (request, reply) => {
      const created = await createMember(ROLE['responsable-pedagogique'], request.body);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpointRoute('POST /register/teacher', {
      roles: CAN_CREATE_TEACHERS,
      tags: TAGS,
      summary: 'Création d’un compte intervenant (adresse, coordonnées bancaires, véhicule, statut de rémunération ; un email invite à choisir son mot de passe)',
    }),
    handler: async (request, reply) => {
      const created = await createMember(ROLE.intervenant, request.body);
      return reply.code(201).send(created);
    },
  });
};

export default teamRoutes;
