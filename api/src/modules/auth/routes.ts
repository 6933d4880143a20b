/**
 * Authentication and own-account routes, under /api.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cancelEmailTokens, consumeEmailToken, consumeEmailTokenFor, hashToken, issueEmailToken } from './email-tokens';
import { dummyHash, hashPassword, needsRehash, normalizeEmail, verifyPassword } from '../../lib/auth-passwords';
import { newPasswordProblems } from '../../lib/password-policy';
import { createSession, revokeSession, revokeUserSessions } from '../../lib/auth-sessions';
import { ROLE } from '../../contract/common';
import { HttpError, isUniqueViolation, validationError } from '../../lib/errors';
import { clearSessionCookies, DEACTIVATED_MESSAGE, requireAuth, secureCookies } from '../../plugins/auth';
import { attemptCounters } from '../../lib/rate-limit-store';
import { endpointRoute } from '../../lib/endpoint-route';
import { ACCOUNT_LOOKUP_LIMIT, growingDelayWait, LOGIN_FAILURE_LIMITS, RATE_LIMITS, tooManyAttempts } from '../../plugins/security';
import { createLoginDevices } from './login-devices';
import { passwordResetEmail, resetLink, signUpAttemptEmail, verificationEmail, verificationLink } from './emails';
import {
  acceptTerms,
  findLogin,
  findResetTarget,
  insertUser,
  markEmailVerified,
  passwordHashOf,
  replacePasswordHash,
  setPassword,
  setVerifiedEmail,
  userIdByEmail,
  verificationLinkUsed,
} from './queries';
import { buildOwnProfile, buildUser } from './service';
import { AUTH_MESSAGES } from '../../contract/auth';

const TAGS = ['Authentification'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = { ...LOGIN_FAILURE_LIMITS, address: { ...LOGIN_FAILURE_LIMITS.address, free: app.config.loginAddressFreeFailures } };
  const { config } = app;
  const devices = createLoginDevices(config.jwtSecret);

  /** The wait a known browser still has to make after too many failures of its own (0: none). */
  async function deviceWait(nonce: string): Promise<number> {
    const failures = await attemptCounters.read(app.db, LOGIN_FAILURE_LIMITS.device.key(nonce));
    return failures.hits >= LOGIN_FAILURE_LIMITS.device.max ? failures.ttlMs : 0;
  }

  /** The wait an unknown browser has to make, the longest of the account's and the address's. */
  async function unknownDeviceWait(email: string, ip: string): Promise<number> {
    const { account, address } = limits;
    const [onAccount, onAddress] = await Promise.all([
      attemptCounters.read(app.db, account.key(email)),
      attemptCounters.read(app.db, address.key(ip)),
    ]);
    return Math.max(
      growingDelayWait(account, onAccount.hits, account.forgetMs - onAccount.ttlMs),
      growingDelayWait(address, onAddress.hits, address.forgetMs - onAddress.ttlMs),
    );
  }

  app.route({
    ...endpointRoute('POST /login', {
      roles: 'public',
      tags: TAGS,
      summary: "Connexion : renvoie un jeton et l'utilisateur",
      config: { rateLimit: RATE_LIMITS.login },
    }),
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const row = await findLogin(app.db, email);
      // A browser that logged in to this very account before is known: only its own failures hold it back.
      const cookieDevice = devices.read(request);
      const device = cookieDevice && row && cookieDevice.userId === row.id ? cookieDevice : null;
      const wait = device ? await deviceWait(device.nonce) : await unknownDeviceWait(email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw tooManyAttempts(wait);
      }
      // Same work and same answer whether the email exists or not.
      const ok = await verifyPassword(request.body.password, row?.hash ?? (await dummyHash(config.passwordHashing)));
      if (!row || !ok) {
        if (device) {
          await attemptCounters.hit(app.db, LOGIN_FAILURE_LIMITS.device.key(device.nonce), LOGIN_FAILURE_LIMITS.device.windowMs);
        } else {
          const { account, address } = limits;
          await attemptCounters.slide(app.db, account.key(email), account.forgetMs);
          await attemptCounters.slide(app.db, address.key(request.ip), address.forgetMs);
        }
        throw new HttpError(401, AUTH_MESSAGES.badCredentials);
      }
      if (!row.active || row.profileActive === false) throw new HttpError(403, DEACTIVATED_MESSAGE);
      // A bcrypt hash of before the switch to Argon2id, or one made with other costs, is replaced now
      // that the password is known; unless the password changed meanwhile (the old hash is the condition).
      if (needsRehash(row.hash, config.passwordHashing)) {
        await replacePasswordHash(app.db, row.id, row.hash, await hashPassword(request.body.password, config.passwordHashing));
      }

      const session = await createSession(app.db, row.id, config.jwtTtlSeconds);
      const token = await app.tokens.sign(row.id, session.id, session.expiresAt);
      devices.issue(reply, row.id, secureCookies(request, config.publicUrl));
      // The session cookies are set from the answer's token (plugins/auth.ts), as for any answer carrying one.
      return { token, user: await buildUser(app.db, row.id) };
    },
  });

  app.route({
    ...endpointRoute('GET /user', {
      roles: 'authenticated',
      tags: TAGS,
      summary: 'Utilisateur connecté',
    }),
    handler: async (request) => buildUser(app.db, requireAuth(request).userId),
  });

  app.route({
    ...endpointRoute('GET /profile', {
      roles: 'authenticated',
      tags: TAGS,
      summary: "Profil de l'utilisateur connecté (404 « Profile not found » sans profil)",
    }),
    handler: async (request) => {
      const profile = await buildOwnProfile(app.db, requireAuth(request).userId);
      if (!profile) throw new HttpError(404, AUTH_MESSAGES.profileNotFound);
      return profile;
    },
  });

  app.route({
    ...endpointRoute('POST /logout', {
      roles: 'authenticated',
      tags: TAGS,
      summary: 'Déconnexion (le jeton est révoqué, les cookies de session effacés)',
    }),
    handler: async (request, reply) => {
      await revokeSession(app.db, requireAuth(request).sessionId);
      clearSessionCookies(request, reply);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  });

  app.route({
    ...endpointRoute('GET /validate-token', {
      roles: 'authenticated',
      tags: TAGS,
      summary: 'Vérifie le jeton',
    }),
    handler: async () => ({ valid: true as const }),
  });

  app.route({
    ...endpointRoute('POST /register', {
      roles: 'public',
      tags: TAGS,
      summary: "Création d'un compte stagiaire (email de confirmation envoyé)",
      config: { rateLimit: RATE_LIMITS.register },
    }),
    handler: async (request, reply) => {
      const { password, password_confirmation: confirmation } = request.body;
      const name = request.body.name.trim().replace(/\s+/g, ' ');
      const email = normalizeEmail(request.body.email);
      const errors: Record<string, string[]> = {};
      if (!name) errors.name = [AUTH_MESSAGES.required];
      const passwordProblems = newPasswordProblems(password);
      if (passwordProblems.length > 0) errors.password = passwordProblems;
      if (confirmation !== undefined && confirmation !== password) errors.password_confirmation = [AUTH_MESSAGES.passwordMismatch];
      if (Object.keys(errors).length > 0) throw validationError(AUTH_MESSAGES.registerFailed, errors);

      const passwordHash = await hashPassword(password, config.passwordHashing);
      const owner = await findResetTarget(app.db, email);
      if (owner) {
        // The answer does not tell that the address has an account: its owner is told by email instead,
        // once an hour at most so that nobody can flood their inbox through this form.
        const notices = await attemptCounters.hit(app.db, `register-known-address:${email}`, 60 * 60_000);
        if (notices.hits === 1) await app.mail.send(signUpAttemptEmail(owner, config.publicUrl), { db: app.db });
        return reply.code(201).send({ message: AUTH_MESSAGES.registered });
      }
      try {
        await app.db.transaction(async (tx) => {
          const userId = await insertUser(tx, { name, email, password_hash: passwordHash, role_id: ROLE.stagiaire });
          const token = await issueEmailToken(tx, userId, 'email_verification');
          await app.mail.send(verificationEmail({ name, email }, verificationLink(config.publicUrl, userId, token)), { db: tx });
        });
      } catch (err) {
        // Two sign-ups with the same email at once: the unique index decides, and the other one's
        // verification email went to the address.
        if (!isUniqueViolation(err)) throw err;
      }
      return reply.code(201).send({ message: AUTH_MESSAGES.registered });
    },
  });

  // A link opened in the browser leads to the portal's page, which posts its id and token: the
  // verification writes, so it is not a GET.
  app.route({
    ...endpointRoute('POST /email/verify', {
      roles: 'public',
      tags: TAGS,
      summary: "Vérification de l'adresse email (paramètres du lien envoyé)",
    }),
    handler: async (request) => {
      const { id, token } = request.body;
      // A link sent to the new address of a change of the login email: the change happens now.
      const changed = await app.db
        .transaction(async (tx) => {
          const change = await consumeEmailTokenFor(tx, token, 'email_change', id);
          if (!change?.email) return null;
          const taken = await userIdByEmail(tx, change.email);
          if (taken !== null && taken !== change.userId) return 'taken' as const;
          await setVerifiedEmail(tx, change.userId, change.email);
          return 'done' as const;
        })
        // Taken meanwhile by a sign-up: the unique index decides, and the link stays unused.
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) return 'taken' as const;
          throw err;
        });
      if (changed === 'done') return { message: AUTH_MESSAGES.emailChanged };
      if (changed === 'taken') throw new HttpError(400, AUTH_MESSAGES.emailChangeTaken);
      const verified = await app.db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'email_verification', id);
        if (userId === null) return false;
        await markEmailVerified(tx, userId);
        return true;
      });
      if (verified) return { message: AUTH_MESSAGES.verified };
      // A second click on a link already used: say so instead of failing.
      if (await verificationLinkUsed(app.db, hashToken(token), id)) return { message: AUTH_MESSAGES.alreadyVerified };
      throw new HttpError(400, AUTH_MESSAGES.verifyFailed);
    },
  });

  app.route({
    ...endpointRoute('POST /email/undo-change', {
      roles: 'public',
      tags: TAGS,
      summary: "Annulation d'un changement de l'adresse email de connexion (lien envoyé à l'ancienne adresse) : l'ancienne adresse est rétablie et toutes les sessions fermées",
      config: { rateLimit: RATE_LIMITS.passwordReset },
    }),
    handler: async (request) => {
      const { id, token } = request.body;
      const undone = await app.db.transaction(async (tx) => {
        const undo = await consumeEmailTokenFor(tx, token, 'email_change_undo', id);
        if (!undo?.email) return false;
        // The pending change (if not confirmed yet) is dropped, the old address restored if it was
        // confirmed (unless another account took it since), and whoever asked for it logged out.
        await cancelEmailTokens(tx, undo.userId, 'email_change');
        if ((await userIdByEmail(tx, undo.email)) === null) await setVerifiedEmail(tx, undo.userId, undo.email);
        await revokeUserSessions(tx, undo.userId);
        return true;
      });
      if (!undone) throw new HttpError(400, AUTH_MESSAGES.undoFailed);
      return { message: AUTH_MESSAGES.emailChangeUndone };
    },
  });

  app.route({
    ...endpointRoute('POST /password/email', {
      roles: 'public',
      tags: TAGS,
      summary: 'Demande de lien de réinitialisation du mot de passe',
      config: { rateLimit: RATE_LIMITS.passwordEmail },
    }),
    handler: async (request, reply) => {
      // Its answer tells whether the address has an account: a client gets a few answers a minute, whatever the emails.
      const lookups = await attemptCounters.hit(app.db, ACCOUNT_LOOKUP_LIMIT.key(request.ip), ACCOUNT_LOOKUP_LIMIT.windowMs);
      if (lookups.hits > ACCOUNT_LOOKUP_LIMIT.max) {
        reply.header('retry-after', String(Math.ceil(lookups.ttlMs / 1000)));
        throw tooManyAttempts(lookups.ttlMs);
      }
      const email = normalizeEmail(request.body.email);
      const user = await findResetTarget(app.db, email);
      // The reset screen of the spec tells the user when the address is unknown; a closed account gets the same answer.
      if (!user || !user.active || user.profileActive === false) throw new HttpError(404, AUTH_MESSAGES.unknownEmail);
      await app.db.transaction(async (tx) => {
        const token = await issueEmailToken(tx, user.id, 'password_reset');
        await app.mail.send(passwordResetEmail(user, resetLink(config.publicUrl, user.email, token)), { db: tx });
      });
      return { message: AUTH_MESSAGES.resetSent };
    },
  });

  app.route({
    ...endpointRoute('POST /password/reset', {
      roles: 'public',
      tags: TAGS,
      summary: 'Nouveau mot de passe à partir du lien reçu (révoque les sessions ouvertes)',
      config: { rateLimit: RATE_LIMITS.passwordReset },
    }),
    handler: async (request) => {
      const { token, password, password_confirmation: confirmation } = request.body;
      const passwordProblems = newPasswordProblems(password);
      if (passwordProblems.length > 0) throw validationError(passwordProblems[0], { password: passwordProblems });
      if (confirmation !== password) {
        throw validationError(AUTH_MESSAGES.passwordMismatch, { password_confirmation: [AUTH_MESSAGES.passwordMismatch] });
      }
      const email = normalizeEmail(request.body.email);
      const user = await userIdByEmail(app.db, email);
      if (user === null) throw new HttpError(422, AUTH_MESSAGES.resetExpired);
      const passwordHash = await hashPassword(password, config.passwordHashing);
      const done = await app.db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'password_reset', user);
        if (userId === null) return false;
        // The link proves the address too.
        await setPassword(tx, userId, passwordHash);
        await markEmailVerified(tx, userId);
        await revokeUserSessions(tx, userId);
        return true;
      });
      if (!done) throw new HttpError(422, AUTH_MESSAGES.resetExpired);
      // The emailed link proves the owner: the failed logins that locked the account are forgotten.
      await attemptCounters.clear(app.db, LOGIN_FAILURE_LIMITS.account.key(email));
      return { message: AUTH_MESSAGES.resetDone };
    },
  });

  app.route({
    ...endpointRoute('PUT /user/password', {
      roles: 'authenticated',
      tags: TAGS,
      summary:
        'Changement de son mot de passe (mot de passe actuel requis) : les autres sessions du compte sont fermées, celle qui le change reste ouverte',
      config: { rateLimit: RATE_LIMITS.accountChange },
    }),
    handler: async (request) => {
      const auth = requireAuth(request);
      const { current_password: current, password, password_confirmation: confirmation } = request.body;
      const hash = await passwordHashOf(app.db, auth.userId);
      // A stolen session alone cannot take the account over: the change asks for the current password.
      if (hash === null || !(await verifyPassword(current, hash))) {
        throw validationError(AUTH_MESSAGES.passwordChangeFailed, { current_password: [AUTH_MESSAGES.wrongPassword] });
      }
      const errors: Record<string, string[]> = {};
      const passwordProblems = newPasswordProblems(password);
      if (passwordProblems.length > 0) errors.password = passwordProblems;
      if (confirmation !== password) errors.password_confirmation = [AUTH_MESSAGES.passwordMismatch];
      if (Object.keys(errors).length > 0) throw validationError(AUTH_MESSAGES.passwordChangeFailed, errors);
      const passwordHash = await hashPassword(password, config.passwordHashing);
      await app.db.transaction(async (tx) => {
        await setPassword(tx, auth.userId, passwordHash);
        await revokeUserSessions(tx, auth.userId, auth.sessionId);
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  });

  app.route({
    ...endpointRoute('POST /profile/accept-terms', {
      roles: 'authenticated',
      tags: TAGS,
      summary: "Acceptation des conditions d'utilisation",
    }),
    handler: async (request) => {
      const { userId } = requireAuth(request);
      await acceptTerms(app.db, userId);
      return { message: AUTH_MESSAGES.termsAccepted, accepted_terms: 1 as const };
    },
  });
};

export default authRoutes;
