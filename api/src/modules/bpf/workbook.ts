/** The BPF's workbook: one sheet laid out by cadre, a title line per cadre then its lines, then the check. */
import { BPF_CADRE_TITLES, BPF_CADRES, type BpfReport } from '../../contract/bpf';
import type { SheetColumn } from '../exports';
import { toCents } from '../payments';

export interface BpfSheetLine {
  line: string;
  label: string;
  count: number | null;
  hours: number | null;
  /** Euros (a number: the cell is formatted by its column). */
  amount: number | null;
  source: string;
}

const SOURCE_LABELS = { calcul: 'Calculé par le portail', saisie: 'Saisi', total: 'Total' } as const;

export const BPF_COLUMNS: SheetColumn<BpfSheetLine>[] = [
  { header: 'Ligne', width: 10, value: (r) => r.line },
  { header: 'Libellé', width: 70, value: (r) => r.label },
  { header: 'Nombre', width: 12, value: (r) => r.count },
  { header: 'Heures', width: 12, value: (r) => r.hours },
  { header: 'Montant (€)', width: 16, value: (r) => r.amount },
  { header: 'Origine', width: 24, value: (r) => r.source },
];

/** The sheet's lines, cadre by cadre, then the closing state and the agreement of F-1, F-3 and F-4. */
export function bpfSheetLines(report: BpfReport): BpfSheetLine[] {
  const lines: BpfSheetLine[] = [];
  const blank = { count: null, hours: null, amount: null, source: '' };
  const closed = report.closed_at ? `clôturé le ${new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' }).format(new Date(report.closed_at))}` : 'non clôturé';
  lines.push({ ...blank, line: 'BPF', label: `Bilan pédagogique et financier ${report.year} (${closed})` });
  for (const cadre of BPF_CADRES) {
    lines.push({ ...blank, line: cadre, label: BPF_CADRE_TITLES[cadre] });
    for (const f of report.figures.filter((figure) => figure.cadre === cadre)) {
      lines.push({
        line: f.line,
        label: f.label,
        count: f.count,
        hours: f.hours,
        amount: f.amount === null ? null : toCents(f.amount) / 100,
        source: SOURCE_LABELS[f.source],
      });
    }
  }
  lines.push({ ...blank, line: 'Contrôle', label: report.check.agrees ? 'Les totaux des cadres F-1, F-3 et F-4 concordent.' : report.check.differences.join(' ') });
  return lines;
}
