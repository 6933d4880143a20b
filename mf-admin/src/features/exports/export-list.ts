/**
 * The exports of the page, as data: the label of the button, what the file holds, its API
 * path (a file endpoint of the contract) and the name to save it under when the answer gives none.
 */
import type { FilePath } from '@irt/shared-auth/download';

export interface ExportDefinition {
  id: 'cph' | 'labor-tribunal' | 'newsletter' | 'representatives' | 'unions';
  label: string;
  description: string;
  format: 'Excel' | 'PDF';
  path: Extract<FilePath, '/export/export-cph-trainings' | '/export/labor-tribunal-trainings' | '/export-newsletter-subscribers' | '/export-personnel-representatives' | '/export-union-trainings'>;
  fallbackName: string;
}

/** Exported through the date dialog. */
export const DIALOG_EXPORTS: readonly ExportDefinition[] = [
  {
    id: 'cph',
    label: 'Formations CPH',
    description: 'Les conseillers prud’hommes formés sur la période, avec leurs jours de présence.',
    format: 'Excel',
    path: '/export/export-cph-trainings',
    fallbackName: 'formations_cph.xlsx',
  },
  {
    id: 'labor-tribunal',
    label: 'Formations prud’hommes',
    description: 'Le bilan des formations des conseillers prud’hommes de la période.',
    format: 'PDF',
    path: '/export/labor-tribunal-trainings',
    fallbackName: 'formations_prudhommes.pdf',
  },
  {
    id: 'newsletter',
    label: 'Abonnés à la newsletter',
    description: 'Les abonnés dont le compte a été créé sur la période.',
    format: 'Excel',
    path: '/export-newsletter-subscribers',
    fallbackName: 'abonnes_newsletter.xlsx',
  },
  {
    id: 'representatives',
    label: 'Représentants du personnel',
    description: 'Les stagiaires ayant un mandat en cours formés sur la période.',
    format: 'Excel',
    path: '/export-personnel-representatives',
    fallbackName: 'representants_du_personnel.xlsx',
  },
];

/** The union bilan: its period is chosen on the page. */
export const UNION_EXPORT: ExportDefinition = {
  id: 'unions',
  label: 'Exporter le bilan',
  description: 'Le bilan des formations syndicales sur une période : jours, stagiaires validés et présents, journées stagiaires.',
  format: 'Excel',
  path: '/export-union-trainings',
  fallbackName: 'bilan_formations_syndicales.xlsx',
};
