/**
 * Reference lists of the portal (référentiel), upserted at every start and by the test helper.
 *
 * - System lists (roles, statuses, genres…) have fixed ids that the code relies on: they are
 *   upserted (name corrected if it drifted).
 * - Lists editable in the reference editor (unions, mandates, councils…) are only inserted when
 *   missing (ON CONFLICT DO NOTHING), so an administrator's renaming survives a restart.
 * - Communes come from the published administrative dataset (@etalab/decoupage-administratif):
 *   one row per (current commune, postal code). Their ids are derived from the full, sorted dataset
 *   so that the 'sample' subset used by tests has the same ids as the full load.
 *
 * Region of the demo institute: Grand Est (Alsace, seat in Strasbourg).
 */
import { createRequire } from 'node:module';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ROLE } from '../contract/common';
import type { RegistrationStatus } from '../contract/lookups';
import {
  ARES_STATUS,
  EXPENSE_STATUS,
  REGISTRATION_STATUS,
  TRAINING_STATUS,
  type RegistrationStatusSlug,
} from '../contract/statuses';
import type { Db } from './client';
import * as s from './schema';
import { queryRows } from '../lib/sql';
import { backfillCityCoordinates, cityCoordinateColumns } from '../lib/geo';

export type CitiesMode = 'all' | 'sample';

/** Departments loaded by the 'sample' mode (Bas-Rhin and Haut-Rhin). */
export const SAMPLE_DEPARTMENTS = ['67', '68'] as const;

// Ids and slugs of the system lists come from the contract (contract/common.ts, contract/statuses.ts).
export const ROLES = [
  { id: ROLE.administrateur, name: 'Administrateur', slug: 'administrateur' },
  { id: ROLE.gestionnaire, name: 'Gestionnaire', slug: 'gestionnaire' },
  { id: ROLE['responsable-pedagogique'], name: 'Responsable pédagogique', slug: 'responsable-pedagogique' },
  { id: ROLE.intervenant, name: 'Intervenant', slug: 'intervenant' },
  { id: ROLE.stagiaire, name: 'Stagiaire', slug: 'stagiaire' },
] as const;

export const GENRES = [
  { id: 1, name: 'Femme' },
  { id: 2, name: 'Homme' },
  { id: 3, name: 'Non déclaré' },
];

/** Training statuses (names as shown); the lifecycle rules of the spec are stated on their ids. */
export const TRAINING_STATUSES = [
  { id: TRAINING_STATUS.upcoming, name: 'À venir' },
  { id: TRAINING_STATUS.validated, name: 'Validée' },
  { id: TRAINING_STATUS.published, name: 'Publiée' },
  { id: TRAINING_STATUS.postponed, name: 'Reportée' },
  { id: TRAINING_STATUS.toClose, name: 'À clôturer' },
  { id: TRAINING_STATUS.cancelled, name: 'Annulée' },
  { id: TRAINING_STATUS.closed, name: 'Clôturée' },
];

/** French name of a training status (a system list: the database holds the same names). */
export function trainingStatusName(id: number): string {
  return TRAINING_STATUSES.find((status) => status.id === id)?.name ?? '';
}

export const REGISTRATION_STATUSES: RegistrationStatus[] = [
  { id: REGISTRATION_STATUS.preinscription, name: 'Préinscription', slug: 'preinscription' },
  { id: REGISTRATION_STATUS.valide, name: 'Validé', slug: 'valide' },
  { id: REGISTRATION_STATUS.refuse, name: 'Refusé', slug: 'refuse' },
  { id: REGISTRATION_STATUS.en_attente, name: 'En attente', slug: 'en_attente' },
];

/** A registration status (id, French name, slug) by id or slug; an unknown id is a broken database. */
export function registrationStatusOf(key: number | RegistrationStatusSlug): RegistrationStatus {
  const id = typeof key === 'number' ? key : REGISTRATION_STATUS[key];
  const status = REGISTRATION_STATUSES.find((s) => s.id === id);
  if (!status) throw new Error(`unknown registration status ${key}`);
  return status;
}

/** Ares (university HR system) contract status of a staff member's hours; from id 2 expected hours are locked. */
export const ARES_STATUSES = [
  { id: ARES_STATUS.toDraw, name: 'Contrat à établir' },
  { id: ARES_STATUS.validated, name: 'Contrat validé' },
  { id: ARES_STATUS.paid, name: 'Heures mises en paiement' },
];

export const TRAINING_EXPENSE_STATUSES = [
  { id: EXPENSE_STATUS.inProgress, name: 'En cours' },
  { id: EXPENSE_STATUS.toPay, name: 'À payer' },
  { id: EXPENSE_STATUS.awaitingReceipts, name: 'En attente de pièces' },
  { id: EXPENSE_STATUS.paymentIssued, name: 'Mise en paiement' },
];

export const EMPLOYMENT_STATUSES = [
  { id: 1, name: 'Enseignant-chercheur' },
  { id: 2, name: 'Personnel administratif' },
  { id: 3, name: 'Vacataire' },
  { id: 4, name: 'Intervenant extérieur' },
  { id: 5, name: 'Praticien du droit (avocat, magistrat, inspecteur du travail)' },
];

/** Official French kilometric allowance scale (barème kilométrique, up to 5 000 km a year). */
export const VEHICLE_CATEGORIES = [
  { id: 1, category: '3 CV et moins', indemnity_per_km: '0.529' },
  { id: 2, category: '4 CV', indemnity_per_km: '0.606' },
  { id: 3, category: '5 CV', indemnity_per_km: '0.636' },
  { id: 4, category: '6 CV', indemnity_per_km: '0.665' },
  { id: 5, category: '7 CV et plus', indemnity_per_km: '0.697' },
];

/** Id of the training type whose registration wizard asks the councillor questions. */
export const CPH_TRAINING_TYPE_ID = 1;

export const TRAINING_TYPES = [
  { id: 1, name: 'CPH' },
  { id: 2, name: 'Stage' },
  { id: 3, name: "Journée d'étude" },
  { id: 4, name: 'Colloque' },
  { id: 5, name: 'Session intersyndicale' },
];

export const TRAINING_CATEGORIES = [
  {
    id: 1,
    name: 'Formation des conseillers prud’hommes',
    color: '#1e88e5',
    irt_link: 'https://www.irt-demo.fr/formations/conseillers-prudhommes',
  },
  {
    id: 2,
    name: 'Formation économique, sociale et syndicale',
    color: '#43a047',
    irt_link: 'https://www.irt-demo.fr/formations/cfess',
  },
  {
    id: 3,
    name: 'Formation des élus du CSE',
    color: '#fb8c00',
    irt_link: 'https://www.irt-demo.fr/formations/elus-cse',
  },
  {
    id: 4,
    name: 'Défenseurs syndicaux',
    color: '#8e24aa',
    irt_link: 'https://www.irt-demo.fr/formations/defenseurs-syndicaux',
  },
  {
    id: 5,
    name: "Journées d'étude et colloques",
    color: '#e53935',
    irt_link: 'https://www.irt-demo.fr/formations/journees-etude',
  },
];

export const TRAINING_THEMES = [
  { id: 1, numerotation: '1.1', name: 'Droit du travail : les fondamentaux', nsf_code: '128' },
  { id: 2, numerotation: '1.2', name: 'Le contrat de travail et sa rupture', nsf_code: '128' },
  { id: 3, numerotation: '1.3', name: 'Durée du travail et rémunération', nsf_code: '315' },
  { id: 4, numerotation: '2.1', name: 'La procédure prud’homale', nsf_code: '128' },
  { id: 5, numerotation: '2.2', name: 'Rédaction du jugement prud’homal', nsf_code: '128' },
  { id: 6, numerotation: '2.3', name: 'Le bureau de conciliation et d’orientation', nsf_code: '413' },
  { id: 7, numerotation: '3.1', name: 'Négociation collective et accords d’entreprise', nsf_code: '315' },
  { id: 8, numerotation: '3.2', name: 'Santé, sécurité et conditions de travail', nsf_code: '344' },
  { id: 9, numerotation: '3.3', name: 'Les attributions économiques du CSE', nsf_code: '314' },
  { id: 10, numerotation: '4.1', name: 'Économie et lecture des comptes de l’entreprise', nsf_code: '314' },
  { id: 11, numerotation: '4.2', name: 'Protection sociale et retraites', nsf_code: '313' },
  { id: 12, numerotation: '4.3', name: 'Discriminations et égalité professionnelle', nsf_code: '128' },
];

/** The French representative trade-union confederations (and a few others present in the region). */
export const UNIONS = [
  { id: 1, name: 'CGT' },
  { id: 2, name: 'CFDT' },
  { id: 3, name: 'FO' },
  { id: 4, name: 'CFE-CGC' },
  { id: 5, name: 'CFTC' },
  { id: 6, name: 'UNSA' },
  { id: 7, name: 'Solidaires' },
  { id: 8, name: 'FSU' },
];

/** Exact spelling of the councillor mandate (typographic apostrophe), relied on by the registration wizard. */
export const CPH_MANDATE_NAME = 'Conseiller Prud’hommes';
export const CPH_MANDATE_ID = 1;

export const MANDATES = [
  { id: 1, name: CPH_MANDATE_NAME },
  { id: 2, name: 'Membre élu du CSE' },
  { id: 3, name: 'Délégué syndical' },
  { id: 4, name: 'Représentant syndical au CSE' },
  { id: 5, name: 'Représentant de proximité' },
  { id: 6, name: 'Membre de la CSSCT' },
  { id: 7, name: 'Défenseur syndical' },
  { id: 8, name: 'Conseiller du salarié' },
  { id: 9, name: 'Administrateur salarié' },
];

/** Conseils de prud'hommes of the Grand Est region. */
export const COUNCILS = [
  { id: 1, name: 'Conseil de prud’hommes de Strasbourg' },
  { id: 2, name: 'Conseil de prud’hommes de Schiltigheim' },
  { id: 3, name: 'Conseil de prud’hommes de Haguenau' },
  { id: 4, name: 'Conseil de prud’hommes de Saverne' },
  { id: 5, name: 'Conseil de prud’hommes de Colmar' },
  { id: 6, name: 'Conseil de prud’hommes de Mulhouse' },
  { id: 7, name: 'Conseil de prud’hommes de Metz' },
  { id: 8, name: 'Conseil de prud’hommes de Thionville' },
  { id: 9, name: 'Conseil de prud’hommes de Forbach' },
  { id: 10, name: 'Conseil de prud’hommes de Nancy' },
  { id: 11, name: 'Conseil de prud’hommes d’Épinal' },
  { id: 12, name: 'Conseil de prud’hommes de Reims' },
  { id: 13, name: 'Conseil de prud’hommes de Troyes' },
];

export const COUNCIL_SECTIONS = [
  { id: 1, name: 'Industrie' },
  { id: 2, name: 'Commerce' },
  { id: 3, name: 'Agriculture' },
  { id: 4, name: 'Activités diverses' },
  { id: 5, name: 'Encadrement' },
];

/** Seniority as a prud'hommes councillor. */
export const SENIORITIES = [
  { id: 1, name: 'Premier mandat' },
  { id: 2, name: 'Deuxième mandat' },
  { id: 3, name: 'Trois mandats ou plus' },
];

/** Training already followed since the start of the CPH mandate. */
export const TRAINING_DURATIONS = [
  { id: 1, name: 'Aucune formation' },
  { id: 2, name: 'Moins de 5 jours' },
  { id: 3, name: 'De 5 à 10 jours' },
  { id: 4, name: 'De 10 à 20 jours' },
  { id: 5, name: 'Plus de 20 jours' },
];

export const DEGREES = [
  { id: 1, name: 'Sans diplôme' },
  { id: 2, name: 'CAP / BEP' },
  { id: 3, name: 'Baccalauréat' },
  { id: 4, name: 'Bac +2 (BTS, DUT)' },
  { id: 5, name: 'Licence, Bac +3' },
  { id: 6, name: 'Master, Bac +5' },
  { id: 7, name: 'Doctorat' },
];

export const PROFESSIONAL_CATEGORIES = [
  { id: 1, name: 'Ouvrier' },
  { id: 2, name: 'Employé' },
  { id: 3, name: 'Technicien' },
  { id: 4, name: 'Agent de maîtrise' },
  { id: 5, name: 'Cadre' },
  { id: 6, name: 'Ingénieur' },
];

export const PROFESSIONAL_SITUATIONS = [
  { id: 1, name: 'Salarié en CDI' },
  { id: 2, name: 'Salarié en CDD' },
  { id: 3, name: 'Intérimaire' },
  { id: 4, name: 'Agent de la fonction publique' },
  { id: 5, name: "Demandeur d'emploi" },
  { id: 6, name: 'Retraité' },
];

export const ACTIVITY_SECTORS = [
  { id: 1, name: 'Industrie manufacturière' },
  { id: 2, name: 'Commerce et distribution' },
  { id: 3, name: 'Bâtiment et travaux publics' },
  { id: 4, name: 'Transports et logistique' },
  { id: 5, name: 'Santé et action sociale' },
  { id: 6, name: 'Banque et assurance' },
  { id: 7, name: 'Hôtellerie et restauration' },
  { id: 8, name: 'Services aux entreprises' },
  { id: 9, name: 'Administration publique' },
  { id: 10, name: 'Agriculture et agroalimentaire' },
  { id: 11, name: 'Enseignement et recherche' },
];

export const COMPANY_SIZES = [
  { id: 1, name: 'Moins de 11 salariés' },
  { id: 2, name: 'De 11 à 49 salariés' },
  { id: 3, name: 'De 50 à 299 salariés' },
  { id: 4, name: 'De 300 à 999 salariés' },
  { id: 5, name: '1 000 salariés et plus' },
];

/** "Connaissance de l'IRT": how the trainee heard of the institute. */
export const REFERRAL_SOURCES = [
  { id: 1, name: 'Par mon syndicat' },
  { id: 2, name: "Site internet de l'IRT" },
  { id: 3, name: 'Catalogue des formations' },
  { id: 4, name: 'Par un collègue' },
  { id: 5, name: "Lettre d'information de l'IRT" },
  { id: 6, name: 'Réseaux sociaux' },
  { id: 7, name: 'Autre' },
];

/** Training places; city given by INSEE code and postal code (resolved to a city id at seed time). */
export const TRAINING_PLACES = [
  {
    id: 1,
    name: 'Institut régional du travail — salle Marc Bloch',
    address: '39 avenue de la Forêt-Noire',
    zip_code: '67000',
    insee: '67482',
    type: 'Présentiel',
  },
  {
    id: 2,
    name: 'Maison des syndicats de Strasbourg',
    address: '1 rue Sédillot',
    zip_code: '67000',
    insee: '67482',
    type: 'Présentiel',
  },
  {
    id: 3,
    name: 'Campus de la Fonderie — Mulhouse',
    address: '16 rue de la Fonderie',
    zip_code: '68100',
    insee: '68224',
    type: 'Présentiel',
  },
  {
    id: 4,
    name: 'Centre de séminaires du Grillenbreit — Colmar',
    address: '2 rue des Jardins',
    zip_code: '68000',
    insee: '68066',
    type: 'Présentiel',
  },
  {
    id: 5,
    name: 'Salle polyvalente de Haguenau',
    address: '8 place Joseph Thierry',
    zip_code: '67500',
    insee: '67180',
    type: 'Présentiel',
  },
  { id: 6, name: 'Distanciel', address: null, zip_code: null, insee: null, type: 'Distanciel' },
];

/* ---------- Communes ---------- */

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
}

export interface CityRow {
  id: number;
  name: string;
  zip_code: string;
  insee_code: string;
  department_code: string | null;
}

let cityRowsCache: CityRow[] | null = null;

/** Every (current commune, postal code) pair of the dataset, sorted, with stable ids. */
export function allCityRows(): CityRow[] {
  if (cityRowsCache) return cityRowsCache;
  const require = createRequire(import.meta.url);
  const communes = require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
  const current = communes
    .filter((c) => c.type === 'commune-actuelle')
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const rows: CityRow[] = [];
  for (const c of current) {
    const zips = [...new Set(c.codesPostaux ?? [])].sort();
    for (const zip of zips) {
      rows.push({
        id: rows.length + 1,
        name: c.nom,
        zip_code: zip,
        insee_code: c.code,
        department_code: c.departement ?? null,
      });
    }
  }
  cityRowsCache = rows;
  return rows;
}

export function cityRowsFor(mode: CitiesMode): CityRow[] {
  const rows = allCityRows();
  if (mode === 'all') return rows;
  const wanted = new Set<string>(SAMPLE_DEPARTMENTS);
  return rows.filter((r) => r.department_code !== null && wanted.has(r.department_code));
}

/** Id of the city row for an INSEE code and postal code (same in 'all' and 'sample' modes). */
export function cityIdOf(insee: string, zip: string): number {
  const row = allCityRows().find((r) => r.insee_code === insee && r.zip_code === zip);
  if (!row) throw new Error(`Commune inconnue : ${insee} ${zip}`);
  return row.id;
}

/* ---------- Upsert helpers ---------- */

type Executor = Pick<Db, 'insert' | 'execute'>;

async function insertMissing<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(table).values(rows).onConflictDoNothing();
}

async function upsertByIdNames<T extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
  set: Record<string, SQL>,
): Promise<void> {
  await db.insert(table).values(rows).onConflictDoUpdate({ target: table.id, set });
}

/** After inserting explicit ids, move a serial sequence past them so later inserts do not collide. */
async function syncSequence(db: Executor, tableName: string): Promise<void> {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${tableName}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${tableName}"), 1))`,
    ),
  );
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

async function seedCities(db: Executor, mode: CitiesMode): Promise<void> {
  const rows = cityRowsFor(mode);
  const [count] = await queryRows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM cities`);
  const present = Number(count?.n ?? 0);
  // Already loaded (the usual case at restart): skip the 35 000-row upsert, but give coordinates to
  // the rows loaded before the commune centres were shipped.
  if (present >= rows.length) {
    await backfillCityCoordinates(db);
    return;
  }
  const chunkSize = 2000;
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.insert(s.cities).values(rows.slice(i, i + chunkSize).map((r) => ({ ...r, ...cityCoordinateColumns(r.insee_code) }))).onConflictDoNothing();
  }
  await syncSequence(db, 'cities');
}

/**
 * Idempotent load of every reference list. `cities: 'sample'` loads only the communes of
 * Bas-Rhin and Haut-Rhin (tests); the default loads the whole country.
 */
export async function seedReferenceData(db: Db, opts: { cities?: CitiesMode } = {}): Promise<void> {
  const mode = opts.cities ?? 'all';
  await db.transaction(async (tx) => {
    // System lists: fixed ids, names kept in sync with the code.
    await upsertByIdNames(tx, s.roles, [...ROLES], { name: excluded('name'), slug: excluded('slug') });
    await upsertByIdNames(tx, s.genres, GENRES, { name: excluded('name') });
    await upsertByIdNames(tx, s.trainingStatuses, TRAINING_STATUSES, { name: excluded('name') });
    await upsertByIdNames(tx, s.registrationStatuses, REGISTRATION_STATUSES, {
      name: excluded('name'),
      slug: excluded('slug'),
    });
    await upsertByIdNames(tx, s.aresStatuses, ARES_STATUSES, { name: excluded('name') });
    await upsertByIdNames(tx, s.trainingExpenseStatuses, TRAINING_EXPENSE_STATUSES, { name: excluded('name') });
    await upsertByIdNames(tx, s.employmentStatuses, EMPLOYMENT_STATUSES, { name: excluded('name') });
    await upsertByIdNames(tx, s.vehicleCategories, VEHICLE_CATEGORIES, {
      category: excluded('category'),
      indemnity_per_km: excluded('indemnity_per_km'),
    });
    await syncSequence(tx, 'vehicle_categories');

    // Editable lists: inserted when missing only, so edits made in the reference editor survive.
    const editable: [PgTable, string, Record<string, unknown>[]][] = [
      [s.trainingTypes, 'training_types', TRAINING_TYPES],
      [s.trainingCategories, 'training_categories', TRAINING_CATEGORIES],
      [s.trainingThemes, 'training_themes', TRAINING_THEMES],
      [s.unions, 'unions', UNIONS],
      [s.mandates, 'mandates', MANDATES],
      [s.councils, 'councils', COUNCILS],
      [s.councilSections, 'council_sections', COUNCIL_SECTIONS],
      [s.seniorities, 'seniorities', SENIORITIES],
      [s.trainingDurations, 'training_durations', TRAINING_DURATIONS],
      [s.degrees, 'degrees', DEGREES],
      [s.professionalCategories, 'professional_categories', PROFESSIONAL_CATEGORIES],
      [s.professionalSituations, 'professional_situations', PROFESSIONAL_SITUATIONS],
      [s.activitySectors, 'activity_sectors', ACTIVITY_SECTORS],
      [s.companySizes, 'company_sizes', COMPANY_SIZES],
      [s.referralSources, 'referral_sources', REFERRAL_SOURCES],
    ];
    for (const [table, name, rows] of editable) {
      await insertMissing(tx, table, rows);
      await syncSequence(tx, name);
    }

    await seedCities(tx, mode);

    await insertMissing(
      tx,
      s.trainingPlaces,
      TRAINING_PLACES.map((p) => ({
        id: p.id,
        name: p.name,
        address: p.address,
        zip_code: p.zip_code,
        city_id: p.insee && p.zip_code ? cityIdOf(p.insee, p.zip_code) : null,
        type: p.type,
      })),
    );
    await syncSequence(tx, 'training_places');
  });
}
