import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Conflict } from '@irt/api/contract';
import { CONFLICT_MESSAGES } from '@irt/api/constants';
import { AppProviders } from '../AppProviders';
import { ConflictAlert } from './ConflictAlert';

const withProviders = (ui: React.ReactElement) =>
  render(
    <AppProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );

const place: Conflict = {
  kind: 'place',
  resource: { id: 1, name: 'Maison des syndicats' },
  // 1 March 08:00 UTC is 09:00 in Paris (winter time); 1 July 15:30 UTC is 17:30 (summer time).
  training: { id: 77, title: 'Négociation annuelle obligatoire', start_date: '2026-03-01T08:00:00.000Z', end_date: '2026-07-01T15:30:00.000Z' },
  exclusive: false,
};
const teacher: Conflict = {
  kind: 'teacher',
  resource: { id: 8, name: 'Paul Schmitt' },
  training: { id: 78, title: 'Le CSE en pratique', start_date: '2026-03-02T08:00:00.000Z', end_date: '2026-03-02T16:00:00.000Z' },
  exclusive: false,
};

describe('ConflictAlert', () => {
  it('names each conflict: what is booked twice, the other training linked in a new tab, its Paris dates', () => {
    withProviders(<ConflictAlert conflicts={[place, teacher]} onConfirm={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('MuiAlert-colorWarning');
    expect(within(alert).getByText('Conflit de réservation')).toBeInTheDocument();
    expect(alert).toHaveTextContent(CONFLICT_MESSAGES.conflicts);
    const lines = within(alert).getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([
      'Lieu déjà réservé : Maison des syndicats — « Négociation annuelle obligatoire » (nouvel onglet) du 1er mars 2026 à 09:00 au 1er juillet 2026 à 17:30',
      'Intervenant déjà pris : Paul Schmitt — « Le CSE en pratique » (nouvel onglet) du 2 mars 2026 à 09:00 au 2 mars 2026 à 17:00',
    ]);
    const link = within(alert).getByRole('link', { name: '« Négociation annuelle obligatoire » (nouvel onglet)' });
    expect(link).toHaveAttribute('href', '/formations/77');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("offers 'Enregistrer malgré le conflit' to a refused save, which calls back", async () => {
    const confirm = jest.fn();
    withProviders(<ConflictAlert conflicts={[teacher]} onConfirm={confirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer malgré le conflit' }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('disables the button while the confirmed save runs', () => {
    withProviders(<ConflictAlert conflicts={[teacher]} onConfirm={() => undefined} pending />);
    expect(screen.getByRole('button', { name: 'Enregistrer malgré le conflit' })).toBeDisabled();
  });

  it('is an error without the button when a place is exclusive', () => {
    withProviders(<ConflictAlert conflicts={[{ ...place, exclusive: true }, teacher]} onConfirm={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(alert).toHaveTextContent(CONFLICT_MESSAGES.exclusive);
    expect(alert).toHaveTextContent('(lieu exclusif)');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a status without a button when it warns before saving, and shows nothing without conflicts', () => {
    const { rerender } = withProviders(<ConflictAlert conflicts={[place]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Lieu déjà réservé : Maison des syndicats');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(
      <AppProviders>
        <MemoryRouter>
          <ConflictAlert conflicts={[]} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
