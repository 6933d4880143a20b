import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffType, TeamMember } from '@irt/api/contract';
import { aTeamMember } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { HoursPanel } from './HoursPanel';

function renderPanel(member: TeamMember, { admin = false, type = 'teachers' }: { admin?: boolean; type?: StaffType } = {}) {
  const onClose = jest.fn();
  renderWithProviders(<HoursPanel trainingId={12} type={type} member={member} canSetAresStatus={admin} onClose={onClose} />);
  return { onClose, panel: screen.getByRole('dialog', { name: `Entrer les heures pour ${member.name}` }) };
}

const put = () => requests.find((request) => request.method === 'PUT');

describe('panneau des heures', () => {
  it('refuses empty expected hours, shows HETD as typed and sends the hours', async () => {
    mockApi({ 'PUT /api/trainings/:id/teachers/:profileId': () => json(aTeamMember()) });
    const { panel, onClose } = renderPanel(aTeamMember({ profile_id: 52, name: 'Paul Schmitt' }));
    expect(within(panel).queryByLabelText('CM réalisés')).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('Statut Ares')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(panel).findAllByText('Les heures prévisionnelles ne peuvent pas être nulles')).toHaveLength(2);
    expect(put()).toBeUndefined();

    await userEvent.type(within(panel).getByLabelText('CM prévisionnels'), '2.5');
    await userEvent.type(within(panel).getByLabelText('TD prévisionnels'), '1.1');
    expect(within(panel).getByText('HETD prévisionnelles : 4,85')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(panel).findByText('Les heures se saisissent par quart d’heure (0,25)')).toBeInTheDocument();

    await userEvent.clear(within(panel).getByLabelText('TD prévisionnels'));
    await userEvent.type(within(panel).getByLabelText('TD prévisionnels'), '1.25');
    expect(within(panel).getByText('HETD prévisionnelles : 5,00')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('switch', { name: 'Intervention rémunérée' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(put()?.path).toBe('/api/trainings/12/teachers/52');
    expect(put()?.body).toEqual({
      expected_lecture_hours: 2.5,
      expected_tutorial_hours: 1.25,
      needs_accommodation: false,
      reimbursed_transportation: false,
      is_remunerated: true,
    });
  });

  it('locks expected hours once the contract is validated and takes actual hours after the end', async () => {
    mockApi({ 'PUT /api/trainings/:id/pedagogical-supervisors/:profileId': () => json(aTeamMember()) });
    const member = aTeamMember({
      profile_id: 31,
      name: 'Claire Muller',
      role: { id: 3, name: 'Responsable pédagogique' },
      expected_lecture_hours: 2,
      expected_tutorial_hours: 3,
      ares_status_id: 2,
      ares_status: { id: 2, name: 'Contrat validé' },
      can_edit_expected_hours: false,
      can_edit_actual_hours: true,
    });
    const { panel, onClose } = renderPanel(member, { type: 'pedagogical_supervisors' });
    expect(within(panel).getByLabelText('CM prévisionnels')).toBeDisabled();
    expect(within(panel).getByText('Le contrat Ares est validé : les heures prévisionnelles ne sont plus modifiables.')).toBeInTheDocument();
    expect(within(panel).getByText('HETD prévisionnelles : 6,00')).toBeInTheDocument();
    // Remuneration is for intervenants only.
    expect(within(panel).queryByRole('switch')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(panel).findAllByText('Les heures réalisées ne peuvent pas être nulles')).toHaveLength(2);
    await userEvent.type(within(panel).getByLabelText('CM réalisés'), '2');
    // Typed the French way, whatever the browser's locale.
    await userEvent.type(within(panel).getByLabelText('TD réalisés'), '3,75');
    expect(within(panel).getByLabelText('TD réalisés')).toHaveValue('3,75');
    expect(within(panel).getByText('HETD réalisées : 6,75')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(put()?.body).toEqual({ actual_lecture_hours: 2, actual_tutorial_hours: 3.75, needs_accommodation: false, reimbursed_transportation: false });
  });

  it("offers the administrateur the Ares status, and shows the server's refusal", async () => {
    mockApi({
      'GET /api/ares-statuses': () => json([{ id: 1, name: 'Contrat à établir' }, { id: 2, name: 'Contrat validé' }]),
      'PUT /api/trainings/:id/teachers/:profileId': () =>
        json({ message: 'Les données envoyées ne sont pas valides.', errors: { ares_status_id: ["Ce statut Ares n'existe pas."] } }, 422),
    });
    const { panel, onClose } = renderPanel(aTeamMember({ name: 'Paul Schmitt', expected_lecture_hours: 1, expected_tutorial_hours: 0 }), { admin: true });
    await userEvent.click(within(panel).getByRole('combobox', { name: 'Statut Ares' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contrat validé' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(panel).findByText("Ce statut Ares n'existe pas.")).toBeInTheDocument();
    expect(put()?.body).toMatchObject({ ares_status_id: 2, expected_lecture_hours: 1, expected_tutorial_hours: 0 });
    expect(onClose).not.toHaveBeenCalled();
  });
});
