/** What the parts of the demo seed share: its accounts, the random sequence, names and places, helpers, the plan of trainings. */
import type { Dayjs } from 'dayjs';
import type { Tx } from '../client';

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
export function createRandom(seed: number) {
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

export type Random = ReturnType<typeof createRandom>;

/* ---------- Names and places ---------- */

export const FEMALE_FIRST_NAMES = [
  'Marie', 'Nathalie', 'Isabelle', 'Sylvie', 'Catherine', 'Sandrine', 'Valérie', 'Christine', 'Céline', 'Stéphanie',
  'Aurélie', 'Émilie', 'Julie', 'Camille', 'Laura', 'Manon', 'Chloé', 'Sarah', 'Pauline', 'Caroline',
  'Anne', 'Martine', 'Françoise', 'Véronique', 'Laetitia', 'Hélène', 'Élodie', 'Mélanie', 'Audrey', 'Virginie',
  'Claire', 'Agnès', 'Odile', 'Brigitte', 'Mathilde', 'Inès', 'Léa', 'Océane', 'Justine', 'Coralie',
];

export const MALE_FIRST_NAMES = [
  'Jean', 'Philippe', 'Michel', 'Alain', 'Patrick', 'Nicolas', 'Christophe', 'Pierre', 'Laurent', 'Frédéric',
  'Sébastien', 'Stéphane', 'David', 'Thierry', 'Olivier', 'Éric', 'Julien', 'Pascal', 'Mathieu', 'Thomas',
  'Vincent', 'Jérôme', 'Franck', 'Guillaume', 'Antoine', 'Maxime', 'Alexandre', 'Romain', 'Kévin', 'Yannick',
  'Denis', 'Bernard', 'Gérard', 'Hervé', 'Lucas', 'Hugo', 'Karim', 'Mehdi', 'Joël', 'François',
];

export const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefèvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier', 'Garcia',
  'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier', 'Masson',
  'Schmitt', 'Meyer', 'Weber', 'Klein', 'Schneider', 'Fischer', 'Wagner', 'Hoffmann', 'Keller', 'Koch',
  'Bauer', 'Walter', 'Zimmermann', 'Herrmann', 'Kieffer', 'Haegel', 'Ehrhardt', 'Lutz', 'Jung', 'Roth',
  'Wolff', 'Hamon', 'Benali', 'Haddad', 'Nguyen', 'Da Silva', 'Ferreira', 'Lopez', 'Marchal', 'Colin',
];

export const STREET_NAMES = [
  'rue de la Gare', 'rue Principale', 'rue des Vosges', 'rue du Rhin', 'avenue de la Liberté',
  'rue de l’Église', 'rue des Vergers', 'rue du Moulin', 'rue des Jardins', 'place de la Mairie',
  'rue de Strasbourg', 'rue de Colmar', 'route de Mulhouse', 'rue des Tilleuls', 'rue Pasteur',
  'rue Victor Hugo', 'rue Jean Jaurès', 'allée des Peupliers', 'rue du Général de Gaulle', 'rue des Écoles',
];

export const COMPANIES = [
  'Stellantis Mulhouse', 'Hôpitaux universitaires de Strasbourg', 'Kuhn SA', 'Lohr Industrie', 'Sanofi Chimie',
  'Carrefour Illkirch', 'Auchan Hautepierre', 'SNCF Voyageurs Grand Est', 'Compagnie des transports strasbourgeois',
  'Électricité de Strasbourg', 'Crédit Mutuel Alliance Fédérale', 'Mars Wissous', 'Liebherr-Aerospace',
  'Hager Group', 'Soprema', 'Punch Powerglide', 'Clinique Rhéna', 'Adapei Papillons Blancs', 'La Poste Alsace',
  'Leclerc Geispolsheim', 'Lilly France', 'Bürkert', 'Caddie', 'Brasseries Kronenbourg', 'Alsace Lait',
  'Transports Heppner', 'Norma Haguenau', 'Mairie de Colmar', 'Tribunal judiciaire de Strasbourg', 'ADIAM',
];

export const STAFF_TITLES = [
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
export const TRAINING_TEMPLATES: { title: string; category: number; type: number; theme: number }[] = [
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

export function slugify(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Remainder of a long decimal string modulo 97 (IBAN and RIB keys). */
export function mod97(digits: string): number {
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

export function phoneNumber(random: Random): string {
  const prefix = random.pick(['06', '07', '03']);
  const groups = Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0'));
  return `${prefix} ${groups.join(' ')}`;
}

export function money(value: number): string {
  return value.toFixed(2);
}

/** Clamp a moment to not later than `now` (nothing is recorded in the future). */
export function notAfter(date: Dayjs, now: Dayjs): Date {
  return (date.isAfter(now) ? now : date).toDate();
}

/* ---------- Training plan ---------- */

export type StaffPlan = 'full' | 'noTeacher' | 'noExpectedHours' | 'noActualHours';

export interface TrainingPlan {
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
  /** Trainees on the waiting list besides the random ones. */
  waiting?: number;
}

/** Hand-written scenarios that every dashboard list needs, then generated trainings around them. */
export function planTrainings(random: Random): TrainingPlan[] {
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
    // In the catalogue, on the second day of the demo trainee's validated training above (offset 12): her
    // registration wizard warns of the overlap.
    { offset: 13, days: 1, status: 3, template: 14, staff: 'full', fill: 0.4 },
    // Within three months without a teacher or without expected hours.
    { offset: 25, days: 2, status: 2, template: 2, staff: 'noTeacher', fill: 0 },
    { offset: 50, days: 1, status: 2, template: 18, staff: 'noTeacher', fill: 0, demoSupervisor: true },
    { offset: 70, days: 2, status: 1, template: 14, staff: 'noTeacher', fill: 0 },
    // Also full, with trainees on its waiting list: the demo trainee may join it.
    { offset: 35, days: 2, status: 3, template: 8, staff: 'noExpectedHours', fill: 1, waiting: 3, demoTeacher: true },
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


export interface PersonSeed {
  first: string;
  last: string;
  female: boolean;
}

/** What every part of the seed shares: the transaction, the clock, the one random sequence, helpers. */
export interface SeedContext {
  tx: Tx;
  now: Dayjs;
  random: Random;
  passwordHash: string;
  cityRows: CityRow[];
  strasbourg: CityRow;
  profileNumber: (createdAt: Dayjs) => string;
  usedEmails: Set<string>;
  emailFor: (p: PersonSeed, domain: string) => string;
  address: () => { street_number: string; street_name: string; profile_zip_code: string; city_id: number };
  randomPerson: () => PersonSeed;
}

export interface CityRow {
  id: number;
  zip_code: string;
  name: string;
}

