import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { AppProviders } from '../AppProviders';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { ListSkeleton } from './ListSkeleton';
import { MESSAGES, serverMessage } from '../messages';
import { clearNotifications, NotificationsHost, notify } from './notifications';
import { PageHeader } from './PageHeader';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { SidePanel } from './SidePanel';
import { StatusBadge } from './StatusBadge';

const withProviders = (ui: React.ReactElement) => render(<AppProviders>{ui}</AppProviders>);

describe('EmptyState', () => {
  it('shows the empty text and its detail', () => {
    withProviders(<EmptyState title="Aucune formation pour le moment" detail="Revenez plus tard." />);
    const status = screen.getByRole('status');
    expect(within(status).getByText('Aucune formation pour le moment')).toBeInTheDocument();
    expect(within(status).getByText('Revenez plus tard.')).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it('shows its label, with a palette colour or a colour from the data', () => {
    withProviders(
      <>
        <StatusBadge label="Validé" color="success" />
        <StatusBadge label="En attente" color="#ffeb3b" />
        <StatusBadge label="Inconnu" color="pas-une-couleur" />
      </>,
    );
    expect(screen.getByText('Validé')).toBeInTheDocument();
    expect(screen.getByText('En attente').parentElement).toHaveStyle({ backgroundColor: '#ffeb3b' });
    expect(screen.getByText('Inconnu')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('asks the question and calls onConfirm or onClose', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    withProviders(
      <ConfirmDialog
        open
        title="Supprimer le justificatif ?"
        message="Cette action est définitive."
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le justificatif ?' });
    expect(dialog).toHaveAccessibleDescription('Cette action est définitive.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing when closed', () => {
    withProviders(
      <ConfirmDialog open={false} title="Titre" message="Texte" onConfirm={jest.fn()} onClose={jest.fn()} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ListSkeleton', () => {
  it('shows the requested number of placeholder rows as a busy region', () => {
    withProviders(<ListSkeleton rows={3} />);
    expect(screen.getByRole('progressbar', { name: 'Chargement en cours' })).toBeInTheDocument();
    expect(screen.getAllByTestId('list-skeleton-row')).toHaveLength(3);
  });
});

describe('notify and NotificationsHost', () => {
  afterEach(() => {
    act(() => clearNotifications());
    jest.useRealTimers();
  });

  it('shows notifications one after the other, each closing by itself after 3 seconds', () => {
    jest.useFakeTimers();
    withProviders(<NotificationsHost />);
    act(() => {
      notify(serverMessage('Profil enregistré.'));
      notify(MESSAGES.unregisterFailed, 'La formation a commencé.');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Profil enregistré.');
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Profil enregistré.');
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la désinscription : La formation a commencé.');
    act(() => {
      jest.advanceTimersByTime(3100);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a status change notification 4 seconds', () => {
    jest.useFakeTimers();
    withProviders(<NotificationsHost />);
    act(() => notify(MESSAGES.statusChanged));
    act(() => {
      jest.advanceTimersByTime(3900);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Bravo, le statut a bien été modifié');
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while the pointer is over it or it holds the focus, and closes with Escape', () => {
    jest.useFakeTimers();
    withProviders(<NotificationsHost />);
    act(() => notify(MESSAGES.itemCreated));
    const alert = screen.getByRole('alert');
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.pointerEnter(alert);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.pointerLeave(alert);
    act(() => jest.advanceTimersByTime(900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => notify(MESSAGES.itemCreated));
    fireEvent.focus(screen.getByRole('button', { name: 'Fermer' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits while the window is in the background', () => {
    jest.useFakeTimers();
    withProviders(<NotificationsHost />);
    act(() => notify(MESSAGES.itemCreated));
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    act(() => jest.advanceTimersByTime(3100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be closed by hand', async () => {
    const user = userEvent.setup();
    withProviders(<NotificationsHost />);
    act(() => notify(MESSAGES.itemCreated));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByText("Bravo, l'item a bien été créé")).not.toBeInTheDocument());
  });
});

describe('RemoteErrorPanel', () => {
  it('explains the failure in French and retries on demand', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    withProviders(<RemoteErrorPanel onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Impossible de charger cette partie du portail' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Le service est momentanément indisponible. Vérifiez votre connexion puis réessayez.');
    await user.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('SidePanel', () => {
  it('is a titled dialog that closes with its button and with Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    withProviders(
      <SidePanel open title="Filtres" onClose={onClose}>
        <p>Contenu du panneau</p>
      </SidePanel>,
    );
    const panel = screen.getByRole('dialog', { name: 'Filtres' });
    expect(within(panel).getByText('Contenu du panneau')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('PageHeader', () => {
  it('shows the page title as the h1 and its actions', () => {
    withProviders(<PageHeader title="Formations" actions={<Button>Créer une formation</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Formations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer une formation' })).toBeInTheDocument();
  });
});
