/**
 * Shared lookup lists (GET /api/training-categories, …/genres). Every logged-in user may read them:
 * the catalogue, the registration wizard and the profile forms of trainees need them too.
 * Soft-deleted reference items are left out.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isRoleId, isRoleSlug, type Role } from '../../contract/common';
import type {
  CitySummary,
  VehicleCategory,
  AresStatus,
  Genre,
  Mandate,
  ReferenceItem,
  RegistrationStatus,
  TrainingCategory,
  TrainingPlace,
  TrainingStatus,
  TrainingTheme,
  TrainingType,
  Union,
} from '../../contract/lookups';
import { isRegistrationStatusSlug, isTrainingStatusId } from '../../contract/statuses';
import type { EndpointKey } from '../../contract/endpoints';
import * as s from '../../db/schema';
import { iso, isoOrNull } from '../../lib/values';
import { endpointRoute } from '../../lib/endpoint-route';
import referenceEditorRoutes from './editor-routes';
import {
  listCitiesByZip,
  listNamedItems,
  listVehicleCategories,
  listRegistrationStatuses,
  listRoles,
  listSystemList,
  listTrainingCategories,
  listTrainingPlaces,
  listTrainingThemes,
} from './queries';

const authenticated = { roles: 'authenticated' as const };

const TAGS = ['Listes de référence'];

function listRoute<K extends EndpointKey>(key: K, summary: string) {
  return endpointRoute(key, { ...authenticated, tags: TAGS, summary });
}

function reference(r: { id: number; name: string; created_at: Date; deleted_at: Date | null }): ReferenceItem {
  return { id: r.id, name: r.name, created_at: iso(r.created_at), deleted_at: isoOrNull(r.deleted_at) };
}

const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...listRoute('GET /training-categories', 'Catégories de formation'),
    handler: async (): Promise<TrainingCategory[]> =>
      (await listTrainingCategories(app.db)).map((r) => ({ ...reference(r), irt_link: r.irt_link, color: r.color })),
  });

  app.route({
    ...listRoute('GET /training-types', 'Types de formation'),
    handler: async (): Promise<TrainingType[]> => (await listNamedItems(app.db, s.trainingTypes)).map(reference),
  });

  app.route({
    ...listRoute('GET /training-themes', 'Thématiques de formation'),
    handler: async (): Promise<TrainingTheme[]> =>
      (await listTrainingThemes(app.db)).map((r) => ({ ...reference(r), numerotation: r.numerotation, nsf_code: r.nsf_code })),
  });

  app.route({
    ...listRoute('GET /training-statuses', 'Statuts de formation'),
    handler: async (): Promise<TrainingStatus[]> =>
      (await listSystemList(app.db, s.trainingStatuses)).flatMap(({ id, name }) => (isTrainingStatusId(id) ? [{ id, name }] : [])),
  });

  app.route({
    ...listRoute('GET /training-places', 'Lieux de formation (avec leur commune)'),
    handler: async (): Promise<TrainingPlace[]> =>
      (await listTrainingPlaces(app.db)).map(({ place, city }) => ({
        ...reference(place),
        address: place.address,
        zip_code: place.zip_code,
        city_id: place.city_id,
        type: place.type === 'Distanciel' ? 'Distanciel' : 'Présentiel',
        city: city ? { id: city.id, name: city.name, zip_code: city.zip_code } : null,
        exclusive: place.exclusive,
      })),
  });

  app.route({
    ...listRoute('GET /unions', 'Syndicats'),
    handler: async (): Promise<Union[]> => (await listNamedItems(app.db, s.unions)).map(reference),
  });

  app.route({
    ...listRoute('GET /mandates', 'Mandats (actifs)'),
    handler: async (): Promise<Mandate[]> => (await listNamedItems(app.db, s.mandates)).map(reference),
  });

  app.route({
    ...listRoute('GET /ares-statuses', 'Statuts Ares des heures'),
    handler: async (): Promise<AresStatus[]> => listSystemList(app.db, s.aresStatuses),
  });

  app.route({
    ...listRoute('GET /registration-statuses', "Statuts d'inscription"),
    handler: async (): Promise<RegistrationStatus[]> =>
      (await listRegistrationStatuses(app.db)).flatMap(({ id, name, slug }) =>
        isRegistrationStatusSlug(slug) ? [{ id, name, slug }] : [],
      ),
  });

  app.route({
    ...listRoute('GET /roles', 'Rôles'),
    handler: async (): Promise<Role[]> =>
      (await listRoles(app.db)).flatMap(({ id, name, slug }) => (isRoleId(id) && isRoleSlug(slug) ? [{ id, name, slug }] : [])),
  });

  /* ---------- Profile form and registration wizard ---------- */

  const referenceLists = [
    ['GET /councils', 'Conseils de prud’hommes', s.councils],
    ['GET /council-sections', 'Sections de conseil de prud’hommes', s.councilSections],
    ['GET /seniorities', 'Ancienneté de conseiller prud’hommes', s.seniorities],
    ['GET /training-durations', 'Formations suivies depuis le début du mandat', s.trainingDurations],
    ['GET /referral-sources', 'Connaissance de l’IRT', s.referralSources],
    ['GET /degrees', 'Diplômes', s.degrees],
    ['GET /professional-categories', 'Catégories professionnelles', s.professionalCategories],
    ['GET /professional-situations', 'Situations professionnelles', s.professionalSituations],
    ['GET /activity-sectors', 'Secteurs d’activité', s.activitySectors],
    ['GET /company-sizes', 'Tailles d’entreprise', s.companySizes],
  ] as const;
  for (const [key, summary, table] of referenceLists) {
    app.route({
      ...listRoute(key, summary),
      handler: async (): Promise<ReferenceItem[]> => (await listNamedItems(app.db, table)).map(reference),
    });
  }

  app.route({
    ...listRoute('GET /vehicle-categories', 'Catégories de véhicule (puissance fiscale)'),
    handler: async (): Promise<VehicleCategory[]> =>
      (await listVehicleCategories(app.db)).map((r) => ({ id: r.id, category: r.category, indemnity_per_km: Number(r.indemnity_per_km) })),
  });

  app.route({
    ...endpointRoute('GET /cities', { ...authenticated, tags: TAGS, summary: 'Communes d’un code postal' }),
    handler: async (request): Promise<CitySummary[]> => listCitiesByZip(app.db, request.query.zip_code),
  });

  app.route({
    ...listRoute('GET /genres', 'Genres'),
    handler: async (): Promise<Genre[]> => listSystemList(app.db, s.genres),
  });

  await referenceEditorRoutes(app, {});
};

export default lookupRoutes;
