/**
 * The BPF of a year as the routes answer it: computed from the records while the year is open, read
 * from the frozen copy once it is closed; the rows of one figure; the frozen copy itself.
 */
import { BPF_MANUAL_KEYS, type BpfFigure, type BpfManualKey, type BpfReport, type BpfRow } from '../../contract/bpf';
import type { DbOrTx } from '../../db/client';
import { iso } from '../../lib/values';
import { findBpfYear, heldTrainingsOfYear, regiePaymentsOfYear, staffOfYear, traineesOfYear, type BpfYearRow } from './queries';
import { checkAgreement, computeBpf, HOURS_PER_HALF_DAY, type ComputedBpf } from './report';

/** What a closing keeps: the figures and the rows of each, persons by their profile number only. */
export interface FrozenBpf {
  hours_per_half_day: number;
  manual: Partial<Record<BpfManualKey, string>>;
  figures: BpfFigure[];
  rows: Record<string, BpfRow[]>;
}

const manualOf = (row: BpfYearRow | undefined): Partial<Record<BpfManualKey, string>> => {
  const stored = row?.manual ?? {};
  return Object.fromEntries(BPF_MANUAL_KEYS.filter((key) => typeof stored[key] === 'string').map((key) => [key, stored[key]]));
};

/** The year computed from the records as they are now. */
export async function computeYear(db: DbOrTx, year: number, row: BpfYearRow | undefined): Promise<ComputedBpf> {
  const [trainings, trainees, staff, payments] = await Promise.all([
    heldTrainingsOfYear(db, year),
    traineesOfYear(db, year),
    staffOfYear(db, year),
    regiePaymentsOfYear(db, year),
  ]);
  return computeBpf({ trainings, trainees, staff, payments, manual: manualOf(row) });
}

/** The rows as an open year shows them: the person's profile number and name. */
const liveRow = ({ name, ...row }: ComputedBpf['rows'][string][number]): BpfRow => ({ ...row, person: row.person && name ? `${row.person} · ${name}` : row.person });
/** The rows as a closed year keeps them: the profile number only (a name would outlive its anonymisation). */
const frozenRow = ({ name: _name, ...row }: ComputedBpf['rows'][string][number]): BpfRow => row;

export function freezeOf(computed: ComputedBpf, row: BpfYearRow | undefined): FrozenBpf {
  return {
    hours_per_half_day: HOURS_PER_HALF_DAY,
    manual: manualOf(row),
    figures: computed.figures,
    rows: Object.fromEntries(Object.entries(computed.rows).map(([key, rows]) => [key, rows.map(frozenRow)])),
  };
}

function answer(year: number, row: BpfYearRow | undefined, figures: BpfFigure[], manual: Partial<Record<BpfManualKey, string>>, hours: number): BpfReport {
  return {
    year,
    closed_at: row?.closed_at ? iso(row.closed_at) : null,
    closed_by: row?.closed_at ? row.closed_by_name : null,
    hours_per_half_day: hours,
    figures,
    check: checkAgreement(figures),
    manual: Object.fromEntries(BPF_MANUAL_KEYS.map((key) => [key, manual[key] ?? null])) as BpfReport['manual'],
  };
}

/** The report of a year, and the rows of its figures. */
export async function bpfOfYear(db: DbOrTx, year: number): Promise<{ report: BpfReport; rows: Record<string, BpfRow[]> }> {
  const row = await findBpfYear(db, year);
  if (row?.closed_at && row.frozen) {
    const frozen = row.frozen as FrozenBpf;
    return { report: answer(year, row, frozen.figures, frozen.manual, frozen.hours_per_half_day), rows: frozen.rows };
  }
  const computed = await computeYear(db, year, row);
  return {
    report: answer(year, row, computed.figures, manualOf(row), HOURS_PER_HALF_DAY),
    rows: Object.fromEntries(Object.entries(computed.rows).map(([key, rows]) => [key, rows.map(liveRow)])),
  };
}
