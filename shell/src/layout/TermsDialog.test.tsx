import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { TermsDialog } from './TermsDialog';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { aProfile, aUser } from '@irt/test-support/factories';

const user = (acceptedTerms: 0 | 1) => aUser('stagiaire', { accepted_terms: acceptedTerms });

beforeEach(() => useSession.getState().clear());

describe('TermsDialog', () => {
  it('stays closed once the terms are accepted', () => {
    useSession.getState().setUser(user(1));
    renderWithProviders(<TermsDialog onRefuse={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("records the acceptance with 'J'accepte', reloads the user and closes", async () => {
    const actor = userEvent.setup();
    useSession.getState().setUser(user(0));
    mockApi({
      'POST /api/profile/accept-terms': () => json({ message: 'Les conditions d’utilisation sont acceptées.', accepted_terms: 1 }),
      'GET /api/user': () => json(user(1)),
      'GET /api/profile': () => json(aProfile('stagiaire')),
    });
    renderWithProviders(<TermsDialog onRefuse={jest.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: "Conditions d'utilisation" });
    // The terms text of the legal page.
    expect(await screen.findAllByText(/données/i)).not.toHaveLength(0);
    await actor.click(screen.getByRole('button', { name: "J'accepte" }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests.map((request) => request.path)).toEqual(['/api/profile/accept-terms', '/api/user', '/api/profile']);
  });

  it("closes and logs out with 'Je refuse'", async () => {
    const actor = userEvent.setup();
    useSession.getState().setUser(user(0));
    const onRefuse = jest.fn();
    renderWithProviders(<TermsDialog onRefuse={onRefuse} />);
    await actor.click(await screen.findByRole('button', { name: 'Je refuse' }));
    expect(onRefuse).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be dismissed with Escape: the user has to choose', async () => {
    const actor = userEvent.setup();
    useSession.getState().setUser(user(0));
    renderWithProviders(<TermsDialog onRefuse={jest.fn()} />);
    await screen.findByRole('dialog');
    await actor.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
