/** The cold survey's questions, as the form asks them and the answered page repeats them. */
export const COLD_QUESTIONS = {
  practice: 'Avez-vous mis en pratique ce que vous avez appris ?',
  practiceLabel: 'Mise en pratique, de 1 à 10',
  practiceHint: '1 : pas du tout, 10 : tout à fait.',
  changes: 'Qu’est-ce qui a changé pour vous depuis la formation ?',
  changesLabel: 'Ce qui a changé',
  changesHint: 'Facultatif : une situation, une pratique, un outil…',
  recommend: 'Recommanderiez-vous cette formation ?',
  recommendLabel: 'Recommandation',
} as const;

/** Longest free text the server accepts. */
export const CHANGES_MAX = 2000;

export const RATING_CHOICES = Array.from({ length: 10 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
export const YES_NO_CHOICES = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
];
