import { act, screen } from '@testing-library/react';
import { provideRemoteModuleLoader, useSession, type RemotePage } from '@irt/shared-auth';
import { aProfile, aTrainingDetail, aUser } from '@irt/test-support/factories';
import { renderWithProviders } from '@irt/test-support/render';
import { OwnRefundsTab } from './OwnRefundsTab';

/** Stands for the trainee space's exposed tab: shows the props it receives. */
function FakeRefunds(props: { trainingId: number; profileId: number; reimbursed: boolean; canAddReceipts: boolean }) {
  return <p>{`Remboursements ${JSON.stringify(props)}`}</p>;
}

const loader = jest.fn(async (_page: RemotePage) => ({ default: FakeRefunds as unknown }));

beforeEach(() => {
  loader.mockClear();
  provideRemoteModuleLoader(loader);
  act(() => useSession.setState({ user: aUser('intervenant'), profile: aProfile('intervenant', { id: 41 }) }));
});
afterEach(() => act(() => useSession.setState({ user: null, profile: null })));

describe('onglet Remboursements du personnel', () => {
  it("renders the trainee space's tab for the caller's own expense as a team member", async () => {
    const training = aTrainingDetail({ id: 9, own_team_membership: { type: 'teacher', reimbursed_transportation: true } });
    renderWithProviders(<OwnRefundsTab training={training} />);
    expect(
      await screen.findByText('Remboursements {"trainingId":9,"profileId":41,"reimbursed":true,"canAddReceipts":true}'),
    ).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith({ remote: 'mf_trainee', module: './Refunds' });
  });

  it('explains that only team members claim expenses, without loading the trainee space', () => {
    renderWithProviders(<OwnRefundsTab training={aTrainingDetail({ id: 10, own_team_membership: null })} />);
    expect(screen.getByText('Aucun défraiement')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });
});
