/**
 * Shared lookup lists (GET /api/training-categories, …/genres). Every logged-in user may read them:
 * the catalogue, the registration wizard and the profile forms of trainees need them too.
 * Soft-deleted reference items are left out.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorResponses, isRoleId, isRoleSlug, NamedItemSchema, RoleSchema, type Role } from '../../contract/common';
import {
  CityQuerySchema,
  CitySummarySchema,
  ReferenceItemSchema,
  RegistrationStatusSchema,
  VehicleCategorySchema,
  type CitySummary,
  type VehicleCategory,
  TrainingCategorySchema,
  TrainingPlaceSchema,
  TrainingStatusSchema,
  TrainingThemeSchema,
  type AresStatus,
  type Genre,
  type Mandate,
  type ReferenceItem,
  type RegistrationStatus,
  type TrainingCategory,
  type TrainingPlace,
  type TrainingStatus,
  type TrainingTheme,
  type TrainingType,
  type Union,
} from '../../contract/lookups';
import { isRegistrationStatusSlug, isTrainingStatusId } from '../../contract/statuses';
import * as s from '../../db/schema';
import { iso, isoOrNull } from '../../lib/values';
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

function listSchema<T extends TSchema>(summary: string, item: T) {
  return { tags: ['Listes de référence'], summary, response: { 200: Type.Array(item), ...ErrorResponses(401) } };
}

function reference(r: { id: number; name: string; created_at: Date; deleted_at: Date | null }): ReferenceItem {
  return { id: r.id, name: r.name, created_at: iso(r.created_at), deleted_at: isoOrNull(r.deleted_at) };
}

const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/training-categories',
    { config: authenticated, schema: listSchema('Catégories de formation', TrainingCategorySchema) },
    async (): Promise<TrainingCategory[]> =>
      (await listTrainingCategories(app.db)).map((r) => ({ ...reference(r), irt_link: r.irt_link, color: r.color })),
  );

  app.get(
    '/training-types',
    { config: authenticated, schema: listSchema('Types de formation', ReferenceItemSchema) },
    async (): Promise<TrainingType[]> => (await listNamedItems(app.db, s.trainingTypes)).map(reference),
  );

  app.get(
    '/training-themes',
    { config: authenticated, schema: listSchema('Thématiques de formation', TrainingThemeSchema) },
    async (): Promise<TrainingTheme[]> =>
      (await listTrainingThemes(app.db)).map((r) => ({ ...reference(r), numerotation: r.numerotation })),
  );

  app.get(
    '/training-statuses',
    { config: authenticated, schema: listSchema('Statuts de formation', TrainingStatusSchema) },
    async (): Promise<TrainingStatus[]> =>
      (await listSystemList(app.db, s.trainingStatuses)).flatMap(({ id, name }) => (isTrainingStatusId(id) ? [{ id, name }] : [])),
  );

  app.get(
    '/training-places',
    { config: authenticated, schema: listSchema('Lieux de formation (avec leur commune)', TrainingPlaceSchema) },
    async (): Promise<TrainingPlace[]> =>
      (await listTrainingPlaces(app.db)).map(({ place, city }) => ({
        ...reference(place),
        address: place.address,
        zip_code: place.zip_code,
        city_id: place.city_id,
        type: place.type === 'Distanciel' ? 'Distanciel' : 'Présentiel',
        city: city ? { id: city.id, name: city.name, zip_code: city.zip_code } : null,
      })),
  );

  app.get(
    '/unions',
    { config: authenticated, schema: listSchema('Syndicats', ReferenceItemSchema) },
    async (): Promise<Union[]> => (await listNamedItems(app.db, s.unions)).map(reference),
  );

  app.get(
    '/mandates',
    { config: authenticated, schema: listSchema('Mandats (actifs)', ReferenceItemSchema) },
    async (): Promise<Mandate[]> => (await listNamedItems(app.db, s.mandates)).map(reference),
  );

  app.get(
    '/ares-statuses',
    { config: authenticated, schema: listSchema('Statuts Ares des heures', NamedItemSchema) },
    async (): Promise<AresStatus[]> => listSystemList(app.db, s.aresStatuses),
  );

  app.get(
    '/registration-statuses',
    { config: authenticated, schema: listSchema("Statuts d'inscription", RegistrationStatusSchema) },
    async (): Promise<RegistrationStatus[]> =>
      (await listRegistrationStatuses(app.db)).flatMap(({ id, name, slug }) =>
        isRegistrationStatusSlug(slug) ? [{ id, name, slug }] : [],
      ),
  );

  app.get(
    '/roles',
    { config: authenticated, schema: listSchema('Rôles', RoleSchema) },
    async (): Promise<Role[]> =>
      (await listRoles(app.db)).flatMap(({ id, name, slug }) => (isRoleId(id) && isRoleSlug(slug) ? [{ id, name, slug }] : [])),
  );

  /* ---------- Profile form and registration wizard ---------- */

  const referenceLists = [
    ['/councils', 'Conseils de prud’hommes', s.councils],
    ['/council-sections', 'Sections de conseil de prud’hommes', s.councilSections],
    ['/seniorities', 'Ancienneté de conseiller prud’hommes', s.seniorities],
    ['/training-durations', 'Formations suivies depuis le début du mandat', s.trainingDurations],
    ['/referral-sources', 'Connaissance de l’IRT', s.referralSources],
    ['/degrees', 'Diplômes', s.degrees],
    ['/professional-categories', 'Catégories professionnelles', s.professionalCategories],
    ['/professional-situations', 'Situations professionnelles', s.professionalSituations],
    ['/activity-sectors', 'Secteurs d’activité', s.activitySectors],
    ['/company-sizes', 'Tailles d’entreprise', s.companySizes],
  ] as const;
  for (const [url, summary, table] of referenceLists) {
    app.get(
      url,
      { config: authenticated, schema: listSchema(summary, ReferenceItemSchema) },
      async (): Promise<ReferenceItem[]> => (await listNamedItems(app.db, table)).map(reference),
    );
  }

  app.get(
    '/vehicle-categories',
    { config: authenticated, schema: listSchema('Catégories de véhicule (puissance fiscale)', VehicleCategorySchema) },
    async (): Promise<VehicleCategory[]> =>
      (await listVehicleCategories(app.db)).map((r) => ({ id: r.id, category: r.category, indemnity_per_km: Number(r.indemnity_per_km) })),
  );

  app.get(
    '/cities',
    {
      config: authenticated,
      schema: {
        tags: ['Listes de référence'],
        summary: 'Communes d’un code postal',
        querystring: CityQuerySchema,
        response: { 200: Type.Array(CitySummarySchema), ...ErrorResponses(400, 401) },
      },
    },
    async (request): Promise<CitySummary[]> => listCitiesByZip(app.db, request.query.zip_code),
  );

  app.get(
    '/genres',
    { config: authenticated, schema: listSchema('Genres', NamedItemSchema) },
    async (): Promise<Genre[]> => listSystemList(app.db, s.genres),
  );
};

export default lookupRoutes;
