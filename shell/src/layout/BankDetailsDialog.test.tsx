import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { useSession } from '@irt/shared-auth';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { aProfile, aUser } from '@irt/test-support/factories';
import { BankDetailsDialog } from './BankDetailsDialog';

const MASKED = 'FR76 •••• •••• •••• •••• •••• 189';
const pending = () => aProfile('intervenant', { bank_details_to_confirm: { iban_masked: MASKED } });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => useSession.getState().clear());

describe('BankDetailsDialog', () => {
  it('stays closed when nothing waits for confirmation, and while the terms are not accepted', () => {
    useSession.getState().setUser(aUser('intervenant'));
    useSession.getState().setProfile(aProfile('intervenant'));
    const { unmount } = renderWithProviders(<BankDetailsDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    useSession.getState().setUser(aUser('intervenant', { accepted_terms: 0 }));
    useSession.getState().setProfile(pending());
    renderWithProviders(<BankDetailsDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the IBAN masked; 'Je confirme' records it, reloads the profile and closes", async () => {
    const actor = userEvent.setup();
    useSession.getState().setUser(aUser('intervenant'));
    useSession.getState().setProfile(pending());
    mockApi({
      'POST /api/profile/bank-details/confirm': () => json({ message: 'Merci, vos coordonnées bancaires sont confirmées.' }),
      'GET /api/profile': () => json(aProfile('intervenant')),
    });
    renderWithProviders(<BankDetailsDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Vérifiez vos coordonnées bancaires' });
    expect(screen.getByText(MASKED)).toBeInTheDocument();
    await actor.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Je confirme' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.map((request) => request.path)).toEqual(['/api/profile/bank-details/confirm', '/api/profile']);
  });

  it("'Les modifier' opens the profile form without confirming", async () => {
    const actor = userEvent.setup();
    useSession.getState().setUser(aUser('intervenant'));
    useSession.getState().setProfile(pending());
    renderWithProviders(
      <>
        <BankDetailsDialog />
        <Where />
      </>,
    );
    await actor.click(await screen.findByRole('button', { name: 'Les modifier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/modifier-un-compte');
    expect(requests).toEqual([]);
  });
});
