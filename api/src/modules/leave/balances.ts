/**
 * A trainee's training leave balances: for each leave open to them, each cap over its period — the
 * calendar year (this one and the last, and the next once days are planned in it), the mandate, or the period of years of the mandate holding
 * today — with the days attended, the days planned (validated trainings not ended) and what is left.
 */
import { leavesOpenTo, type LeaveCap } from '../../contract/constants/leave-rules';
import type { LeaveBalance, LeaveBalancePeriod } from '../../contract/leave';
import type { Db } from '../../db/client';
import { parisDay } from '../../lib/paris-time';
import { mandateOfLeave, mandateSpan } from './checks';
import { capSpan, daysUsed, leaveFacts, type LeaveUse } from './usage';

function periodOf(cap: LeaveCap, label: string, span: { from: string; to: string }, uses: readonly LeaveUse[], kind: LeaveBalance['kind']): LeaveBalancePeriod {
  const used = daysUsed(uses.filter((u) => u.counted === 'present'), kind, span);
  const planned = daysUsed(uses.filter((u) => u.counted === 'planned'), kind, span);
  return {
    label,
    period: cap.period.kind,
    from: span.from,
    to: span.to === '9999-12-31' ? null : span.to,
    cap_days: cap.days,
    article: cap.article,
    used,
    planned,
    left: Math.max(0, cap.days - used - planned),
    exceeded: used + planned > cap.days,
  };
}

export async function leaveBalances(db: Db, profileId: number, now: Date): Promise<LeaveBalance[]> {
  const { uses, mandates } = await leaveFacts(db, profileId, now);
  const today = parisDay(now);
  const year = Number(today.slice(0, 4));
  return leavesOpenTo(mandates.map((m) => m.mandate_id)).map((rule) => {
    const mandate = mandateSpan(mandateOfLeave(rule.kind, mandates));
    const periods: LeaveBalancePeriod[] = [];
    for (const cap of rule.caps) {
      if (cap.period.kind === 'annee_civile') {
        // Next year too once trainings of it are planned (a registration in December for January).
        const next = { from: `${year + 1}-01-01`, to: `${year + 1}-12-31` };
        const years = daysUsed(uses, rule.kind, next) > 0 ? [year + 1, year, year - 1] : [year, year - 1];
        for (const y of years) periods.push(periodOf(cap, `Année ${y}`, { from: `${y}-01-01`, to: `${y}-12-31` }, uses, rule.kind));
        continue;
      }
      const span = capSpan(cap.period, today, mandate);
      if (!span) continue;
      const label = cap.period.kind === 'mandat' ? 'Mandat en cours' : `Période de ${cap.period.years} ans en cours`;
      periods.push(periodOf(cap, label, span, uses, rule.kind));
    }
    return { kind: rule.kind, label: rule.label, periods };
  });
}
