/**
 * The accessibility statement's facts, in one place: update this file after each check (date, figures,
 * what is known not to conform) and the statement page follows. The conformity state itself is
 * `ACCESSIBILITY_CONFORMITY` of @irt/shared-auth, since every link to the statement writes it out.
 */
import { isPublicRoute, ROUTES, type RouteDefinition } from '@irt/shared-auth';

export interface AccessibilityAudit {
  /** Day the statement was drawn up (YYYY-MM-DD, Paris). */
  statementDate: string;
  /** Day of the last check of the pages (YYYY-MM-DD, Paris). */
  lastCheckDate: string;
  /** RGAA criteria audited one by one, out of the 106 of RGAA 4.1 (0: no full audit yet). */
  criteriaAudited: number;
  criteriaTotal: number;
  /** Window widths the pages were checked at, in CSS pixels. */
  widths: readonly number[];
  /** The roles each page was opened as, besides the visitor without an account. */
  roles: readonly string[];
  /** Violations, of any impact, that axe-core still reports on the checked pages (the crawler fails on any). */
  axeViolationsLeft: number;
  technologies: readonly string[];
  tools: readonly string[];
  /** What is known not to conform, one sentence each. */
  nonConformities: readonly string[];
  /** Contents whose accessibility would be a disproportionate burden (none claimed). */
  disproportionateBurden: readonly string[];
  /** Contents outside the obligation. */
  exempted: readonly string[];
}

export const ACCESSIBILITY_AUDIT: AccessibilityAudit = {
  statementDate: '2026-12-07',
  lastCheckDate: '2026-12-07',
  criteriaAudited: 0,
  criteriaTotal: 106,
  widths: [1366, 375],
  roles: ['administrateur', 'gestionnaire', 'responsable pédagogique', 'intervenant', 'stagiaire'],
  axeViolationsLeft: 0,
  technologies: ['HTML', 'CSS', 'JavaScript', 'WAI-ARIA'],
  tools: [
    'axe-core (règles WCAG 2.0, 2.1 et 2.2 de niveaux A et AA, et ses bonnes pratiques, à tous les niveaux d’impact), lancé par les tests automatisés de bout en bout',
    'navigateur Chromium, sur ordinateur (1366 px) et en largeur de téléphone (375 px)',
    'parcours au clavier seul (touches Tab, Maj + Tab, Entrée, Espace, flèches et Échap)',
  ],
  nonConformities: [
    "Les documents PDF produits par le portail (convocations, attestations, feuilles d'émargement, courriers à l'employeur, exports en PDF) indiquent leur titre et leur langue, mais ne sont pas balisés : leur structure (titres, tableaux, ordre de lecture) n'est pas restituée aux technologies d'assistance.",
    'Les histogrammes par année de la page Exports (statistiques des formations réalisées) n’ont pas d’alternative textuelle ni de tableau équivalent ; seules les répartitions par type, sous les graphiques en anneau, sont écrites en toutes lettres.',
    "Les fichiers de tableur (.xlsx) exportés par le portail n'ont pas été vérifiés.",
    "Aucun audit complet des 106 critères du RGAA n'a encore été mené : d'autres non-conformités peuvent exister, notamment sur la restitution par les lecteurs d'écran, qui n'a pas été testée de façon systématique.",
  ],
  disproportionateBurden: [],
  exempted: [
    'Les documents déposés par les utilisateurs (justificatifs de frais, pièces jointes, photos de profil) : ils ne sont pas produits par l’institut.',
    "Les contenus de tiers que l'institut ne finance ni ne contrôle, comme les sites vers lesquels le portail renvoie.",
  ],
};

/** The pages checked: every route of the portal's table someone may open (the 'page introuvable' aside). */
export function auditedPages(routes: readonly RouteDefinition[] = ROUTES): RouteDefinition[] {
  return routes.filter((route) => route.path !== '*' && (isPublicRoute(route) || route.roles.length > 0));
}
