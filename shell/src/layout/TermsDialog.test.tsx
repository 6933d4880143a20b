import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { TermsDialog } from './TermsDialog';
import { fakeApi, jsonResponse, renderAt } from '../test/render';
import { aUser } from '../test/factories';

const user = (acceptedTerms: 0 | 1) => aUser('stagiaire', { accepted_terms: acceptedTerms });

beforeEach(() => useSession.getState().clear());

describe('TermsDialog (spec §2.9, §4)', () => {
  it('stays closed once the terms are accepted', () => {
    useSession.getState().setUser(user(1));
    renderAt(<TermsDialog onRefuse={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("records the acceptance with 'J'accepte', reloads the user and closes", async () => {
    const actor = userEvent.setup();
    useSession.getState().setUser(user(0));
    const { calls } = fakeApi({
      'POST /api/profile/accept-terms': () => jsonResponse({ message: 'ok' }),
      'GET /api/user': () => jsonResponse(user(1)),
      'GET /api/profile': () => jsonResponse({ id: 9, profile_number: '2026-00001' }),
    });
    renderAt(<TermsDialog onRefuse={jest.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: "Conditions d'utilisation" });
    // The terms text of the legal page.
    expect(await screen.findAllByText(/données/i)).not.toHaveLength(0);
    await actor.click(screen.getByRole('button', { name: "J'accepte" }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.map((url) => url.pathname)).toEqual(['/api/profile/accept-terms', '/api/user', '/api/profile']);
  });

  it("closes and logs out with 'Je refuse'", async () => {
    const actor = userEvent.setup();
    useSession.getState().setUser(user(0));
    const onRefuse = jest.fn();
    renderAt(<TermsDialog onRefuse={onRefuse} />);
    await actor.click(await screen.findByRole('button', { name: 'Je refuse' }));
    expect(onRefuse).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cannot be dismissed with Escape: the user has to choose', async () => {
    const actor = userEvent.setup();
    useSession.getState().setUser(user(0));
    renderAt(<TermsDialog onRefuse={jest.fn()} />);
    await screen.findByRole('dialog');
    await actor.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
