/** The leave rules as data: each figure, its article, and the two helpers that read them. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkCaps, LEAVE_KINDS, LEAVE_RULES, leaveRule, noticeDays, type LeaveKind } from '../../src/contract/constants/leave-rules';
import { MANDATES } from '../../src/db/reference-data';
import { MANDATE_IDS } from '../../src/contract/constants/reference-data';

// Written apart from the table on purpose: kind → [cap days and period, …], notice days (short/long), minimum.
const EXPECTED: Record<LeaveKind, { caps: [number, string][]; notice: [number, number]; halfDayMinimum: boolean }> = {
  cfess: { caps: [[12, 'annee_civile']], notice: [30, 30], halfDayMinimum: true },
  cfess_responsable: { caps: [[18, 'annee_civile']], notice: [30, 30], halfDayMinimum: true },
  cph_initiale: { caps: [[5, 'mandat']], notice: [15, 30], halfDayMinimum: false },
  cph_continue: { caps: [[30, 'mandat'], [10, 'annee_civile']], notice: [15, 30], halfDayMinimum: false },
  conseiller_salarie: { caps: [[10, 'periode_mandat']], notice: [30, 30], halfDayMinimum: true },
  defenseur_syndical: { caps: [[10, 'periode_mandat']], notice: [15, 30], halfDayMinimum: false },
};

describe('leave rules', () => {
  it('hold the expected figures, each with its article', () => {
    assert.deepEqual(LEAVE_RULES.map((r) => r.kind), [...LEAVE_KINDS]);
    assert.deepEqual(LEAVE_RULES.map((r) => r.kind).sort(), Object.keys(EXPECTED).sort());
    for (const rule of LEAVE_RULES) {
      const expected = EXPECTED[rule.kind];
      assert.deepEqual(rule.caps.map((c) => [c.days, c.period.kind]), expected.caps, rule.kind);
      assert.deepEqual([noticeDays(rule, 1), noticeDays(rule, 3)], expected.notice, rule.kind);
      assert.equal(rule.minimumHalfDays === 1, expected.halfDayMinimum, rule.kind);
      for (const article of [...rule.caps.map((c) => c.article), rule.notice.article, rule.payArticle, rule.certificateArticle]) {
        assert.match(article, /^[LRD]\. \d{4}-\d+(-\d+)?(, [LRD]\. \d{4}-\d+)?$/, `${rule.kind}: ${article}`);
      }
      assert.match(rule.label, /^[A-ZÉ]/);
    }
  });

  it('the periods of a mandate count in years', () => {
    assert.deepEqual(leaveRule('conseiller_salarie').caps[0].period, { kind: 'periode_mandat', years: 3 });
    assert.deepEqual(leaveRule('defenseur_syndical').caps[0].period, { kind: 'periode_mandat', years: 4 });
  });

  it('a councillor: the long notice from three consecutive working days', () => {
    const rule = leaveRule('cph_continue');
    assert.equal(noticeDays(rule, 2.5), 15);
    assert.equal(noticeDays(rule, 3), 30);
  });

  it('caps: reached is allowed, exceeded is flagged, each cap on its own', () => {
    const rule = leaveRule('cph_continue');
    // 8 days this year and 26 in the mandate: 2 more reach the yearly cap; 2.5 exceed it.
    assert.deepEqual(checkCaps(rule, [26, 8], 2).map((c) => c.exceeded), [false, false]);
    assert.deepEqual(checkCaps(rule, [26, 8], 2.5).map((c) => c.exceeded), [false, true]);
    // 29 in the mandate and 2 this year: 2 more exceed the mandate's 30 only.
    assert.deepEqual(checkCaps(rule, [29, 2], 2).map((c) => [c.left, c.exceeded]), [[1, true], [8, false]]);
  });

  it('the mandates a leave needs are those of the reference list', () => {
    const name = (id: number) => MANDATES.find((m) => m.id === id)?.name;
    assert.deepEqual([name(MANDATE_IDS.cph), name(MANDATE_IDS.conseillerSalarie), name(MANDATE_IDS.defenseurSyndical)], ['Conseiller Prud’hommes', 'Conseiller du salarié', 'Défenseur syndical']);
  });

  it('an unknown kind is refused', () => {
    assert.throws(() => leaveRule('conge_sabbatique' as LeaveKind), /Congé inconnu/);
  });
});
