/**
 * The demo institute: five demo accounts, a teaching team, ~300 trainees and ~60 trainings spread
 * from six months ago to six months ahead of `now`, with registrations, hours, absences,
 * evaluations, expenses, payment orders and payments.
 *
 * Deterministic: a seeded pseudo-random generator drives every choice, so two runs with the same
 * `now` give the same data. Everything is written in one transaction.
 * Expects the reference lists to be loaded (seedReferenceData) and no user yet.
 */
import bcrypt from 'bcryptjs';
import dayjs, { type Dayjs } from 'dayjs';
import { sql } from 'drizzle-orm';
import { addDays, parisDateTime, parisDay, shiftParisDays } from '../lib/paris-time';
import type { Db } from './client';
import {
  ACTIVITY_SECTORS,
  CPH_MANDATE_ID,
  CPH_TRAINING_TYPE_ID,
  COMPANY_SIZES,
  COUNCILS,
  COUNCIL_SECTIONS,
  DEGREES,
  MANDATES,
  PROFESSIONAL_CATEGORIES,
  PROFESSIONAL_SITUATIONS,
  REFERRAL_SOURCES,
  SAMPLE_DEPARTMENTS,
  SENIORITIES,
  TRAINING_DURATIONS,
  UNIONS,
  VEHICLE_CATEGORIES,
} from './reference-data';
import { ROLE } from '../contract/common';
import { EXPENSE_STATUS, REGISTRATION_STATUS, TRAINING_STATUS } from '../contract/statuses';
import * as s from './schema';
import { queryRows } from '../lib/sql';

export const DEMO_PASSWORD = 'Demo2026!';

export const DEMO_ACCOUNTS = {
  administrateur: 'admin@irt-demo.fr',
  gestionnaire: 'gestionnaire@irt-demo.fr',
  'responsable-pedagogique': 'responsable@irt-demo.fr',
  intervenant: 'intervenant@irt-demo.fr',
  stagiaire: 'stagiaire@irt-demo.fr',
} as const;

export const DEMO_TRAINEE_COUNT = 300;

/* ---------- Deterministic randomness ---------- */

/** mulberry32: small, fast, good enough for demo data. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.max(0, Math.min(n, copy.length)));
  };
  return { next, int, pick, chance, sample };
}

type Random = ReturnType<typeof createRandom>;

/* ---------- Names and places ---------- */

const FEMALE_FIRST_NAMES = [
  'Marie', 'Nathalie', 'Isabelle', 'Sylvie', 'Catherine', 'Sandrine', 'Valérie', 'Christine', 'Céline', 'Stéphanie',
  'Aurélie', 'Émilie', 'Julie', 'Camille', 'Laura', 'Manon', 'Chloé', 'Sarah', 'Pauline', 'Caroline',
  'Anne', 'Martine', 'Françoise', 'Véronique', 'Laetitia', 'Hélène', 'Élodie', 'Mélanie', 'Audrey', 'Virginie',
  'Claire', 'Agnès', 'Odile', 'Brigitte', 'Mathilde', 'Inès', 'Léa', 'Océane', 'Justine', 'Coralie',
];

const MALE_FIRST_NAMES = [
  'Jean', 'Philippe', 'Michel', 'Alain', 'Patrick', 'Nicolas', 'Christophe', 'Pierre', 'Laurent', 'Frédéric',
  'Sébastien', 'Stéphane', 'David', 'Thierry', 'Olivier', 'Éric', 'Julien', 'Pascal', 'Mathieu', 'Thomas',
  'Vincent', 'Jérôme', 'Franck', 'Guillaume', 'Antoine', 'Maxime', 'Alexandre', 'Romain', 'Kévin', 'Yannick',
  'Denis', 'Bernard', 'Gérard', 'Hervé', 'Lucas', 'Hugo', 'Karim', 'Mehdi', 'Joël', 'François',
];

const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefèvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson',
  'Schmitt', 'Meyer', 'Weber', 'Klein', 'Schneider', 'Fischer', 'Wagner', 'Hoffmann', 'Keller', 'Koch',
  'Bauer', 'Walter', 'Zimmermann', 'Herrmann', 'Kieffer', 'Haegel', 'Ehrhardt', 'Lutz', 'Jung', 'Roth',
  'Wolff', 'Hamon', 'Benali', 'Haddad', 'Nguyen', 'Da Silva', 'Ferreira', 'Lopez', 'Marchal', 'Colin',
];

const STREET_NAMES = [
  'rue de la Gare', 'rue Principale', 'rue des Vosges', 'rue du Rhin', 'avenue de la Liberté',
  'rue de l’Église', 'rue des Vergers', 'rue du Moulin', 'rue des Jardins', 'place de la Mairie',
  'rue de Strasbourg', 'rue de Colmar', 'route de Mulhouse', 'rue des Tilleuls', 'rue Pasteur',
  'rue Victor Hugo', 'rue Jean Jaurès', 'allée des Peupliers', 'rue du Général de Gaulle', 'rue des Écoles',
];

const COMPANIES = [
  'Stellantis Mulhouse', 'Hôpitaux universitaires de Strasbourg', 'Kuhn SA', 'Lohr Industrie', 'Sanofi Chimie',
  'Carrefour Illkirch', 'Auchan Hautepierre', 'SNCF Voyageurs Grand Est', 'Compagnie des transports strasbourgeois',
  'Électricité de Strasbourg', 'Crédit Mutuel Alliance Fédérale', 'Mars Wissous', 'Liebherr-Aerospace',
  'Hager Group', 'Soprema', 'Punch Powerglide', 'Clinique Rhéna', 'Adapei Papillons Blancs', 'La Poste Alsace',
  'Leclerc Geispolsheim', 'Lilly France', 'Bürkert', 'Caddie', 'Brasseries Kronenbourg', 'Alsace Lait',
  'Transports Heppner', 'Norma Haguenau', 'Mairie de Colmar', 'Tribunal judiciaire de Strasbourg', 'ADIAM',
];

const STAFF_TITLES = [
  'Maître de conférences en droit privé',
  'Professeur de droit social',
  'Avocate en droit du travail',
  'Inspecteur du travail honoraire',
  'Juriste en droit social',
  'Économiste du travail',
  'Ancien président de conseil de prud’hommes',
  'Formatrice en santé au travail',
];

/** Training templates: title, category, type, theme. */
const TRAINING_TEMPLATES: { title: string; category: number; type: number; theme: number }[] = [
  { title: 'Conseillers prud’hommes : prise de fonction', category: 1, type: 1, theme: 4 },
  { title: 'Le bureau de jugement : délibéré et rédaction', category: 1, type: 1, theme: 5 },
  { title: 'Conciliation et orientation : les techniques d’audience', category: 1, type: 1, theme: 6 },
  { title: 'Licenciement pour motif économique devant le conseil', category: 1, type: 1, theme: 2 },
  { title: 'Temps de travail et heures supplémentaires : le contentieux', category: 1, type: 1, theme: 3 },
  { title: 'Harcèlement et discriminations : la preuve devant le juge', category: 1, type: 1, theme: 12 },
  { title: 'Comprendre le droit du travail', category: 2, type: 2, theme: 1 },
  { title: 'Négocier un accord d’entreprise', category: 2, type: 2, theme: 7 },
  { title: 'Lire les comptes de l’entreprise', category: 2, type: 2, theme: 10 },
  { title: 'Protection sociale : les fondamentaux', category: 2, type: 2, theme: 11 },
  { title: 'Égalité professionnelle entre les femmes et les hommes', category: 2, type: 5, theme: 12 },
  { title: 'Élus du CSE : rôle et moyens', category: 3, type: 2, theme: 9 },
  { title: 'CSSCT : prévenir les risques professionnels', category: 3, type: 2, theme: 8 },
  { title: 'Les consultations récurrentes du CSE', category: 3, type: 2, theme: 9 },
  { title: 'Le budget du CSE et les activités sociales', category: 3, type: 2, theme: 10 },
  { title: 'Défenseur syndical : constituer un dossier', category: 4, type: 2, theme: 4 },
  { title: 'Défenseur syndical : plaider devant la cour d’appel', category: 4, type: 2, theme: 4 },
  { title: 'Journée d’étude : le télétravail, deux ans après', category: 5, type: 3, theme: 3 },
  { title: 'Colloque : intelligence artificielle et travail', category: 5, type: 4, theme: 8 },
  { title: 'Journée d’étude : la réforme des retraites', category: 5, type: 3, theme: 11 },
];

/* ---------- Helpers ---------- */

function slugify(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Remainder of a long decimal string modulo 97 (IBAN and RIB keys). */
function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

/** A French IBAN with a valid RIB key and valid check digits. */
export function frenchIban(bank: string, branch: string, account: string): string {
  const ribKey = 97 - mod97(`${bank}${branch}${account}00`);
  const bban = `${bank}${branch}${account}${String(ribKey).padStart(2, '0')}`;
  // "FR" = 15 27, check digits 00 for the computation.
  const check = 98 - mod97(`${bban}152700`);
  return `FR${String(check).padStart(2, '0')}${bban}`;
}

function phoneNumber(random: Random): string {
  const prefix = random.pick(['06', '07', '03']);
  const groups = Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0'));
  return `${prefix} ${groups.join(' ')}`;
}

function money(value: number): string {
  return value.toFixed(2);
}

/** Clamp a moment to not later than `now` (nothing is recorded in the future). */
function notAfter(date: Dayjs, now: Dayjs): Date {
  return (date.isAfter(now) ? now : date).toDate();
}

/* ---------- Training plan ---------- */

type StaffPlan = 'full' | 'noTeacher' | 'noExpectedHours' | 'noActualHours';

interface TrainingPlan {
  offset: number;
  days: number;
  status: number;
  template: number;
  staff: StaffPlan;
  /** Share of the places taken by validated registrations. */
  fill: number;
  /** Role of the demo trainee in this training, if any. */
  demoTrainee?: 'preinscription' | 'valide' | 'refuse' | 'en_attente';
  demoTeacher?: boolean;
  demoSupervisor?: boolean;
  deferral?: boolean;
  attendanceDone?: boolean;
  /** Validated trainees left without a convocation (upcoming trainings). */
  missingConvocations?: number;
  /** Leave a share of the validated trainees without an expense flag. */
  place?: number;
}

/** Hand-written scenarios that every dashboard list needs, then generated trainings around them. */
function planTrainings(random: Random): TrainingPlan[] {
  const plans: TrainingPlan[] = [
    // In progress: the demo trainee's current training, taught by the demo intervenant.
    { offset: -1, days: 3, status: 3, template: 0, staff: 'full', fill: 0.9, demoTrainee: 'valide', demoTeacher: true, demoSupervisor: true, place: 1 },
    // Next 15 days.
    { offset: 3, days: 2, status: 3, template: 6, staff: 'full', fill: 0.8, demoTeacher: true, missingConvocations: 3 },
    { offset: 8, days: 1, status: 4, template: 17, staff: 'full', fill: 0.6, deferral: true, demoSupervisor: true },
    { offset: 12, days: 2, status: 3, template: 11, staff: 'full', fill: 0.9, demoTrainee: 'valide', missingConvocations: 2 },
    // Last 15 days.
    { offset: -6, days: 2, status: 3, template: 12, staff: 'noActualHours', fill: 0.8, demoTeacher: true, attendanceDone: false },
    { offset: -12, days: 1, status: 5, template: 9, staff: 'full', fill: 0.85, attendanceDone: true, demoSupervisor: true },
    // The demo trainee's other upcoming registrations (one per status).
    { offset: 20, days: 2, status: 3, template: 7, staff: 'full', fill: 0.3, demoTrainee: 'preinscription' },
    { offset: 30, days: 3, status: 3, template: 1, staff: 'full', fill: 0.7, demoTrainee: 'refuse' },
    { offset: 40, days: 2, status: 3, template: 13, staff: 'full', fill: 0.35, demoTrainee: 'en_attente', demoTeacher: true },
    // Within three months without a teacher or without expected hours.
    { offset: 25, days: 2, status: 2, template: 2, staff: 'noTeacher', fill: 0 },
    { offset: 50, days: 1, status: 2, template: 18, staff: 'noTeacher', fill: 0, demoSupervisor: true },
    { offset: 70, days: 2, status: 1, template: 14, staff: 'noTeacher', fill: 0 },
    { offset: 35, days: 2, status: 3, template: 8, staff: 'noExpectedHours', fill: 0.6, demoTeacher: true },
    { offset: 60, days: 1, status: 2, template: 10, staff: 'noExpectedHours', fill: 0 },
    { offset: 80, days: 3, status: 1, template: 3, staff: 'noExpectedHours', fill: 0 },
    // Past: without attendance sheet, without actual hours, and the demo trainee's history.
    { offset: -30, days: 2, status: 4, template: 15, staff: 'full', fill: 0.75, deferral: true, attendanceDone: false },
    { offset: -45, days: 1, status: 7, template: 19, staff: 'noActualHours', fill: 0.9, attendanceDone: true },
    { offset: -75, days: 2, status: 5, template: 4, staff: 'noActualHours', fill: 0.8, demoTrainee: 'valide', attendanceDone: true, demoSupervisor: true },
    { offset: -100, days: 3, status: 7, template: 0, staff: 'full', fill: 0.95, demoTrainee: 'valide', attendanceDone: true, demoTeacher: true },
    { offset: -140, days: 2, status: 7, template: 6, staff: 'full', fill: 0.9, demoTrainee: 'refuse', attendanceDone: true },
    { offset: -160, days: 2, status: 7, template: 5, staff: 'full', fill: 0.85, demoTeacher: true, attendanceDone: true },
    // Cancelled, one past and one upcoming.
    { offset: -20, days: 1, status: 6, template: 16, staff: 'full', fill: 0.2 },
    { offset: 55, days: 2, status: 6, template: 12, staff: 'full', fill: 0.1 },
  ];

  // Generated trainings every ~9 days from -178 to +175, status following the calendar.
  for (let k = 0; plans.length < 62; k++) {
    const offset = -178 + k * 9 + random.int(0, 4);
    if (offset > 178) break;
    const days = random.pick([1, 2, 2, 3]);
    const end = offset + days - 1;
    let status: number;
    let attendanceDone: boolean | undefined;
    if (end < -60) {
      status = random.chance(0.85) ? 7 : random.chance(0.5) ? 5 : 6;
      attendanceDone = status !== 6;
    } else if (end < 0) {
      const r = random.next();
      status = r < 0.45 ? 5 : r < 0.7 ? 7 : r < 0.92 ? 3 : 6;
      attendanceDone = status === 5 || status === 7;
    } else if (offset <= 0) {
      status = 3;
    } else if (offset <= 45) {
      status = random.chance(0.75) ? 3 : random.chance(0.5) ? 4 : 2;
    } else if (offset <= 90) {
      status = random.pick([1, 2, 3, 3]);
    } else {
      status = random.chance(0.6) ? 1 : 2;
    }
    plans.push({
      offset,
      days,
      status,
      template: random.int(0, TRAINING_TEMPLATES.length - 1),
      staff: 'full',
      fill: status === 1 || status === 2 ? 0 : 0.55 + random.next() * 0.45,
      deferral: status === 4,
      attendanceDone,
    });
  }
  return plans;
}

/* ---------- Seed ---------- */

interface PersonSeed {
  first: string;
  last: string;
  female: boolean;
}

export interface SeedDemoResult {
  users: number;
  trainees: number;
  trainings: number;
  registrations: number;
}

export async function seedDemo(db: Db, opts: { now?: Date } = {}): Promise<SeedDemoResult> {
  const now = dayjs(opts.now ?? new Date());
  const random = createRandom(20260117);
  // Hashed once and shared by every seeded account.
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, 10);

  return db.transaction(async (tx) => {
    const cityRows = await queryRows<{ id: number; zip_code: string; name: string }>(
      tx,
      sql`SELECT id, zip_code, name FROM cities WHERE department_code IN (${sql.join(
        SAMPLE_DEPARTMENTS.map((d) => sql`${d}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    if (cityRows.length === 0) throw new Error('Les communes ne sont pas chargées : lancer seedReferenceData d’abord.');
    const strasbourg = cityRows.find((c) => c.name === 'Strasbourg') ?? cityRows[0];

    let profileSeq = 0;
    const profileNumber = (createdAt: Dayjs) => `${createdAt.year()}-${String(++profileSeq).padStart(5, '0')}`;
    const usedEmails = new Set<string>();
    const emailFor = (p: PersonSeed, domain: string) => {
      const base = `${slugify(p.first)}.${slugify(p.last)}`.replace(/-/g, '');
      let email = `${base}@${domain}`;
      for (let n = 2; usedEmails.has(email); n++) email = `${base}${n}@${domain}`;
      usedEmails.add(email);
      return email;
    };
    const address = () => {
      const city = random.chance(0.2) ? strasbourg : random.pick(cityRows);
      return {
        street_number: String(random.int(1, 120)),
        street_name: random.pick(STREET_NAMES),
        profile_zip_code: city.zip_code,
        city_id: city.id,
      };
    };
    const randomPerson = (): PersonSeed => {
      const female = random.chance(0.5);
      return { first: random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES), last: random.pick(LAST_NAMES), female };
    };

    /* ----- Team: the four staff demo accounts and the teaching team ----- */

    interface TeamSeed extends PersonSeed {
      email: string;
      roleId: number;
      title: string;
      employment: number;
    }
    const team: TeamSeed[] = [
      { first: 'Claire', last: 'Muller', female: true, email: DEMO_ACCOUNTS.administrateur, roleId: 1, title: 'Directrice de l’institut', employment: 2 },
      { first: 'Julien', last: 'Schmitt', female: false, email: DEMO_ACCOUNTS.gestionnaire, roleId: 2, title: 'Gestionnaire des formations', employment: 2 },
      { first: 'Sophie', last: 'Weber', female: true, email: DEMO_ACCOUNTS['responsable-pedagogique'], roleId: 3, title: 'Maîtresse de conférences en droit social', employment: 1 },
      { first: 'Marc', last: 'Klein', female: false, email: DEMO_ACCOUNTS.intervenant, roleId: 4, title: 'Avocat en droit du travail', employment: 4 },
      { first: 'Anne', last: 'Keller', female: true, email: 'anne.keller@irt-demo.fr', roleId: 2, title: 'Chargée de la régie', employment: 2 },
    ];
    for (let i = 0; i < 3; i++) {
      const p = randomPerson();
      team.push({ ...p, email: emailFor(p, 'irt-demo.fr'), roleId: 3, title: random.pick(STAFF_TITLES.slice(0, 2)), employment: 1 });
    }
    for (let i = 0; i < 6; i++) {
      const p = randomPerson();
      team.push({
        ...p,
        email: emailFor(p, random.chance(0.5) ? 'barreau-demo.fr' : 'intervenants-demo.fr'),
        roleId: 4,
        title: random.pick(STAFF_TITLES),
        employment: random.pick([3, 4, 5]),
      });
    }
    for (const m of team) usedEmails.add(m.email);

    const teamCreated = now.subtract(3, 'year').startOf('year').add(10, 'day');
    const teamUsers = await tx
      .insert(s.users)
      .values(
        team.map((m, i) => ({
          name: `${m.first} ${m.last}`,
          email: m.email,
          password_hash: passwordHash,
          role_id: m.roleId,
          email_verified_at: teamCreated.add(i, 'day').toDate(),
          accepted_terms: 1,
          created_at: teamCreated.add(i, 'day').toDate(),
          updated_at: teamCreated.add(i, 'day').toDate(),
        })),
      )
      .returning({ id: s.users.id });
    const teamProfiles = await tx
      .insert(s.profiles)
      .values(
        team.map((m, i) => {
          const teaches = m.roleId === 3 || m.roleId === 4;
          const created = teamCreated.add(i, 'day');
          return {
            user_id: teamUsers[i].id,
            role_id: m.roleId,
            profile_number: profileNumber(created),
            phone: phoneNumber(random),
            birth_year: random.int(1962, 1990),
            genre_id: m.female ? 1 : 2,
            ...(teaches ? address() : {}),
            has_vehicle: teaches,
            vehicle_category_id: teaches ? random.pick(VEHICLE_CATEGORIES).id : null,
            iban: teaches ? frenchIban('30003', String(random.int(10000, 99999)), String(random.int(1, 99999999999)).padStart(11, '0')) : null,
            bic: teaches ? 'SOGEFRPP' : null,
            title: m.title,
            employment_status_id: m.employment,
            url: m.roleId === 4 ? `https://www.linkedin.com/in/${slugify(`${m.first}-${m.last}`)}` : null,
            created_at: created.toDate(),
            updated_at: created.toDate(),
          };
        }),
      )
      .returning({ id: s.profiles.id });
    const adminUserId = teamUsers[0].id;
    const managerUserId = teamUsers[1].id;
    const supervisorIds = team.map((m, i) => (m.roleId === 3 ? teamProfiles[i].id : 0)).filter(Boolean);
    const teacherIds = team.map((m, i) => (m.roleId === 4 ? teamProfiles[i].id : 0)).filter(Boolean);
    const demoSupervisorId = teamProfiles[2].id;
    const demoTeacherId = teamProfiles[3].id;

    /* ----- Trainees ----- */

    interface TraineeSeed extends PersonSeed {
      email: string;
      created: Dayjs;
      cphCouncil: number | null;
      union: number;
      mandates: number[];
      hasVehicle: boolean;
    }
    const trainees: TraineeSeed[] = [
      {
        first: 'Léa',
        last: 'Fischer',
        female: true,
        email: DEMO_ACCOUNTS.stagiaire,
        created: now.subtract(2, 'year').subtract(20, 'day'),
        cphCouncil: 1,
        union: 1,
        mandates: [CPH_MANDATE_ID, 3],
        hasVehicle: true,
      },
    ];
    for (let i = 0; i < DEMO_TRAINEE_COUNT; i++) {
      const p = randomPerson();
      // Accounts created over the last three years, a share of them this year.
      const created = random.chance(0.2)
        ? dayjs(Math.min(now.valueOf(), now.startOf('year').add(random.int(0, 200), 'day').valueOf()))
        : now.subtract(random.int(30, 1100), 'day');
      const mandates: number[] = [];
      let cphCouncil: number | null = null;
      if (random.chance(0.35)) {
        mandates.push(CPH_MANDATE_ID);
        cphCouncil = random.pick(COUNCILS).id;
      }
      if (random.chance(0.6)) mandates.push(...random.sample(MANDATES.slice(1).map((m) => m.id), random.int(1, 2)));
      trainees.push({
        ...p,
        email: emailFor(p, random.pick(['exemple.fr', 'courriel-demo.fr', 'mail-demo.fr'])),
        created: created.hour(random.int(8, 20)).minute(random.int(0, 59)),
        cphCouncil,
        union: random.pick(UNIONS).id,
        mandates,
        hasVehicle: random.chance(0.6),
      });
    }

    const traineeUsers = await tx
      .insert(s.users)
      .values(
        trainees.map((t) => ({
          name: `${t.first} ${t.last}`,
          email: t.email,
          password_hash: passwordHash,
          role_id: ROLE.stagiaire,
          email_verified_at: t.created.add(1, 'hour').toDate(),
          accepted_terms: random.chance(0.95) ? 1 : 0,
          created_at: t.created.toDate(),
          updated_at: t.created.toDate(),
        })),
      )
      .returning({ id: s.users.id });
    // The demo trainee has accepted the terms (no dialog at first login of the demo).
    await tx.execute(sql`UPDATE users SET accepted_terms = 1 WHERE id = ${traineeUsers[0].id}`);

    const traineeProfiles = await tx
      .insert(s.profiles)
      .values(
        trainees.map((t, i) => {
          const addr = i === 0 ? { street_number: '12', street_name: 'rue du Jeu-des-Enfants', profile_zip_code: '67000', city_id: strasbourg.id } : address();
          const withBank = i === 0 || random.chance(0.5);
          return {
            user_id: traineeUsers[i].id,
            role_id: ROLE.stagiaire,
            profile_number: profileNumber(t.created),
            phone: phoneNumber(random),
            birth_year: random.int(1962, 1999),
            genre_id: i > 0 && random.chance(0.03) ? 3 : t.female ? 1 : 2,
            ...addr,
            professional_situation_id: random.pick(PROFESSIONAL_SITUATIONS.slice(0, 4)).id,
            professional_category_id: random.pick(PROFESSIONAL_CATEGORIES).id,
            degree_id: random.pick(DEGREES).id,
            activity_sector_id: random.pick(ACTIVITY_SECTORS).id,
            company_name: random.pick(COMPANIES),
            company_size_id: random.pick(COMPANY_SIZES).id,
            company_zip_code: random.pick(cityRows).zip_code,
            is_union_member: true,
            has_mandate: t.mandates.length > 0,
            has_vehicle: t.hasVehicle,
            vehicle_category_id: t.hasVehicle ? random.pick(VEHICLE_CATEGORIES).id : null,
            iban: withBank
              ? frenchIban(random.pick(['30003', '10278', '20041', '30004']), String(random.int(10000, 99999)), String(random.int(1, 99999999999)).padStart(11, '0'))
              : null,
            bic: withBank ? random.pick(['SOGEFRPP', 'CMCIFR2A', 'PSSTFRPP', 'BNPAFRPP']) : null,
            subscribed_to_newsletter: i === 0 || random.chance(0.4),
            emails: i === 0 ? ['lea.fischer.syndicat@courriel-demo.fr'] : [],
            created_at: t.created.toDate(),
            updated_at: t.created.toDate(),
          };
        }),
      )
      .returning({ id: s.profiles.id });
    const demoTraineeId = traineeProfiles[0].id;

    await tx.insert(s.profileUnions).values(
      trainees.map((t, i) => ({
        profile_id: traineeProfiles[i].id,
        union_id: t.union,
        is_valid: true,
        start_date: t.created.subtract(random.int(1, 15), 'year').format('YYYY-MM-DD'),
      })),
    );

    // Councillors are elected for four years: the current mandate ends in two years.
    const cphMandateEnd = now.add(2, 'year').endOf('year').format('YYYY-MM-DD');
    const mandateRows = trainees.flatMap((t, i) =>
      t.mandates.map((mandateId) => ({
        profile_id: traineeProfiles[i].id,
        mandate_id: mandateId,
        is_valid: true,
        council_id: mandateId === CPH_MANDATE_ID ? t.cphCouncil : null,
        council_section_id: mandateId === CPH_MANDATE_ID ? (i === 0 ? 2 : random.pick(COUNCIL_SECTIONS).id) : null,
        end_date: mandateId === CPH_MANDATE_ID ? cphMandateEnd : null,
        created_at: t.created.toDate(),
        updated_at: t.created.toDate(),
      })),
    );
    // A former mandate of the demo trainee, no longer valid.
    mandateRows.push({
      profile_id: demoTraineeId,
      mandate_id: 2,
      is_valid: false,
      council_id: null,
      council_section_id: null,
      end_date: now.subtract(8, 'month').format('YYYY-MM-DD'),
      created_at: trainees[0].created.toDate(),
      updated_at: now.subtract(8, 'month').toDate(),
    });
    const insertedMandates = await tx
      .insert(s.profileMandates)
      .values(mandateRows)
      .returning({ id: s.profileMandates.id, profile_id: s.profileMandates.profile_id, is_valid: s.profileMandates.is_valid });
    const validMandatesByProfile = new Map<number, number[]>();
    for (const m of insertedMandates) {
      if (!m.is_valid) continue;
      const list = validMandatesByProfile.get(m.profile_id) ?? [];
      list.push(m.id);
      validMandatesByProfile.set(m.profile_id, list);
    }
    const traineeIndexByProfile = new Map(traineeProfiles.map((p, i) => [p.id, i]));

    /* ----- Trainings ----- */

    const plans = planTrainings(random);
    // Training times are the institute's wall-clock times (09:00 in Paris), whatever the server's zone.
    const today = parisDay(now.toDate());
    const trainingValues = plans.map((plan) => {
      const template = TRAINING_TEMPLATES[plan.template];
      const start = dayjs(parisDateTime(addDays(today, plan.offset), 9));
      const end = dayjs(parisDateTime(addDays(today, plan.offset + plan.days - 1), plan.days === 1 ? 17 : 16, 30));
      const placeId = plan.place ?? (random.chance(0.12) ? 6 : random.int(1, 5));
      const paid = random.chance(0.1);
      const restrictedUnion = template.category === 2 && random.chance(0.5) ? random.pick(UNIONS).id : null;
      return {
        plan,
        restrictedUnion,
        values: {
          title: template.title,
          complement:
            template.type === CPH_TRAINING_TYPE_ID
              ? 'Formation ouverte aux conseillers prud’hommes en exercice, prise en charge au titre de la formation des conseillers.'
              : random.chance(0.4)
                ? 'Apporter le code du travail à jour et, si possible, un ordinateur portable.'
                : null,
          start_date: start.toDate(),
          end_date: end.toDate(),
          training_category_id: template.category,
          training_type_id: template.type,
          training_theme_id: template.theme,
          training_place_id: placeId,
          training_status_id: plan.status,
          reserved: restrictedUnion !== null,
          is_visio: placeId === 6,
          paid_training: paid,
          amount: paid ? money(random.pick([120, 180, 250])) : null,
          max_attendees: random.pick([12, 15, 16, 18, 20, 24]),
          attendance_sheet_done: plan.attendanceDone ?? false,
          dinners: plan.days > 1 ? plan.days - 1 : 0,
          accommodation: plan.days > 1 && placeId !== 6,
          transportation_fees: placeId !== 6,
          number_of_round_trips: placeId === 6 ? 0 : 1,
          created_by: random.chance(0.6) ? adminUserId : managerUserId,
          created_at: notAfter(start.subtract(random.int(60, 120), 'day'), now),
          updated_at: notAfter(start.subtract(random.int(1, 50), 'day'), now),
        },
      };
    });
    const trainingIds = (
      await tx
        .insert(s.trainings)
        .values(trainingValues.map((t) => t.values))
        .returning({ id: s.trainings.id })
    ).map((r) => r.id);

    const unionLinks = trainingValues.flatMap((t, i) =>
      t.restrictedUnion === null ? [] : [{ training_id: trainingIds[i], union_id: t.restrictedUnion }],
    );
    if (unionLinks.length > 0) await tx.insert(s.trainingUnions).values(unionLinks);

    const deferrals = trainingValues.flatMap((t, i) => {
      if (!t.plan.deferral) return [];
      const shift = random.int(14, 35);
      const initialStart = dayjs(shiftParisDays(t.values.start_date, -shift));
      return [
        {
          training_id: trainingIds[i],
          user_id: managerUserId,
          initial_start_date: initialStart.toDate(),
          initial_end_date: shiftParisDays(t.values.end_date, -shift),
          new_start_date: t.values.start_date,
          new_end_date: t.values.end_date,
          created_at: notAfter(initialStart.subtract(random.int(5, 20), 'day'), now),
        },
      ];
    });
    if (deferrals.length > 0) await tx.insert(s.trainingDeferrals).values(deferrals);

    /* ----- Teams and hours ----- */

    type StaffInsert = typeof s.trainingStaff.$inferInsert;
    const staffRows: StaffInsert[] = [];
    trainingValues.forEach((t, i) => {
      const { plan } = t;
      const start = dayjs(t.values.start_date);
      const end = dayjs(t.values.end_date);
      const ended = end.isBefore(now);
      const hoursPerDay = 6;
      const member = (profileId: number, type: 'teacher' | 'pedagogical_supervisor', share: number) => {
        const lecture = Math.round(plan.days * hoursPerDay * share * 0.6 * 4) / 4;
        const tutorial = Math.round(plan.days * hoursPerDay * share * 0.4 * 4) / 4;
        const withExpected = plan.staff !== 'noExpectedHours';
        const withActual = ended && plan.staff !== 'noActualHours' && plan.status !== TRAINING_STATUS.cancelled;
        const ares = !withExpected
          ? null
          : ended && end.isBefore(now.subtract(60, 'day'))
            ? 3
            : ended || start.isBefore(now.add(30, 'day'))
              ? 2
              : 1;
        staffRows.push({
          training_id: trainingIds[i],
          profile_id: profileId,
          type,
          expected_lecture_hours: withExpected ? money(lecture) : null,
          expected_tutorial_hours: withExpected ? money(tutorial) : null,
          actual_lecture_hours: withActual ? money(lecture) : null,
          actual_tutorial_hours: withActual ? money(tutorial + (random.chance(0.2) ? 0.5 : 0)) : null,
          ares_status_id: ares,
          needs_accommodation: plan.days > 1 && random.chance(0.3),
          reimbursed_transportation: random.chance(0.5),
          is_remunerated: type === 'teacher',
          created_at: notAfter(start.subtract(40, 'day'), now),
          updated_at: notAfter(start.subtract(10, 'day'), now),
        });
      };
      const supervisor = plan.demoSupervisor ? demoSupervisorId : random.pick(supervisorIds);
      member(supervisor, 'pedagogical_supervisor', 0.2);
      if (plan.staff === 'noTeacher') return;
      const teachers = plan.demoTeacher
        ? [demoTeacherId, ...random.sample(teacherIds.filter((id) => id !== demoTeacherId), random.int(0, 1))]
        : random.sample(
            teacherIds.filter((id) => id !== demoTeacherId),
            random.int(1, 2),
          );
      teachers.forEach((id, k) => member(id, 'teacher', k === 0 ? 0.8 : 0.4));
    });
    const insertedStaff = await tx
      .insert(s.trainingStaff)
      .values(staffRows)
      .returning({
        training_id: s.trainingStaff.training_id,
        profile_id: s.trainingStaff.profile_id,
        reimbursed_transportation: s.trainingStaff.reimbursed_transportation,
      });

    /* ----- Registrations ----- */

    type RegistrationInsert = typeof s.registrations.$inferInsert;
    const registrationRows: RegistrationInsert[] = [];
    const otherTrainees = traineeProfiles.slice(1).map((p) => p.id);
    trainingValues.forEach((t, i) => {
      const { plan } = t;
      const status = plan.status;
      if (status === TRAINING_STATUS.upcoming || status === TRAINING_STATUS.validated) return;
      const start = dayjs(t.values.start_date);
      const end = dayjs(t.values.end_date);
      const started = !start.isAfter(now);
      const max = t.values.max_attendees;
      const isCph = t.values.training_type_id === CPH_TRAINING_TYPE_ID;

      let validated = Math.min(max, Math.round(max * plan.fill));
      let others: ('preinscription' | 'refuse' | 'en_attente')[] = [];
      if (status === TRAINING_STATUS.cancelled) {
        others = Array.from({ length: random.int(2, 5) }, () => 'refuse' as const);
        validated = Math.min(validated, 2);
      } else if (!started) {
        const pre = Math.max(1, Math.round(max * (0.15 + random.next() * 0.3)));
        others = [
          ...Array.from({ length: pre }, () => 'preinscription' as const),
          ...Array.from({ length: random.int(0, 2) }, () => 'en_attente' as const),
          ...Array.from({ length: random.int(0, 3) }, () => 'refuse' as const),
        ];
      } else {
        others = [
          ...Array.from({ length: random.int(0, 2) }, () => 'refuse' as const),
          ...Array.from({ length: random.int(0, 1) }, () => 'en_attente' as const),
        ];
      }

      const statuses: ('preinscription' | 'valide' | 'refuse' | 'en_attente')[] = [
        ...Array.from({ length: validated }, () => 'valide' as const),
        ...others,
      ];
      const participants = random.sample(otherTrainees, statuses.length);
      const entries = participants.map((profileId, k) => ({ profileId, status: statuses[k] }));
      if (plan.demoTrainee) {
        // The demo trainee takes the place of the first participant in the same status (or is added).
        const k = entries.findIndex((e) => e.status === plan.demoTrainee);
        if (k >= 0) entries[k] = { profileId: demoTraineeId, status: plan.demoTrainee };
        else entries.push({ profileId: demoTraineeId, status: plan.demoTrainee });
      }

      let withoutConvocation = plan.missingConvocations ?? 0;
      for (const entry of entries) {
        const traineeIndex = traineeIndexByProfile.get(entry.profileId) ?? 0;
        const trainee = trainees[traineeIndex];
        const isDemo = entry.profileId === demoTraineeId;
        const statusId = REGISTRATION_STATUS[entry.status];
        const createdAt = dayjs(
          Math.max(trainee.created.valueOf(), start.subtract(random.int(12, 75), 'day').valueOf()),
        );
        const valid = entry.status === 'valide';
        let convocation: Date | null = null;
        if (valid && start.isBefore(now.add(21, 'day'))) {
          if (!started && withoutConvocation > 0 && !isDemo) withoutConvocation--;
          else convocation = notAfter(start.subtract(10, 'day'), now);
        }
        const certificate =
          valid && status === TRAINING_STATUS.closed
            ? notAfter(end.add(3, 'day'), now)
            : valid && status === TRAINING_STATUS.toClose && random.chance(0.4)
              ? notAfter(end.add(2, 'day'), now)
              : null;
        const cphHolder = trainee.cphCouncil !== null;
        registrationRows.push({
          training_id: trainingIds[i],
          profile_id: entry.profileId,
          registration_status_id: statusId,
          council_id: isCph && cphHolder ? trainee.cphCouncil : null,
          seniority_id: isCph && cphHolder ? random.pick(SENIORITIES).id : null,
          training_duration_id: isCph && cphHolder ? random.pick(TRAINING_DURATIONS).id : null,
          referral_source_id: random.pick(REFERRAL_SOURCES).id,
          reimbursed: isDemo ? true : t.values.transportation_fees && random.chance(0.45),
          needs_accommodation: t.values.accommodation && random.chance(0.25),
          refusal_reason:
            entry.status === 'refuse'
              ? random.pick([
                  'La formation est complète.',
                  'Cette session est réservée aux conseillers prud’hommes en exercice.',
                  'Votre inscription est arrivée après la clôture des inscriptions.',
                  'La formation a été annulée.',
                ])
              : null,
          convocation_sent_at: convocation,
          certificate_sent_at: certificate,
          created_at: notAfter(createdAt, now),
          updated_at: notAfter(createdAt.add(random.int(1, 10), 'day'), now),
        });
      }
    });
    const insertedRegistrations = await tx
      .insert(s.registrations)
      .values(registrationRows)
      .returning({
        id: s.registrations.id,
        training_id: s.registrations.training_id,
        profile_id: s.registrations.profile_id,
        registration_status_id: s.registrations.registration_status_id,
        reimbursed: s.registrations.reimbursed,
      });

    const registrationMandates = insertedRegistrations.flatMap((r) =>
      r.registration_status_id === REGISTRATION_STATUS.refuse
        ? []
        : (validMandatesByProfile.get(r.profile_id) ?? []).map((id) => ({ registration_id: r.id, profile_mandate_id: id })),
    );
    if (registrationMandates.length > 0) await tx.insert(s.registrationMandates).values(registrationMandates);

    /* ----- Absences and evaluations on past trainings ----- */

    const trainingIndex = new Map(trainingIds.map((id, i) => [id, i]));
    type AbsenceInsert = typeof s.absences.$inferInsert;
    type EvaluationInsert = typeof s.evaluations.$inferInsert;
    const absences: AbsenceInsert[] = [];
    const evaluations: EvaluationInsert[] = [];
    const demoEvaluationTraining = trainingValues.findIndex((t) => t.plan.demoTrainee === 'valide' && t.plan.status === 7);
    for (const r of insertedRegistrations) {
      if (r.registration_status_id !== REGISTRATION_STATUS.valide) continue;
      const t = trainingValues[trainingIndex.get(r.training_id) ?? 0];
      const status = t.values.training_status_id;
      const start = dayjs(t.values.start_date);
      const end = dayjs(t.values.end_date);
      // Ended trainings whose attendance is still being entered (published or postponed) have absences too.
      const attendanceInProgress =
        (status === TRAINING_STATUS.published || status === TRAINING_STATUS.postponed) && end.isBefore(now) && !t.values.attendance_sheet_done;
      if (attendanceInProgress && random.chance(0.12)) {
        absences.push({
          profile_id: r.profile_id,
          training_id: r.training_id,
          absence_date: start.add(random.int(0, t.plan.days - 1), 'day').format('YYYY-MM-DD'),
          half_day: 'afternoon',
          created_at: notAfter(end.add(1, 'day'), now),
        });
      }
      if (status !== TRAINING_STATUS.toClose && status !== TRAINING_STATUS.closed) continue;
      const isDemo = r.profile_id === demoTraineeId;
      if (random.chance(0.07) || (isDemo && trainingIndex.get(r.training_id) === demoEvaluationTraining)) {
        absences.push({
          profile_id: r.profile_id,
          training_id: r.training_id,
          absence_date: start.add(random.int(0, t.plan.days - 1), 'day').format('YYYY-MM-DD'),
          half_day: random.chance(0.5) ? 'morning' : 'afternoon',
          created_at: notAfter(end.add(1, 'day'), now),
        });
      }
      // The demo trainee evaluated the closed training but not the one "à clôturer".
      const evaluates = isDemo ? status === TRAINING_STATUS.closed : random.chance(0.6);
      if (evaluates) {
        const score = () => random.int(5, 10);
        evaluations.push({
          training_id: r.training_id,
          profile_id: r.profile_id,
          documentation: score(),
          training_methods: score(),
          willingness_to_continue: random.int(6, 10),
          group_life: score(),
          material_conditions: random.int(4, 10),
          knowledge_contribution: score(),
          overall_satisfaction: random.int(6, 10),
          created_at: notAfter(end.add(random.int(0, 5), 'day'), now),
        });
      }
    }
    if (absences.length > 0) await tx.insert(s.absences).values(absences);
    if (evaluations.length > 0) await tx.insert(s.evaluations).values(evaluations);

    /* ----- Expenses, payment orders and payments ----- */

    interface ExpenseCandidate {
      trainingIdx: number;
      profileId: number;
      isStaff: boolean;
    }
    const candidates: ExpenseCandidate[] = [];
    for (const r of insertedRegistrations) {
      if (r.registration_status_id !== REGISTRATION_STATUS.valide || !r.reimbursed) continue;
      candidates.push({ trainingIdx: trainingIndex.get(r.training_id) ?? 0, profileId: r.profile_id, isStaff: false });
    }
    for (const m of insertedStaff) {
      if (!m.reimbursed_transportation) continue;
      candidates.push({ trainingIdx: trainingIndex.get(m.training_id) ?? 0, profileId: m.profile_id, isStaff: true });
    }

    const orderNumbers = new Map<string, Date>();
    type ExpenseInsert = typeof s.trainingExpenses.$inferInsert;
    const expenses: { values: ExpenseInsert; paidAt: Dayjs | null }[] = [];
    const seenExpense = new Set<string>();
    for (const c of candidates) {
      const t = trainingValues[c.trainingIdx];
      const status = t.values.training_status_id;
      const start = dayjs(t.values.start_date);
      const end = dayjs(t.values.end_date);
      if (status === TRAINING_STATUS.cancelled || start.isAfter(now)) continue;
      const key = `${trainingIds[c.trainingIdx]}-${c.profileId}`;
      if (seenExpense.has(key)) continue;
      seenExpense.add(key);
      const isDemo = c.profileId === demoTraineeId;

      let expenseStatus: number;
      if (status === TRAINING_STATUS.closed) expenseStatus = EXPENSE_STATUS.paymentIssued;
      else if (status === TRAINING_STATUS.toClose) {
        const r = random.next();
        expenseStatus = isDemo
          ? EXPENSE_STATUS.toPay
          : r < 0.4
            ? EXPENSE_STATUS.toPay
            : r < 0.6
              ? EXPENSE_STATUS.awaitingReceipts
              : EXPENSE_STATUS.paymentIssued;
      } else expenseStatus = isDemo || random.chance(0.6) ? EXPENSE_STATUS.inProgress : EXPENSE_STATUS.awaitingReceipts;

      const vehicle = random.pick(VEHICLE_CATEGORIES);
      const distance = t.values.is_visio ? 0 : random.int(8, 160) * 2;
      const transport = Math.round(distance * Number(vehicle.indemnity_per_km) * 100) / 100;
      const meals = t.values.dinners > 0 && random.chance(0.5) ? 17.9 * t.values.dinners : 0;
      const accommodation = t.values.accommodation && random.chance(0.3) ? 75 * (t.plan.days - 1) : 0;
      const toll = random.chance(0.3) ? random.int(2, 18) : 0;
      const publicTransport = distance === 0 && random.chance(0.3) ? random.int(4, 40) : 0;
      const other = random.chance(0.1) ? random.int(5, 30) : 0;
      const total = transport + meals + accommodation + toll + publicTransport + other;
      const forced = random.chance(0.05) ? Math.round(total) : 0;
      const paidAt =
        expenseStatus === EXPENSE_STATUS.paymentIssued
          ? dayjs(Math.min(end.add(random.int(15, 40), 'day').valueOf(), now.subtract(1, 'day').valueOf()))
          : null;
      if (paidAt) orderNumbers.set(`R-${paidAt.format('YYYY-MM')}`, paidAt.startOf('month').toDate());
      expenses.push({
        paidAt,
        values: {
          training_id: trainingIds[c.trainingIdx],
          profile_id: c.profileId,
          vehicle_category_id: distance > 0 ? vehicle.id : null,
          evening_meals: money(meals),
          transport_costs: money(transport),
          accommodation_costs: money(accommodation),
          other_costs: money(other),
          other_costs_comment: other > 0 ? 'Photocopies des supports' : null,
          toll_parking_costs: money(toll),
          public_transport_costs: money(publicTransport),
          training_expense_status_id: expenseStatus,
          total_forced_amount: money(forced),
          total_amount: money(total),
          calculated_distance: distance > 0 ? distance.toFixed(1) : null,
          created_at: notAfter(end.add(random.int(0, 6), 'day'), now),
          updated_at: notAfter(end.add(random.int(6, 14), 'day'), now),
        },
      });
    }
    // The current month's régie exists even before its first payment.
    orderNumbers.set(`R-${now.format('YYYY-MM')}`, now.startOf('month').toDate());
    const insertedExpenses =
      expenses.length > 0
        ? await tx
            .insert(s.trainingExpenses)
            .values(expenses.map((e) => e.values))
            .returning({ id: s.trainingExpenses.id, profile_id: s.trainingExpenses.profile_id })
        : [];
    const orders = await tx
      .insert(s.paymentOrders)
      .values(
        [...orderNumbers.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([order_number, created_at]) => ({ order_number, created_at })),
      )
      .returning({ id: s.paymentOrders.id, order_number: s.paymentOrders.order_number });
    const orderId = new Map(orders.map((o) => [o.order_number, o.id]));
    const payments = expenses.flatMap((e, i) => {
      if (!e.paidAt) return [];
      const forced = Number(e.values.total_forced_amount);
      const amount = forced > 0 ? forced : Number(e.values.total_amount);
      const expense = insertedExpenses[i];
      return [
        {
          training_expense_id: expense.id,
          payment_order_id: orderId.get(`R-${e.paidAt.format('YYYY-MM')}`) as number,
          payment_method: random.chance(0.8) ? 'virement' : 'chèque',
          payment_reference: `${expense.id}-${expense.profile_id}`,
          amount: money(amount),
          created_at: e.paidAt.toDate(),
        },
      ];
    });
    if (payments.length > 0) await tx.insert(s.trainingExpensePayments).values(payments);

    return {
      users: teamUsers.length + traineeUsers.length,
      trainees: traineeUsers.length,
      trainings: trainingIds.length,
      registrations: insertedRegistrations.length,
    };
  });
}
