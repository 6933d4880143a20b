/**
 * Shared lookup lists (GET /api/training-categories, …/genres). Every logged-in user may read them:
 * the catalogue, the registration wizard and the profile forms of trainees need them too.
 * Soft-deleted reference items are left out.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { asc, eq, isNull } from 'drizzle-orm';
import { ErrorResponses, NamedItemSchema, RoleSchema, type Role, type RoleId, type RoleSlug } from '../../contract/common';
import {
  ReferenceItemSchema,
  RegistrationStatusSchema,
  TrainingCategorySchema,
  TrainingPlaceSchema,
  TrainingStatusSchema,
  TrainingThemeSchema,
  type AresStatus,
  type Genre,
  type Mandate,
  type RegistrationStatus,
  type TrainingCategory,
  type TrainingPlace,
  type TrainingStatus,
  type TrainingTheme,
  type TrainingType,
  type Union,
} from '../../contract/lookups';
import type { RegistrationStatusSlug, TrainingStatusId } from '../../contract/statuses';
import * as s from '../../db/schema';
import { iso, isoOrNull } from '../../lib/training-view';

const authenticated = { roles: 'authenticated' as const };

function listSchema<T extends TSchema>(summary: string, item: T) {
  return { tags: ['Listes de référence'], summary, response: { 200: Type.Array(item), ...ErrorResponses(401) } };
}

interface ReferenceRecord {
  id: number;
  name: string;
  created_at: Date;
  deleted_at: Date | null;
}

const reference = (r: ReferenceRecord) => ({
  id: r.id,
  name: r.name,
  created_at: iso(r.created_at),
  deleted_at: isoOrNull(r.deleted_at),
});

const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const namedList = (table: typeof s.unions | typeof s.mandates | typeof s.trainingTypes) =>
    app.db.select().from(table).where(isNull(table.deleted_at)).orderBy(asc(table.id));

  app.get(
    '/training-categories',
    { config: authenticated, schema: listSchema('Catégories de formation', TrainingCategorySchema) },
    async (): Promise<TrainingCategory[]> => {
      const rows = await app.db
        .select()
        .from(s.trainingCategories)
        .where(isNull(s.trainingCategories.deleted_at))
        .orderBy(asc(s.trainingCategories.id));
      return rows.map((r) => ({ ...reference(r), irt_link: r.irt_link, color: r.color }));
    },
  );

  app.get(
    '/training-types',
    { config: authenticated, schema: listSchema('Types de formation', ReferenceItemSchema) },
    async (): Promise<TrainingType[]> => (await namedList(s.trainingTypes)).map(reference),
  );

  app.get(
    '/training-themes',
    { config: authenticated, schema: listSchema('Thématiques de formation', TrainingThemeSchema) },
    async (): Promise<TrainingTheme[]> => {
      const rows = await app.db
        .select()
        .from(s.trainingThemes)
        .where(isNull(s.trainingThemes.deleted_at))
        .orderBy(asc(s.trainingThemes.numerotation), asc(s.trainingThemes.id));
      return rows.map((r) => ({ ...reference(r), numerotation: r.numerotation }));
    },
  );

  app.get(
    '/training-statuses',
    { config: authenticated, schema: listSchema('Statuts de formation', TrainingStatusSchema) },
    async (): Promise<TrainingStatus[]> => {
      const rows = await app.db.select().from(s.trainingStatuses).orderBy(asc(s.trainingStatuses.id));
      return rows.map((r) => ({ id: r.id as TrainingStatusId, name: r.name }));
    },
  );

  app.get(
    '/training-places',
    { config: authenticated, schema: listSchema('Lieux de formation (avec leur commune)', TrainingPlaceSchema) },
    async (): Promise<TrainingPlace[]> => {
      const rows = await app.db
        .select({ place: s.trainingPlaces, city: s.cities })
        .from(s.trainingPlaces)
        .leftJoin(s.cities, eq(s.trainingPlaces.city_id, s.cities.id))
        .where(isNull(s.trainingPlaces.deleted_at))
        .orderBy(asc(s.trainingPlaces.id));
      return rows.map(({ place, city }) => ({
        ...reference(place),
        address: place.address,
        zip_code: place.zip_code,
        city_id: place.city_id,
        type: place.type === 'Distanciel' ? 'Distanciel' : 'Présentiel',
        city: city ? { id: city.id, name: city.name, zip_code: city.zip_code } : null,
      }));
    },
  );

  app.get(
    '/unions',
    { config: authenticated, schema: listSchema('Syndicats', ReferenceItemSchema) },
    async (): Promise<Union[]> => (await namedList(s.unions)).map(reference),
  );

  app.get(
    '/mandates',
    { config: authenticated, schema: listSchema('Mandats (actifs)', ReferenceItemSchema) },
    async (): Promise<Mandate[]> => (await namedList(s.mandates)).map(reference),
  );

  app.get(
    '/ares-statuses',
    { config: authenticated, schema: listSchema('Statuts Ares des heures', NamedItemSchema) },
    async (): Promise<AresStatus[]> => app.db.select().from(s.aresStatuses).orderBy(asc(s.aresStatuses.id)),
  );

  app.get(
    '/registration-statuses',
    { config: authenticated, schema: listSchema("Statuts d'inscription", RegistrationStatusSchema) },
    async (): Promise<RegistrationStatus[]> => {
      const rows = await app.db.select().from(s.registrationStatuses).orderBy(asc(s.registrationStatuses.id));
      return rows.map((r) => ({ ...r, slug: r.slug as RegistrationStatusSlug }));
    },
  );

  app.get(
    '/roles',
    { config: authenticated, schema: listSchema('Rôles', RoleSchema) },
    async (): Promise<Role[]> => {
      const rows = await app.db.select().from(s.roles).orderBy(asc(s.roles.id));
      return rows.map((r) => ({ id: r.id as RoleId, name: r.name, slug: r.slug as RoleSlug }));
    },
  );

  app.get(
    '/genres',
    { config: authenticated, schema: listSchema('Genres', NamedItemSchema) },
    async (): Promise<Genre[]> => app.db.select().from(s.genres).orderBy(asc(s.genres.id)),
  );
};

export default lookupRoutes;
