import type { EvaluationCriterion } from '@irt/api/contract';

/**
 * The seven criteria of a trainee's evaluation, each scored 1 to 10, with
 * their labels, in the order of the trainee's panel: the panel and the staff's Évaluations tab read them here.
 */
export const EVALUATION_CRITERIA: readonly { key: EvaluationCriterion; label: string }[] = [
  { key: 'documentation', label: 'Documentation' },
  { key: 'training_methods', label: 'Méthodes pédagogiques' },
  { key: 'willingness_to_continue', label: 'Envie de poursuivre' },
  { key: 'group_life', label: 'Vie de groupe' },
  { key: 'material_conditions', label: 'Conditions matérielles' },
  { key: 'knowledge_contribution', label: 'Apport de connaissances' },
  { key: 'overall_satisfaction', label: 'Satisfaction générale' },
];
