/**
 * Files of a profile: the picture (PNG or JPEG) and the vehicle registration
 * document (PDF ≤ 2048 KB), uploaded as multipart, typed by their content, stored under random names;
 * a refused file stores nothing. Served only to those the scopes allow.
 */
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  PROFILE_PICTURE_MAX_KB,
  type PictureSaved,
  type VehicleRegistrationSaved,
} from '../../contract/accounts';
import type { MessageResponse } from '../../contract/common';
import { CAN_KEEP_PROFILE } from '../../contract/roles';
import type { AuthContext } from '../../lib/auth-sessions';
import { HttpError, MESSAGES, validationError } from '../../lib/errors';
import { integerField, readMultipart, type MultipartBody } from '../../lib/multipart';
import { MAX_VEHICLE_REGISTRATION_BYTES, type FileType, type Storage } from '../../lib/storage';
import { contentDisposition, storedFileDisposition } from '../../lib/content-disposition';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { updateProfile, type ProfilePatch } from './account-queries';
import { profileFor } from './scopes';
import { vehicleRegistrationUrl } from './account-service';
import { profilePictureUrl } from './pictures';

export type ProfileStorage = Storage;

export { filesStorage } from '../../lib/files-storage';

const uploadRoutes = (storage: Storage): FastifyPluginAsyncTypebox =>
  async (app) => {
    /** The profile targeted by an upload: the `profile_id` field, or the caller's own. */
    function targetProfile(auth: AuthContext, body: MultipartBody): number {
      const id = integerField(body, 'profile_id') ?? auth.profileId;
      if (id === null) throw new HttpError(404, MESSAGES.notFound);
      return id;
    }

    /** Stores the one file of `field` after its checks; nothing is written when it is refused. */
    async function store(body: MultipartBody, field: string, allowed: FileType[], maxBytes: number) {
      const file = body.files.find((f) => f.field === field);
      if (!file) throw validationError('Veuillez joindre un fichier.', { [field]: ['Veuillez joindre un fichier.'] });
      return storage.saveUpload({ buffer: file.buffer, allowed, maxBytes, field });
    }

    /** Saves the new key on the profile; the new file is removed if that fails, the old one after. */
    async function replaceFile(profileId: number, key: string, set: ProfilePatch, old: string | null) {
      try {
        await updateProfile(app.db, profileId, set);
      } catch (err) {
        await storage.deleteStored(key);
        throw err;
      }
      if (old && old !== key) await storage.deleteStored(old);
    }

    app.route({
      ...endpointRoute('POST /profile/picture', {
        roles: CAN_KEEP_PROFILE,
        tags: ['Profils'],
        summary: 'Photo de profil (multipart : profile_picture en PNG ou JPEG, profile_id)',
      }),
      handler: async (request): Promise<PictureSaved> => {
        const auth = requireAuth(request);
        const body = await readMultipart(request);
        const profileId = targetProfile(auth, body);
        const row = await profileFor(app.db, auth, profileId, 'edit');
        const stored = await store(body, 'profile_picture', ['png', 'jpeg'], PROFILE_PICTURE_MAX_KB * 1024);
        await replaceFile(profileId, stored.key, { profile_picture: stored.key }, row.profile.profile_picture);
        return { message: ACCOUNT_MESSAGES.pictureSaved, temporary_profile_picture_url: profilePictureUrl(profileId, stored.key)! };
      },
    });

    app.route({
      ...endpointRoute('POST /vehicle/profile', {
        roles: CAN_KEEP_PROFILE,
        tags: ['Profils'],
        summary: 'Carte grise (multipart : vehicle_registration_pdf en PDF ≤ 2048 Ko, profile_id)',
      }),
      handler: async (request): Promise<VehicleRegistrationSaved> => {
        const auth = requireAuth(request);
        const body = await readMultipart(request);
        const profileId = targetProfile(auth, body);
        const row = await profileFor(app.db, auth, profileId, 'edit');
        const stored = await store(body, 'vehicle_registration_pdf', ['pdf'], MAX_VEHICLE_REGISTRATION_BYTES);
        await replaceFile(profileId, stored.key, { vehicle_registration_pdf: stored.key, has_vehicle: true }, row.profile.vehicle_registration_pdf);
        return {
          message: ACCOUNT_MESSAGES.vehicleRegistrationSaved,
          temporary_vehicle_registration_url: vehicleRegistrationUrl(profileId, stored.key)!,
        };
      },
    });

    async function deleteVehicle(auth: AuthContext, requested: number | undefined): Promise<MessageResponse> {
      const profileId = requested ?? auth.profileId;
      if (profileId === null) throw new HttpError(404, MESSAGES.notFound);
      const row = await profileFor(app.db, auth, profileId, 'edit');
      await updateProfile(app.db, profileId, { has_vehicle: false, vehicle_category_id: null, vehicle_registration_pdf: null });
      if (row.profile.vehicle_registration_pdf) await storage.deleteStored(row.profile.vehicle_registration_pdf);
      return { message: ACCOUNT_MESSAGES.vehicleDeleted };
    }

    const vehicleDelete = { roles: CAN_KEEP_PROFILE, tags: ['Profils'], summary: 'Suppression du véhicule (puissance fiscale et carte grise)' };
    app.route({
      ...endpointRoute('POST /vehicle/delete', vehicleDelete),
      handler: async (request) => deleteVehicle(requireAuth(request), request.body?.profile_id),
    });
    app.route({
      ...endpointRoute('DELETE /vehicle/delete', vehicleDelete),
      handler: async (request) => deleteVehicle(requireAuth(request), request.query.profile_id),
    });

    async function sendStored(reply: FastifyReply, key: string, filename: string) {
      const file = await storage.openStored(key);
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(storedFileDisposition(file.mime), `${filename}.${path.extname(key).slice(1)}`))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    }

    app.route({
      ...endpointRoute('GET /profiles/:id/picture', {
        roles: CAN_KEEP_PROFILE,
        tags: ['Profils'],
        summary: 'Photo de profil (le titulaire et l’équipe)',
      }),
      handler: async (request, reply) => {
        const row = await profileFor(app.db, requireAuth(request), request.params.id, 'readPicture');
        if (!row.profile.profile_picture) throw new HttpError(404, MESSAGES.notFound);
        return sendStored(reply, row.profile.profile_picture, `photo-${request.params.id}`);
      },
    });

    app.route({
      ...endpointRoute('GET /profiles/:id/vehicle-registration', {
        roles: CAN_KEEP_PROFILE,
        tags: ['Profils'],
        summary: 'Carte grise (le titulaire, l’administrateur et le gestionnaire)',
      }),
      handler: async (request, reply) => {
        const row = await profileFor(app.db, requireAuth(request), request.params.id, 'readVehicleDocument');
        if (!row.profile.vehicle_registration_pdf) throw new HttpError(404, MESSAGES.notFound);
        return sendStored(reply, row.profile.vehicle_registration_pdf, `carte-grise-${request.params.id}`);
      },
    });
  };

export default uploadRoutes;
