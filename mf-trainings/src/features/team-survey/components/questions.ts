/** The team survey's questions, as the form asks them and the answered page repeats them. */
export const TEAM_QUESTIONS = {
  group: 'Comment s’est passé le travail avec le groupe de stagiaires ?',
  groupLabel: 'Le groupe, de 1 à 10',
  conditions: 'Les conditions matérielles (salle, équipement, organisation) étaient-elles bonnes ?',
  conditionsLabel: 'Les conditions, de 1 à 10',
  ratingHint: '1 : très insatisfaisant, 10 : excellent.',
  comment: 'Voulez-vous ajouter quelque chose ?',
  commentLabel: 'Commentaire libre',
  commentHint: 'Facultatif : ce qui a bien marché, ce qui serait à changer…',
} as const;

/** Longest free text the server accepts. */
export const COMMENT_MAX = 2000;

export const RATING_CHOICES = Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
