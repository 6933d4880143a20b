/**
 * The BPF's figures computed from the year's records (no SQL here): the rules of each cadre, written
 * in docs/decisions.md ("BPF"), as data where they are mappings.
 */
import { BPF_MESSAGES, type BpfCadre, type BpfCheck, type BpfFigure, type BpfManualKey, type BpfRow } from '../../contract/bpf';
import { halfDaySlots } from '../../lib/half-days';
import { parisDay } from '../../lib/paris-time';
import { fromCents, toCents } from '../payments';
import type { HeldTrainingRecord, RegiePaymentRecord, StaffRecord, TraineeRecord } from './queries';

/** Hours counted for a half-day present (a training day of 7 hours). */
export const HOURS_PER_HALF_DAY = 3.5;

/** F-1's lines the portal fills, from the trainee's professional situation. */
export type TraineeType = 'salaries' | 'demandeurs' | 'particuliers' | 'autres';

/**
 * The professional situations of the reference list (by id) and the F-1 line they fall in; any other
 * situation, or none, is 'autres'. Public servants are not employees of private employers (line a).
 */
export const SITUATION_TYPES: Readonly<Record<number, TraineeType>> = {
  1: 'salaries', // Salarié en CDI
  2: 'salaries', // Salarié en CDD
  3: 'salaries', // Intérimaire
  4: 'autres', // Agent de la fonction publique
  5: 'demandeurs', // Demandeur d'emploi
  6: 'particuliers', // Retraité: comes on their own account
};

export const traineeTypeOf = (situationId: number | null): TraineeType => (situationId === null ? 'autres' : (SITUATION_TYPES[situationId] ?? 'autres'));

/** Employment statuses (by id) of the institute's own staff, counted on E's first line; the others are external. */
export const INTERNAL_EMPLOYMENT_STATUSES: ReadonlySet<number> = new Set([1, 2]);

/**
 * F-3: the objective of every training type of the institute. Its trainings (union training, councillors'
 * training, study days, conferences) lead to no diploma, title or certification: 'autres formations
 * professionnelles'. A type added to the list falls there too.
 */
export const F3_LINE_OF_TYPE = (_trainingTypeId: number): F3Key => 'f3_autres';

type F3Key = 'f3_diplome' | 'f3_cqp' | 'f3_rs' | 'f3_autres' | 'f3_bilan' | 'f3_vae';

/** Labels of the NSF groups of specialities the institute's themes use (others show their code). */
export const NSF_LABELS: Readonly<Record<string, string>> = {
  '122': 'Économie',
  '123': 'Sciences sociales',
  '128': 'Droit, sciences politiques',
  '310': 'Spécialités plurivalentes des échanges et de la gestion',
  '313': 'Finances, banque, assurances',
  '314': 'Comptabilité, gestion',
  '315': 'Ressources humaines, gestion du personnel, gestion de l’emploi',
  '330': 'Spécialités plurivalentes sanitaires et sociales',
  '331': 'Santé',
  '332': 'Travail social',
  '333': 'Enseignement, formation',
  '344': 'Sécurité des biens et des personnes, police, surveillance',
  '410': 'Spécialités concernant plusieurs capacités',
  '412': 'Développement des capacités mentales et apprentissages de base',
  '413': 'Développement des capacités comportementales et relationnelles',
  '414': 'Développement des capacités individuelles d’organisation',
  '415': 'Développement des capacités d’orientation, d’insertion ou de réinsertion sociales et professionnelles',
};

/** F-4 names the specialities with the most hours-trainees, the rest on one line. */
export const F4_MAIN_SPECIALITIES = 5;

export interface YearRecords {
  trainings: HeldTrainingRecord[];
  trainees: TraineeRecord[];
  staff: StaffRecord[];
  payments: RegiePaymentRecord[];
  manual: Partial<Record<BpfManualKey, string>>;
}

/** A row of a figure, with the person's name apart: a frozen copy keeps the profile number only. */
export interface ComputedRow extends BpfRow {
  name: string | null;
}

export interface ComputedBpf {
  figures: BpfFigure[];
  rows: Record<string, ComputedRow[]>;
}

interface Totals {
  count: number | null;
  /** Hours in hundredths (exact sums). */
  centiHours: number | null;
  cents: number | null;
}

interface Line {
  key: string;
  cadre: BpfCadre;
  line: string;
  label: string;
  source: BpfFigure['source'];
  detail?: boolean;
  totals: Totals;
  rows: ComputedRow[];
}

const hoursOf = (centiHours: number | null) => (centiHours === null ? null : centiHours / 100);

function figureOf(line: Line): BpfFigure {
  return {
    key: line.key,
    cadre: line.cadre,
    line: line.line,
    label: line.label,
    source: line.source,
    detail: line.detail ?? false,
    count: line.totals.count,
    hours: hoursOf(line.totals.centiHours),
    amount: line.totals.cents === null ? null : fromCents(line.totals.cents),
    rows: line.rows.length,
  };
}

const centi = (hours: number) => Math.round(hours * 100);

function sumOf(rows: ComputedRow[], what: { count?: boolean; hours?: boolean; amount?: boolean }): Totals {
  return {
    count: what.count ? rows.reduce((n, r) => n + (r.count ?? 0), 0) : null,
    centiHours: what.hours ? rows.reduce((n, r) => n + centi(r.hours ?? 0), 0) : null,
    cents: what.amount ? rows.reduce((n, r) => n + toCents(r.amount ?? '0'), 0) : null,
  };
}

function totalOf(lines: Line[], what: { count?: boolean; hours?: boolean; amount?: boolean }): Totals {
  const main = lines.filter((l) => !l.detail);
  return {
    count: what.count ? main.reduce((n, l) => n + (l.totals.count ?? 0), 0) : null,
    centiHours: what.hours ? main.reduce((n, l) => n + (l.totals.centiHours ?? 0), 0) : null,
    cents: what.amount ? main.reduce((n, l) => n + (l.totals.cents ?? 0), 0) : null,
  };
}

/** A trainee's presence on one training: the half-days present and the hours they make. */
interface Presence {
  training: HeldTrainingRecord;
  trainee: TraineeRecord;
  halfDays: number;
}

function presences(records: YearRecords): Presence[] {
  const trainings = new Map(records.trainings.map((t) => [t.id, { training: t, halfDays: halfDaySlots(t.start_date, t.end_date).length }]));
  const out: Presence[] = [];
  for (const trainee of records.trainees) {
    const held = trainings.get(trainee.training_id);
    if (!held) continue;
    const halfDays = Math.max(0, held.halfDays - trainee.absent_half_days);
    if (halfDays > 0) out.push({ training: held.training, trainee, halfDays });
  }
  return out;
}

const startDay = (date: Date | string) => parisDay(new Date(date));

function traineeRow(p: Presence, detail: string | null, amount: string | null = null): ComputedRow {
  return {
    training: p.training.title,
    start_day: startDay(p.training.start_date),
    person: p.trainee.profile_number,
    name: p.trainee.name,
    detail,
    count: 1,
    hours: p.halfDays * HOURS_PER_HALF_DAY,
    amount,
  };
}

const situationLabel = (p: Presence) => p.trainee.situation ?? 'Situation professionnelle non renseignée';

function manualLine(key: BpfManualKey, cadre: BpfCadre, line: string, label: string, manual: YearRecords['manual'], detail = false): Line {
  const value = manual[key];
  return { key, cadre, line, label, source: 'saisie', detail, totals: { count: null, centiHours: null, cents: value === undefined ? 0 : toCents(value) }, rows: [] };
}

/** Every figure of the year, in the form's order, with the rows each counts. */
export function computeBpf(records: YearRecords): ComputedBpf {
  const present = presences(records);
  const lines: Line[] = [];

  // C: revenue of the paid trainings, one price per trainee present, by who pays for that type of trainee.
  const paid = present.filter((p) => p.training.paid_training && p.training.amount !== null && toCents(p.training.amount) > 0);
  const payerRows = (types: TraineeType[]) =>
    paid.filter((p) => types.includes(traineeTypeOf(p.trainee.situation_id))).map((p) => traineeRow(p, situationLabel(p), fromCents(toCents(p.training.amount ?? '0'))));
  const amountLine = (key: string, line: string, label: string, rows: ComputedRow[]): Line => ({
    key,
    cadre: 'C',
    line,
    label,
    source: 'calcul',
    totals: sumOf(rows, { amount: true }),
    rows,
  });
  const cLines: Line[] = [
    amountLine('c_entreprises', 'C-1', 'Entreprises pour la formation de leurs salariés (formations payantes)', payerRows(['salaries'])),
    manualLine('c_opco', 'C', 'C-2', 'Opérateurs de compétences (OPCO) et fonds d’assurance formation', records.manual),
    manualLine('c_pouvoirs_publics', 'C', 'C-3', 'Pouvoirs publics (État, régions, France Travail, autres collectivités)', records.manual),
    amountLine('c_particuliers', 'C-4', 'Personnes à titre individuel et à leurs frais (formations payantes)', payerRows(['particuliers'])),
    manualLine('c_organismes', 'C', 'C-5', 'Autres organismes de formation (sous-traitance)', records.manual),
    amountLine('c_autres', 'C-6', 'Autres produits : formations payantes des autres stagiaires', payerRows(['demandeurs', 'autres'])),
    manualLine('c_autres_saisis', 'C', 'C-7', 'Autres produits au titre de la formation professionnelle (saisis)', records.manual),
  ];
  lines.push(...cLines, { key: 'c_total', cadre: 'C', line: 'C', label: 'Total des produits de la formation professionnelle', source: 'total', totals: totalOf(cLines, { amount: true }), rows: [] });

  // D: the payments of the year's régies, and what the administrateur enters.
  const paymentRows: ComputedRow[] = records.payments.map((p) => ({
    training: p.training,
    start_day: startDay(p.start_date),
    person: p.profile_number,
    name: p.name,
    detail: p.order_number ? `Régie ${p.regie}, ordre ${p.order_number}` : `Régie ${p.regie}`,
    count: null,
    hours: null,
    amount: fromCents(toCents(p.amount)),
  }));
  const dLines: Line[] = [
    { key: 'd_defraiements', cadre: 'D', line: 'D-1', label: 'Défraiements des stagiaires payés par les régies de l’année', source: 'calcul', totals: sumOf(paymentRows, { amount: true }), rows: paymentRows },
    manualLine('d_autres_charges', 'D', 'D-2', 'Autres charges de l’activité de formation (saisies)', records.manual),
  ];
  lines.push(...dLines, { key: 'd_total', cadre: 'D', line: 'D', label: 'Total des charges de l’organisme liées à l’activité de formation', source: 'total', totals: totalOf(dLines, { amount: true }), rows: [] });
  lines.push(manualLine('d_salaires', 'D', 'D', 'dont salaires des formateurs', records.manual, true));
  lines.push(manualLine('d_prestations', 'D', 'D', 'dont achats de prestations de formation et honoraires', records.manual, true));

  // E: the persons who gave hours, internal or external by their employment status.
  const trainingsById = new Map(records.trainings.map((t) => [t.id, t]));
  const staffRows = records.staff
    .filter((s) => s.hours > 0)
    .map((s) => {
      const training = trainingsById.get(s.training_id);
      const row: ComputedRow = {
        training: training?.title ?? null,
        start_day: training ? startDay(training.start_date) : null,
        person: s.profile_number,
        name: s.name,
        detail: s.employment_status ?? 'Statut non renseigné',
        count: null,
        hours: centi(s.hours) / 100,
        amount: null,
      };
      return { staff: s, row };
    });
  const staffLine = (key: string, line: string, label: string, list: typeof staffRows, detail = false): Line => ({
    key,
    cadre: 'E',
    line,
    label,
    source: 'calcul',
    detail,
    totals: { count: new Set(list.map((s) => s.staff.profile_id)).size, centiHours: list.reduce((n, s) => n + centi(s.staff.hours), 0), cents: null },
    rows: list.map((s) => s.row),
  });
  const eMain: Line[] = [];
  for (const internal of [true, false]) {
    const group = staffRows.filter((s) => (s.staff.employment_status_id !== null && INTERNAL_EMPLOYMENT_STATUSES.has(s.staff.employment_status_id)) === internal);
    const main = internal
      ? staffLine('e_internes', 'E-1', 'Personnes de l’organisme dispensant des heures de formation', group)
      : staffLine('e_externes', 'E-2', 'Personnes extérieures à l’organisme (formateurs occasionnels, vacataires, praticiens)', group);
    eMain.push(main);
    lines.push(main);
    const statuses = [...new Set(group.map((s) => s.staff.employment_status_id ?? 0))].sort((a, b) => a - b);
    for (const status of statuses) {
      const list = group.filter((s) => (s.staff.employment_status_id ?? 0) === status);
      lines.push(staffLine(`e_statut_${status}`, main.line, `dont ${list[0].staff.employment_status ?? 'statut non renseigné'}`, list, true));
    }
  }
  lines.push({
    key: 'e_total',
    cadre: 'E',
    line: 'E',
    label: 'Total des personnes dispensant des heures de formation',
    source: 'total',
    totals: { count: new Set(staffRows.map((s) => s.staff.profile_id)).size, centiHours: totalOf(eMain, { hours: true }).centiHours, cents: null },
    rows: [],
  });

  // F-1: trainees by type, F-3: by objective, F-4: by speciality; counted per training followed, with its hours.
  const presenceLine = (cadre: BpfCadre, key: string, line: string, label: string, list: Presence[], detail: (p: Presence) => string): Line => {
    const rows = list.map((p) => traineeRow(p, detail(p)));
    return { key, cadre, line, label, source: 'calcul', totals: sumOf(rows, { count: true, hours: true }), rows };
  };
  const ofType = (type: TraineeType) => present.filter((p) => traineeTypeOf(p.trainee.situation_id) === type);
  const f1: Line[] = [
    presenceLine('F-1', 'f1_salaries', 'F-1 a', 'Salariés d’employeurs privés hors apprentis', ofType('salaries'), situationLabel),
    presenceLine('F-1', 'f1_apprentis', 'F-1 b', 'Apprentis', [], situationLabel),
    presenceLine('F-1', 'f1_demandeurs', 'F-1 c', 'Personnes en recherche d’emploi', ofType('demandeurs'), situationLabel),
    presenceLine('F-1', 'f1_particuliers', 'F-1 d', 'Particuliers à leurs propres frais', ofType('particuliers'), situationLabel),
    presenceLine('F-1', 'f1_autres', 'F-1 e', 'Autres stagiaires', ofType('autres'), situationLabel),
  ];
  lines.push(...f1, { key: 'f1_total', cadre: 'F-1', line: 'F-1', label: 'Total des stagiaires', source: 'total', totals: totalOf(f1, { count: true, hours: true }), rows: [] });

  const f3Labels: [F3Key, string, string][] = [
    ['f3_diplome', 'F-3 a', 'Formations visant un diplôme ou un titre à finalité professionnelle (RNCP)'],
    ['f3_cqp', 'F-3 b', 'Formations visant un certificat de qualification professionnelle (CQP)'],
    ['f3_rs', 'F-3 c', 'Formations visant une certification ou une habilitation du répertoire spécifique'],
    ['f3_autres', 'F-3 d', 'Autres formations professionnelles'],
    ['f3_bilan', 'F-3 e', 'Bilans de compétences'],
    ['f3_vae', 'F-3 f', 'Actions d’accompagnement à la validation des acquis de l’expérience'],
  ];
  const f3 = f3Labels.map(([key, line, label]) =>
    presenceLine('F-3', key, line, label, present.filter((p) => F3_LINE_OF_TYPE(p.training.training_type_id) === key), (p) => p.training.type_name),
  );
  lines.push(...f3, { key: 'f3_total', cadre: 'F-3', line: 'F-3', label: 'Total des stagiaires', source: 'total', totals: totalOf(f3, { count: true, hours: true }), rows: [] });

  const byCode = new Map<string, Presence[]>();
  for (const p of present) {
    if (p.training.nsf_code === null) continue;
    byCode.set(p.training.nsf_code, [...(byCode.get(p.training.nsf_code) ?? []), p]);
  }
  const ranked = [...byCode.entries()]
    .map(([code, list]) => ({ code, list, halfDays: list.reduce((n, p) => n + p.halfDays, 0) }))
    .sort((a, b) => b.halfDays - a.halfDays || b.list.length - a.list.length || a.code.localeCompare(b.code));
  const main = ranked.slice(0, F4_MAIN_SPECIALITIES);
  const mainCodes = new Set(main.map((m) => m.code));
  const themeDetail = (p: Presence) => `${p.training.theme_name}${p.training.nsf_code ? ` (NSF ${p.training.nsf_code})` : ' (NSF non renseigné)'}`;
  const f4 = main.map((m, i) =>
    presenceLine('F-4', `f4_${m.code}`, `F-4 ${i + 1}`, `${m.code} — ${NSF_LABELS[m.code] ?? 'Spécialité NSF'}`, m.list, themeDetail),
  );
  f4.push(
    presenceLine(
      'F-4',
      'f4_autres',
      `F-4 ${main.length + 1}`,
      'Autres spécialités (et thématiques sans code NSF)',
      present.filter((p) => p.training.nsf_code === null || !mainCodes.has(p.training.nsf_code)),
      themeDetail,
    ),
  );
  lines.push(...f4, { key: 'f4_total', cadre: 'F-4', line: 'F-4', label: 'Total des stagiaires', source: 'total', totals: totalOf(f4, { count: true, hours: true }), rows: [] });

  return { figures: lines.map(figureOf), rows: Object.fromEntries(lines.map((l) => [l.key, l.rows])) };
}

const frenchHours = (hours: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(hours);

/** F-1, F-3 and F-4 count the same trainees and hours-trainees (their totals, from their lines). */
export function checkAgreement(figures: BpfFigure[]): BpfCheck {
  const totals = (['F-1', 'F-3', 'F-4'] as const).map((cadre) => {
    const main = figures.filter((f) => f.cadre === cadre && f.source !== 'total' && !f.detail);
    return { cadre, count: main.reduce((n, f) => n + (f.count ?? 0), 0), centiHours: main.reduce((n, f) => n + centi(f.hours ?? 0), 0) };
  });
  const [first, ...others] = totals;
  const differences: string[] = [];
  for (const other of others) {
    if (other.count !== first.count) differences.push(BPF_MESSAGES.differsTrainees(first.cadre, other.cadre, first.count, other.count));
    if (other.centiHours !== first.centiHours)
      differences.push(BPF_MESSAGES.differsHours(first.cadre, other.cadre, frenchHours(first.centiHours / 100), frenchHours(other.centiHours / 100)));
  }
  return { agrees: differences.length === 0, differences };
}
