/**
 * The reference editor's writes (/referentiel, administrateur only): add and rename the items of the
 * twelve reference lists, soft-delete a mandate, list the deleted mandates. A name is unique in its
 * list (compared trimmed and case-blind); a refusal is a French 422 on the field.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CPH_MANDATE_NAME } from '../../contract/accounts';
import { CAN_EDIT_REFERENCE_DATA } from '../../contract/roles';
import type { ReferenceItem, TrainingCategory, TrainingPlace, TrainingPlacePayload, TrainingTheme } from '../../contract/lookups';
import type { EndpointKey } from '../../contract/endpoints';
import type { DbOrTx, Tx } from '../../db/client';
import * as s from '../../db/schema';
import { HttpError, isUniqueViolation, validationError } from '../../lib/errors';
import { iso, isoOrNull } from '../../lib/values';
import { endpointRoute } from '../../lib/endpoint-route';
import {
  findCity,
  findMandateName,
  insertNamedItem,
  insertTrainingPlace,
  insertTrainingTheme,
  listDeletedMandates,
  nameTaken,
  renameNamedItem,
  softDeleteMandate,
  updateTrainingCategory,
  updateTrainingPlace,
  updateTrainingTheme,
  type EditableTable,
  type TrainingPlaceValues,
} from './editor-queries';
import { forgetReferenceNames } from './queries';

const TAGS = ['Référentiel'];

function editorRoute<K extends EndpointKey>(key: K, summary: string) {
  return endpointRoute(key, { roles: CAN_EDIT_REFERENCE_DATA, tags: TAGS, summary });
}

export const NAME_TAKEN = 'Ce nom existe déjà dans cette liste.';
const NOT_FOUND = "Cet élément n'existe pas.";

function reference(r: { id: number; name: string; created_at: Date; deleted_at: Date | null }): ReferenceItem {
  return { id: r.id, name: r.name, created_at: iso(r.created_at), deleted_at: isoOrNull(r.deleted_at) };
}

function theme(r: typeof s.trainingThemes.$inferSelect): TrainingTheme {
  return { ...reference(r), numerotation: r.numerotation, nsf_code: r.nsf_code };
}

function category(r: typeof s.trainingCategories.$inferSelect): TrainingCategory {
  return { ...reference(r), irt_link: r.irt_link, color: r.color };
}

async function place(db: DbOrTx, r: typeof s.trainingPlaces.$inferSelect): Promise<TrainingPlace> {
  const city = r.city_id === null ? undefined : await findCity(db, r.city_id);
  return {
    ...reference(r),
    address: r.address,
    zip_code: r.zip_code,
    city_id: r.city_id,
    type: r.type === 'Distanciel' ? 'Distanciel' : 'Présentiel',
    city: city ?? null,
    exclusive: r.exclusive,
  };
}

/** Refuses a name another item of the list bears. */
async function checkName(db: DbOrTx, table: EditableTable, name: string, exceptId?: number): Promise<string> {
  const trimmed = name.trim();
  if (await nameTaken(db, table, trimmed, exceptId)) throw validationError(NAME_TAKEN, { name: [NAME_TAKEN] });
  return trimmed;
}

/**
 * A write that sets a name, in one transaction. The database's unique index (name trimmed and
 * case-blind) refuses a name another write took between the check and the write: the same French 422.
 */
async function nameWrite<T>(app: FastifyInstance, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await app.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError(NAME_TAKEN, { name: [NAME_TAKEN] });
    throw err;
  }
}

function found<T>(row: T | undefined): T {
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** A place's commune is one of its postal code's (the form picks it from GET /api/cities). */
async function placeValues(db: DbOrTx, body: TrainingPlacePayload, name: string): Promise<TrainingPlaceValues> {
  const address = body.address?.trim() || null;
  if (body.city_id !== null) {
    const city = await findCity(db, body.city_id);
    if (!city || city.zip_code !== body.zip_code) {
      const message = 'Choisissez une commune du code postal.';
      throw validationError(message, { city_id: [message] });
    }
  }
  // Left out of an update, a place stays as exclusive as it was; a new place is not exclusive.
  return { name, address, zip_code: body.zip_code, city_id: body.city_id, type: body.type, ...(body.exclusive !== undefined ? { exclusive: body.exclusive } : {}) };
}

/**
 * The councillor mandate is known by its name (it asks for a council and a section on the profiles):
 * renaming or deleting it would silently drop that rule, so the editor refuses both.
 */
const CPH_LOCKED = 'Le mandat de conseiller prud’homme est utilisé par les règles du portail : il ne peut être ni renommé ni supprimé.';

async function keepCphMandate(db: DbOrTx, id: number, newName: string | null): Promise<void> {
  if ((await findMandateName(db, id)) !== CPH_MANDATE_NAME || newName?.trim() === CPH_MANDATE_NAME) return;
  throw validationError(CPH_LOCKED, { name: [CPH_LOCKED] });
}

/** Category and place names are kept in memory for list rows: forget them after a change. */
function namesChanged(app: FastifyInstance): void {
  forgetReferenceNames(app.db);
}

const referenceEditorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const namedLists = [
    ['POST /referral-sources', 'PUT /referral-sources/:id', 'Connaissance de l’IRT', s.referralSources],
    ['POST /degrees', 'PUT /degrees/:id', 'Diplôme', s.degrees],
    ['POST /professional-categories', 'PUT /professional-categories/:id', 'Catégorie professionnelle', s.professionalCategories],
    ['POST /activity-sectors', 'PUT /activity-sectors/:id', 'Secteur professionnel', s.activitySectors],
    ['POST /professional-situations', 'PUT /professional-situations/:id', 'Situation professionnelle', s.professionalSituations],
    ['POST /company-sizes', 'PUT /company-sizes/:id', 'Taille de l’entreprise', s.companySizes],
    ['POST /council-sections', 'PUT /council-sections/:id', 'Section prud’homme', s.councilSections],
    ['POST /councils', 'PUT /councils/:id', 'Conseil prud’homme', s.councils],
    ['POST /mandates', 'PUT /mandates/:id', 'Mandat', s.mandates],
  ] as const;

  for (const [postKey, putKey, label, table] of namedLists) {
    app.route({
      ...editorRoute(postKey, `Ajouter un élément : ${label}`),
      handler: async (request, reply): Promise<ReferenceItem> => {
        const row = await nameWrite(app, async (tx) => insertNamedItem(tx, table, await checkName(tx, table, request.body.name)));
        reply.code(201);
        return reference(found(row));
      },
    });
    app.route({
      ...editorRoute(putKey, `Renommer un élément : ${label}`),
      handler: async (request): Promise<ReferenceItem> => {
        const { id } = request.params;
        if (table === s.mandates) await keepCphMandate(app.db, id, request.body.name);
        const row = await nameWrite(app, async (tx) => renameNamedItem(tx, table, id, await checkName(tx, table, request.body.name, id)));
        return reference(found(row));
      },
    });
  }

  app.route({
    ...editorRoute('DELETE /mandates/:id', 'Supprimer un mandat (il reste sur les profils qui le portent)'),
    handler: async (request): Promise<ReferenceItem> => {
      await keepCphMandate(app.db, request.params.id, null);
      return reference(found(await softDeleteMandate(app.db, request.params.id)));
    },
  });

  app.route({
    ...editorRoute('GET /deleted-mandates', 'Mandats supprimés'),
    handler: async (): Promise<ReferenceItem[]> => (await listDeletedMandates(app.db)).map(reference),
  });

  app.route({
    ...editorRoute('POST /training-themes', 'Ajouter une thématique'),
    handler: async (request, reply): Promise<TrainingTheme> => {
      const { body } = request;
      const row = await nameWrite(app, async (tx) =>
        insertTrainingTheme(tx, { name: await checkName(tx, s.trainingThemes, body.name), numerotation: body.numerotation.trim(), nsf_code: body.nsf_code ?? null }),
      );
      reply.code(201);
      return theme(found(row));
    },
  });

  app.route({
    ...editorRoute('PUT /training-themes/:id', 'Modifier une thématique'),
    handler: async (request): Promise<TrainingTheme> => {
      const { body, params } = request;
      const row = await nameWrite(app, async (tx) =>
        updateTrainingTheme(tx, params.id, {
          name: await checkName(tx, s.trainingThemes, body.name, params.id),
          numerotation: body.numerotation.trim(),
          ...(body.nsf_code === undefined ? {} : { nsf_code: body.nsf_code }),
        }),
      );
      return theme(found(row));
    },
  });

  app.route({
    ...editorRoute('PUT /training-categories/:id', 'Modifier une catégorie de formation'),
    handler: async (request): Promise<TrainingCategory> => {
      const { body, params } = request;
      const row = await nameWrite(app, async (tx) =>
        updateTrainingCategory(tx, params.id, {
          name: await checkName(tx, s.trainingCategories, body.name, params.id),
          irt_link: body.irt_link?.trim() || null,
        }),
      );
      namesChanged(app);
      return category(found(row));
    },
  });

  app.route({
    ...editorRoute('POST /training-places', 'Ajouter un lieu de formation'),
    handler: async (request, reply): Promise<TrainingPlace> => {
      const { body } = request;
      const answer = await nameWrite(app, async (tx) => {
        const values = await placeValues(tx, body, await checkName(tx, s.trainingPlaces, body.name));
        return place(tx, found(await insertTrainingPlace(tx, values)));
      });
      namesChanged(app);
      reply.code(201);
      return answer;
    },
  });

  app.route({
    ...editorRoute('PUT /training-places/:id', 'Modifier un lieu de formation'),
    handler: async (request): Promise<TrainingPlace> => {
      const { body, params } = request;
      const answer = await nameWrite(app, async (tx) => {
        const values = await placeValues(tx, body, await checkName(tx, s.trainingPlaces, body.name, params.id));
        return place(tx, found(await updateTrainingPlace(tx, params.id, values)));
      });
      namesChanged(app);
      return answer;
    },
  });
};

export default referenceEditorRoutes;
