/**
 * Items of the reference lists the portal recognises by name. The councillor mandate is one: a trainee
 * holding it must name their council and section, so the reference editor may neither rename nor
 * delete it.
 */
export const CPH_MANDATE_NAME = 'Conseiller Prud’hommes';

/** Ids of the mandates a training leave is tied to (seeded with these ids; see leave-rules.ts). */
export const MANDATE_IDS = { cph: 1, defenseurSyndical: 7, conseillerSalarie: 8 } as const;
