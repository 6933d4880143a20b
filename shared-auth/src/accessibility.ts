/**
 * The accessibility statement: its address and the portal's conformity state, which the links to it
 * (the public footer, the side menu, the legal page) must write out ('Accessibilité : partiellement
 * conforme'). The audit's details and figures are the statement page's data (shell).
 */

/** Path of the route named Déclaration d'accessibilité. */
export const ACCESSIBILITY_STATEMENT_PATH = '/declaration-d-accessibilite';

/** The three states of the RGAA: full, partial (at least half of the criteria met) or none. */
export type AccessibilityConformity = 'totalement conforme' | 'partiellement conforme' | 'non conforme';

/** The portal's state: no full audit of the 106 criteria yet, so 'partiellement conforme' at best. */
export const ACCESSIBILITY_CONFORMITY: AccessibilityConformity = 'partiellement conforme';

/** The wording every link to the statement uses, with the state. */
export const ACCESSIBILITY_LINK_LABEL = `Accessibilité : ${ACCESSIBILITY_CONFORMITY}`;

/** What a link to the statement carries: the page it was followed from (prefills the feedback form). */
export interface AccessibilityLinkState {
  from: string;
}

/** The page a visit of the statement came from, as its link recorded it (null when unknown). */
export function accessibilityLinkOrigin(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state as { from: unknown };
  return typeof from === 'string' && from.startsWith('/') && from !== ACCESSIBILITY_STATEMENT_PATH ? from : null;
}
