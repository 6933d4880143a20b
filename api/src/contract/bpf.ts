/**
 * The bilan pédagogique et financier (BPF, Cerfa 10443) of a calendar year: the figures the portal
 * computes from its own records (trainers and their hours, trainees by type, objective and NSF
 * speciality with their hours from the attendance, revenue of the paid trainings, the régies' payments),
 * the amounts the administrateur completes, the agreement of F-1, F-3 and F-4, the rows behind each
 * figure, and the closing that freezes the year.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Literals, Nullable, NullableInput } from './common';
import { endpoints } from './endpoint';

/** The cadres of the form the portal fills, in the form's order. */
export const BPF_CADRES = ['C', 'D', 'E', 'F-1', 'F-3', 'F-4'] as const;
export type BpfCadre = (typeof BPF_CADRES)[number];

/** Where a figure comes from: computed by the portal, entered by the administrateur, or a total of its cadre. */
export const BPF_SOURCES = ['calcul', 'saisie', 'total'] as const;

/** The amounts the administrateur enters (what the portal cannot know), by key. */
export const BPF_MANUAL_KEYS = ['c_opco', 'c_pouvoirs_publics', 'c_organismes', 'c_autres_saisis', 'd_autres_charges', 'd_salaires', 'd_prestations'] as const;
export type BpfManualKey = (typeof BPF_MANUAL_KEYS)[number];

export const BpfFigureSchema = Type.Object({
  /** Stable key of the figure ('f1_salaries', 'f4_128', 'e_statut_3'…): its rows are read with it. */
  key: Type.String(),
  cadre: Literals(BPF_CADRES),
  /** The line of the form, as printed ('F-1 a', 'C-1'); a breakdown line ('dont …') has the line it details. */
  line: Type.String(),
  label: Type.String(),
  source: Literals(BPF_SOURCES),
  /** A line detailing the line before it ('dont …'), not added into the cadre's total. */
  detail: Type.Boolean(),
  /** Persons (trainers, trainees), when the line counts some. */
  count: Nullable(Type.Integer({ minimum: 0 })),
  /** Hours (of training given, or hours-trainees), when the line has some. */
  hours: Nullable(Type.Number({ minimum: 0 })),
  /** Euros, two decimals ("1234.50"), when the line is an amount. */
  amount: Nullable(Type.String()),
  /** Rows behind the figure (0 for an entered amount or a line the portal cannot fill). */
  rows: Type.Integer({ minimum: 0 }),
});
export type BpfFigure = Static<typeof BpfFigureSchema>;

export const BpfCheckSchema = Type.Object({
  /** F-1, F-3 and F-4 give the same trainees and the same hours-trainees. */
  agrees: Type.Boolean(),
  /** The differences in French, empty when they agree. */
  differences: Type.Array(Type.String()),
});
export type BpfCheck = Static<typeof BpfCheckSchema>;

export const BpfReportSchema = Type.Object({
  year: Type.Integer(),
  /** When the year was closed (its figures frozen), null while it is open. */
  closed_at: Nullable(DateTimeSchema),
  /** Who closed it. */
  closed_by: Nullable(Type.String()),
  /** Hours counted for a half-day of presence. */
  hours_per_half_day: Type.Number(),
  figures: Type.Array(BpfFigureSchema),
  check: BpfCheckSchema,
  /** The amounts entered, by key ("1234.50"), null when not entered. */
  manual: Type.Object({
    c_opco: Nullable(Type.String()),
    c_pouvoirs_publics: Nullable(Type.String()),
    c_organismes: Nullable(Type.String()),
    c_autres_saisis: Nullable(Type.String()),
    d_autres_charges: Nullable(Type.String()),
    d_salaires: Nullable(Type.String()),
    d_prestations: Nullable(Type.String()),
  }),
});
export type BpfReport = Static<typeof BpfReportSchema>;

/** One row a figure counts: a training and a person, with what it adds to the figure. */
export const BpfRowSchema = Type.Object({
  training: Nullable(Type.String()),
  /** The training's first day in Paris, 'YYYY-MM-DD'. */
  start_day: Nullable(Type.String()),
  /** The person: profile number, and their name while the year is open. */
  person: Nullable(Type.String()),
  /** What classed the row here (a professional situation, a theme, an employment status, a régie). */
  detail: Nullable(Type.String()),
  count: Nullable(Type.Integer({ minimum: 0 })),
  hours: Nullable(Type.Number({ minimum: 0 })),
  amount: Nullable(Type.String()),
});
export type BpfRow = Static<typeof BpfRowSchema>;

export const BpfFigureRowsSchema = Type.Object({
  key: Type.String(),
  line: Type.String(),
  label: Type.String(),
  rows: Type.Array(BpfRowSchema),
});
export type BpfFigureRows = Static<typeof BpfFigureRowsSchema>;

export const BpfYearParamsSchema = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) }, { additionalProperties: false });
export const BpfFigureParamsSchema = Type.Object(
  { year: Type.Integer({ minimum: 2000, maximum: 2100 }), key: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9_]+$' }) },
  { additionalProperties: false },
);

/** An amount in euros, up to two decimals, dot as the decimal separator. */
const AmountInput = NullableInput(Type.String({ pattern: '^[0-9]{1,9}([.][0-9]{1,2})?$' }));

/** The entered amounts; a key left out keeps its value, null empties it. */
export const BpfManualPayloadSchema = Type.Object(
  {
    c_opco: Type.Optional(AmountInput),
    c_pouvoirs_publics: Type.Optional(AmountInput),
    c_organismes: Type.Optional(AmountInput),
    c_autres_saisis: Type.Optional(AmountInput),
    d_autres_charges: Type.Optional(AmountInput),
    d_salaires: Type.Optional(AmountInput),
    d_prestations: Type.Optional(AmountInput),
  },
  { additionalProperties: false },
);
export type BpfManualPayload = Static<typeof BpfManualPayloadSchema>;

const FileSchema = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'Classeur .xlsx' });

export const bpfEndpoints = endpoints({
  /** The BPF of a year: computed while open, the frozen copy once closed. */
  'GET /bpf/:year': { params: BpfYearParamsSchema, responses: { 200: BpfReportSchema, ...ErrorResponses(400, 401, 403) } },
  /** The rows one figure counts. */
  'GET /bpf/:year/figures/:key': { params: BpfFigureParamsSchema, responses: { 200: BpfFigureRowsSchema, ...ErrorResponses(400, 401, 403, 404) } },
  /** The amounts the administrateur completes (refused once the year is closed). */
  'PUT /bpf/:year/manual': { params: BpfYearParamsSchema, body: BpfManualPayloadSchema, responses: { 200: BpfReportSchema, ...ErrorResponses(400, 401, 403, 413, 415, 422) } },
  /** 'Clôturer le BPF {année}': freezes the figures and their rows; once only. */
  'POST /bpf/:year/close': { params: BpfYearParamsSchema, responses: { 200: BpfReportSchema, ...ErrorResponses(400, 401, 403, 409) } },
  /** The BPF as a workbook laid out by cadre. */
  'GET /bpf/:year/export': { params: BpfYearParamsSchema, file: true as const, responses: { 200: FileSchema, ...ErrorResponses(400, 401, 403) } },
});

/** The French answers of the BPF's routes (the page shows the same words). */
export const BPF_MESSAGES = {
  closed: (year: number) => `Le BPF ${year} est clôturé : ses chiffres ne changent plus.`,
  alreadyClosed: (year: number) => `Le BPF ${year} est déjà clôturé.`,
  unknownFigure: "Ce chiffre n'existe pas dans le BPF de cette année.",
  agrees: 'Les totaux des cadres F-1, F-3 et F-4 concordent (stagiaires et heures-stagiaires).',
  differsTrainees: (a: string, b: string, na: number, nb: number) => `Stagiaires : ${a} compte ${na}, ${b} compte ${nb}.`,
  differsHours: (a: string, b: string, ha: string, hb: string) => `Heures-stagiaires : ${a} compte ${ha} h, ${b} compte ${hb} h.`,
  amountInvalid: 'Montant invalide : saisissez des euros, deux décimales au plus.',
} as const;

/** The title of each cadre, as the form prints it. */
export const BPF_CADRE_TITLES: Record<BpfCadre, string> = {
  C: 'C. Bilan financier hors taxes : origine des produits de l’organisme',
  D: 'D. Bilan financier hors taxes : charges de l’organisme',
  E: 'E. Personnes dispensant des heures de formation',
  'F-1': 'F-1. Type de stagiaires de l’organisme',
  'F-3': 'F-3. Objectif général des prestations dispensées',
  'F-4': 'F-4. Spécialités de formation',
};
