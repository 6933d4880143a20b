/**
 * Items of the reference lists the portal recognises by name. The councillor mandate is one: a trainee
 * holding it must name their council and section, so the reference editor may neither rename nor
 * delete it.
 */
export const CPH_MANDATE_NAME = 'Conseiller Prud’hommes';
