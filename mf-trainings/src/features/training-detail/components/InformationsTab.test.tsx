import { screen } from '@testing-library/react';
import type { RoleSlug } from '@irt/api/contract';
import { aTrainingDetail } from '@irt/test-support/factories';
import { renderWithProviders } from '@irt/test-support/render';
import { InformationsContent } from './InformationsTab';
import { timingText, trainingTiming } from '@irt/shared-ui/components/TrainingTimingBanner';

const training = aTrainingDetail({
  id: 12,
  title: 'Le contrat de travail',
  complement: 'Session de printemps',
  start_date: '2026-03-02T09:00:00',
  end_date: '2026-03-04T17:00:00',
  type: { id: 2, name: 'CPH' },
  theme: { id: 4, name: 'Contentieux', numerotation: '3.2' },
  unions: [
    { id: 1, name: 'CFDT' },
    { id: 2, name: 'CGT' },
  ],
  paid_training: true,
  amount: 150,
  reserved: true,
  is_visio: false,
  dinners: 2,
  accommodation: true,
  registered_count: 8,
  max_attendees: 16,
  pre_registered_count: 3,
  waiting_count: 1,
  deferrals: [
    {
      id: 1,
      initial_start_date: '2026-01-12T09:00:00',
      initial_end_date: '2026-01-14T17:00:00',
      new_start_date: '2026-03-02T09:00:00',
      new_end_date: '2026-03-04T17:00:00',
      created_at: '2025-12-01T10:00:00',
    },
  ],
  pedagogical_supervisors: [{ profile_id: 3, name: 'Paul Durand', email: null, phone: null }],
});

const NOW = new Date('2026-02-20T10:00:00');

function show(role: RoleSlug) {
  return renderWithProviders(<InformationsContent training={training} role={role} now={NOW} />);
}

/** What each role sees of the fields reserved to some. */
const VISIBLE: Record<RoleSlug, { deferrals: boolean; supervisors: boolean; theme: boolean; type: boolean; price: boolean }> = {
  administrateur: { deferrals: true, supervisors: true, theme: true, type: true, price: true },
  gestionnaire: { deferrals: true, supervisors: true, theme: true, type: true, price: true },
  'responsable-pedagogique': { deferrals: true, supervisors: true, theme: true, type: false, price: false },
  intervenant: { deferrals: true, supervisors: true, theme: true, type: false, price: false },
  stagiaire: { deferrals: false, supervisors: false, theme: false, type: false, price: false },
};

describe('onglet Informations', () => {
  it('shows the fields every role sees', () => {
    show('intervenant');
    expect(screen.getByRole('heading', { name: 'Le contrat de travail' })).toBeInTheDocument();
    expect(screen.getByText('Session de printemps')).toBeInTheDocument();
    expect(screen.getByText('2 mars 26 - 09:00')).toBeInTheDocument();
    expect(screen.getByText('4 mars 26 - 17:00')).toBeInTheDocument();
    expect(screen.getByText('Droit du travail')).toBeInTheDocument();
    expect(screen.getByText('CFDT, CGT')).toBeInTheDocument();
    expect(screen.getByText('Maison des syndicats')).toBeInTheDocument();
    expect(screen.getByText('1 rue de la Division Leclerc')).toBeInTheDocument();
    expect(screen.getByText('67000 Strasbourg')).toBeInTheDocument();
    expect(screen.getByText('8 / 16')).toBeInTheDocument();
    expect(screen.getByText('Publiée')).toBeInTheDocument();
    expect(screen.getByText('Repas pris en charge (2)')).toBeInTheDocument();
    expect(screen.getByText('Hébergement possible')).toBeInTheDocument();
    expect(screen.getByText('Il reste 10 jours avant le début de la formation')).toBeInTheDocument();
  });

  it.each(Object.entries(VISIBLE) as Array<[RoleSlug, (typeof VISIBLE)[RoleSlug]]>)('shows %s only its fields', (role, visible) => {
    show(role);
    const present = (text: string) => screen.queryByText(text) !== null;
    expect({
      deferrals: present('Dates initiales : du 12 janv. 26 - 09:00 au 14 janv. 26 - 17:00'),
      supervisors: present('Paul Durand'),
      theme: present('Contentieux'),
      type: present('CPH'),
      price: present('Payante (150,00 €)'),
    }).toEqual(visible);
  });

  it('hides the meals when none are covered, and says a free training is free', () => {
    renderWithProviders(<InformationsContent training={{ ...training, dinners: 0, paid_training: false, amount: null }} role="gestionnaire" now={NOW} />);
    expect(screen.queryByText(/Repas pris en charge/)).not.toBeInTheDocument();
    expect(screen.getByText('Gratuite')).toBeInTheDocument();
  });
});

describe('bandeau de temps', () => {
  const dates = { start_date: '2026-03-02T09:00:00', end_date: '2026-03-04T17:00:00' };
  it.each([
    ['2026-02-28T08:00:00', 'Il reste 2 jours avant le début de la formation'],
    ['2026-03-01T08:00:00', 'Il reste 1 jour avant le début de la formation'],
    ['2026-03-02T08:00:00', "La formation commence aujourd'hui"],
    ['2026-03-03T12:00:00', 'La formation est en cours'],
    ['2026-03-04T18:00:00', "La formation s'est terminée aujourd'hui"],
    ['2026-03-09T10:00:00', 'La formation est terminée depuis 5 jours'],
  ])('at %s reads %s', (now, text) => {
    expect(timingText(trainingTiming(dates, new Date(now)))).toBe(text);
  });
});
