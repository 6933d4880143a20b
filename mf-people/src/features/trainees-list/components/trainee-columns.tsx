import Box from '@mui/material/Box';
import type { TraineeListItem } from '@irt/api/contract';
import type { ListColumn } from '@irt/shared-ui/components/PagedTable';
import { DetailsLink } from '../../../shared/DetailsLink';
import { PersonName } from '../../../shared/PersonName';

export const traineePath = (id: number) => `/stagiaires/${id}`;

/**
 * The trainee list: name, current union, active mandates, company, company
 * size and 'Détails'; a card per trainee on a phone (the company and its size on one line).
 */
export const TRAINEE_COLUMNS: readonly ListColumn<TraineeListItem>[] = [
  {
    key: 'name',
    header: 'Nom',
    title: true,
    minWidth: 200,
    render: (trainee) => <PersonName name={trainee.name} email={trainee.email} active={trainee.is_active} />,
  },
  { key: 'union', header: 'Syndicat actuel', card: 'labelled', render: (trainee) => trainee.union?.name ?? '—', renderCard: (trainee) => trainee.union?.name ?? null },
  {
    key: 'mandates',
    header: 'Mandats actifs',
    card: 'labelled',
    render: (trainee) =>
      trainee.mandates.length === 0
        ? '—'
        : trainee.mandates.map((mandate) => (
            <Box component="span" key={mandate.id} sx={{ display: 'block' }}>
              {mandate.name}
            </Box>
          )),
    renderCard: (trainee) => (trainee.mandates.length === 0 ? null : trainee.mandates.map((mandate) => mandate.name).join(', ')),
  },
  { key: 'company', header: 'Entreprise', only: 'table', render: (trainee) => trainee.company_name ?? '—' },
  { key: 'size', header: "Taille de l'entreprise", only: 'table', render: (trainee) => trainee.company_size?.name ?? '—' },
  {
    key: 'employer',
    header: 'Entreprise',
    only: 'card',
    render: (trainee) => [trainee.company_name, trainee.company_size?.name].filter(Boolean).join(' · ') || null,
  },
  {
    key: 'details',
    header: 'Détails',
    hideHeader: true,
    align: 'right',
    card: 'actions',
    render: (trainee) => <DetailsLink to={traineePath(trainee.id)} name={trainee.name} />,
  },
];
