import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrainingCategory, TrainingPlace, TrainingTheme } from '@irt/api/contract';
import { aReferenceItem } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import ReferenceEditorPage from './ReferenceEditorPage';

function renderPage(entry = '/referentiel') {
  return renderWithProviders(
    <>
      <ReferenceEditorPage />
      <NotificationsHost />
    </>,
    { path: '/referentiel', entry },
  );
}


describe('Éditer le référentiel', () => {
  it('shows the three menu groups, and the chosen list with its dates; the list is in the address', async () => {
    mockApi({
      'GET /api/referral-sources': () => json([aReferenceItem(1, 'Bouche à oreille')]),
      'GET /api/degrees': () => json([aReferenceItem(4, 'Baccalauréat', { created_at: '2024-02-10T09:00:00.000Z' })]),
    });
    renderPage();
    const menu = screen.getByRole('navigation', { name: 'Listes du référentiel' });
    for (const group of ['Inscription', 'Profil stagiaire', 'Formations']) expect(within(menu).getByRole('heading', { name: group })).toBeInTheDocument();
    expect(within(menu).getAllByRole('button')).toHaveLength(12);
    expect(await screen.findByText('Bouche à oreille')).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Diplôme' }));
    expect(await screen.findByText('Baccalauréat')).toBeInTheDocument();
    expect(screen.getByText(/Créé le 10 février 2024/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('liste=diplomes');
    // Only mandates are deleted.
    expect(screen.queryByRole('button', { name: /^supprimer/ })).not.toBeInTheDocument();
  });

  it('adds a degree: the name sent, the success text, the list read again', async () => {
    let degrees = [aReferenceItem(4, 'Baccalauréat')];
    mockApi({
      'GET /api/degrees': () => json(degrees),
      'POST /api/degrees': async ({ request }) => {
        const body = (await request.json()) as { name: string };
        degrees = [...degrees, aReferenceItem(5, body.name)];
        return json(aReferenceItem(5, body.name), 201);
      },
    });
    renderPage('/referentiel?liste=diplomes');
    await screen.findByText('Baccalauréat');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter : Diplôme' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), '  Licence ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText("Bravo, l'item a bien été créé")).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'POST /api/degrees')?.body).toEqual({ name: 'Licence' });
    expect(await screen.findByText('Licence')).toBeInTheDocument();
  });

  it('a name already taken: the server message under the field and in the banner, the dialog stays open', async () => {
    mockApi({
      'GET /api/degrees': () => json([aReferenceItem(4, 'Baccalauréat')]),
      'PUT /api/degrees/:id': () =>
        json({ message: 'Ce nom existe déjà dans cette liste.', errors: { name: ['Ce nom existe déjà dans cette liste.'] } }, 422),
    });
    renderPage('/referentiel?liste=diplomes');
    await userEvent.click(await screen.findByRole('button', { name: 'modifier Baccalauréat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier : Baccalauréat' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveValue('Baccalauréat');
    await userEvent.clear(name);
    await userEvent.type(name, 'Licence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    const banner = await within(dialog).findByRole('alert');
    expect(banner).toHaveTextContent("Erreur à la création de l'item");
    expect(banner).toHaveTextContent('Ce nom existe déjà dans cette liste.');
    expect(name).toHaveAccessibleDescription('Ce nom existe déjà dans cette liste.');
  });

  it('an empty name is refused before any call', async () => {
    mockApi({ 'GET /api/councils': () => json([]) });
    renderPage('/referentiel?liste=conseils-prudhomme');
    expect(await screen.findByText('Aucun élément dans cette liste.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Veuillez saisir un nom.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('mandates: supprimer after confirmation, then the deleted mandates with their deletion date', async () => {
    let active = [aReferenceItem(7, 'Délégué syndical'), aReferenceItem(8, 'Membre de CSE')];
    let deleted = [aReferenceItem(3, 'Ancien mandat', { deleted_at: '2025-01-15T10:00:00.000Z' })];
    mockApi({
      'GET /api/mandates': () => json(active),
      'GET /api/deleted-mandates': () => json(deleted),
      'DELETE /api/mandates/:id': ({ params }) => {
        const item = active.find((m) => m.id === Number(params.id));
        if (!item) return json({ message: 'Inconnu' }, 404);
        const gone = { ...item, deleted_at: '2026-03-01T10:00:00.000Z' };
        active = active.filter((m) => m.id !== item.id);
        deleted = [gone, ...deleted];
        return json(gone);
      },
    });
    renderPage('/referentiel?liste=mandats');
    await userEvent.click(await screen.findByRole('button', { name: 'supprimer Membre de CSE' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer cet item ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'supprimer' }));
    expect(await screen.findByText("Bravo, l'item a bien été supprimé")).toBeInTheDocument();
    expect(requests.some((r) => r.key === 'DELETE /api/mandates/8')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Membre de CSE')).not.toBeInTheDocument());

    // The confirmation closes (its transition hides the page meanwhile).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'voir les mandats supprimés' }));
    expect(await screen.findByRole('heading', { name: 'Mandats supprimés' })).toBeInTheDocument();
    expect(await screen.findByText('Membre de CSE')).toBeInTheDocument();
    expect(screen.getByText(/supprimé le 15 janvier 2025/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^modifier/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'voir les mandats actifs' }));
    expect(await screen.findByText('Délégué syndical')).toBeInTheDocument();
  });

  it('a failed delete says so with the server message', async () => {
    mockApi({
      'GET /api/mandates': () => json([aReferenceItem(1, 'Délégué syndical')]),
      'DELETE /api/mandates/:id': () => json({ message: 'Ce mandat ne peut pas être supprimé.' }, 422),
    });
    renderPage('/referentiel?liste=mandats');
    await userEvent.click(await screen.findByRole('button', { name: 'supprimer Délégué syndical' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'supprimer' }));
    expect(await screen.findByText("Erreur à la suppression de l'item : Ce mandat ne peut pas être supprimé.")).toBeInTheDocument();
  });

  it('the councillor mandate, recognised by its name, is neither renamed nor deleted', async () => {
    mockApi({ 'GET /api/mandates': () => json([aReferenceItem(1, 'Conseiller Prud’hommes'), aReferenceItem(2, 'Délégué syndical')]) });
    renderPage('/referentiel?liste=mandats');
    expect(await screen.findByRole('button', { name: 'supprimer Délégué syndical' })).toBeInTheDocument();
    expect(screen.getByText('Conseiller Prud’hommes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'supprimer Conseiller Prud’hommes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'modifier Conseiller Prud’hommes' })).not.toBeInTheDocument();
  });

  it('a theme: its NSF code shown, edited and checked (three digits), sent with the numbering', async () => {
    const theme: TrainingTheme = { ...aReferenceItem(3, 'Durée du travail et rémunération'), numerotation: '1.3', nsf_code: null };
    mockApi({
      'GET /api/training-themes': () => json([theme]),
      'PUT /api/training-themes/:id': () => json({ ...theme, nsf_code: '315' }),
    });
    renderPage('/referentiel?liste=thematiques');
    expect(await screen.findByText(/Numérotation 1\.3 · NSF non renseigné/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'modifier Durée du travail et rémunération' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier : Durée du travail et rémunération' });
    const nsf = within(dialog).getByRole('textbox', { name: 'Code NSF (spécialité de formation)' });
    await userEvent.type(nsf, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    expect(await within(dialog).findByText('Le code NSF comporte 3 chiffres (128, 315…).')).toBeInTheDocument();
    await userEvent.type(nsf, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(requests.find((r) => r.key === 'PUT /api/training-themes/3')?.body).toEqual({ name: 'Durée du travail et rémunération', numerotation: '1.3', nsf_code: '315' }));
  });

  it('training categories: no add button; the link is edited with the name', async () => {
    const category: TrainingCategory = { ...aReferenceItem(2, 'Formation syndicale'), irt_link: null, color: '#3f51b5' };
    mockApi({
      'GET /api/training-categories': () => json([category]),
      'PUT /api/training-categories/:id': () => json({ ...category, irt_link: 'https://irt.example/fs' }),
    });
    renderPage('/referentiel?liste=categories-formation');
    await userEvent.click(await screen.findByRole('button', { name: 'modifier Formation syndicale' }));
    expect(screen.queryByRole('button', { name: 'Ajouter' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: "Lien vers la page de l'IRT" }), 'https://irt.example/fs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    await screen.findByText("Bravo, l'item a bien été créé");
    expect(requests.find((r) => r.key === 'PUT /api/training-categories/2')?.body).toEqual({ name: 'Formation syndicale', irt_link: 'https://irt.example/fs' });
  });

  it('a place: the postal code finds its commune, chosen at once when it is the only one', async () => {
    mockApi({
      'GET /api/training-places': () => json([] as TrainingPlace[]),
      'GET /api/cities': () => json([{ id: 31, name: 'Strasbourg', zip_code: '67000' }]),
      'POST /api/training-places': () =>
        json(
          { ...aReferenceItem(9, 'Maison des syndicats'), address: '1 rue Sédillot', zip_code: '67000', city_id: 31, type: 'Présentiel' as const, city: { id: 31, name: 'Strasbourg', zip_code: '67000' }, exclusive: false },
          201,
        ),
    });
    renderPage('/referentiel?liste=lieux');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter : Lieu' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Maison des syndicats');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Adresse' }), '1 rue Sédillot');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code postal' }), '67000');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Ville' })).toHaveTextContent('Strasbourg'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await screen.findByText("Bravo, l'item a bien été créé");
    expect(requests.find((r) => r.key === 'POST /api/training-places')?.body).toEqual({
      name: 'Maison des syndicats',
      address: '1 rue Sédillot',
      zip_code: '67000',
      city_id: 31,
      type: 'Présentiel',
      exclusive: false,
    });
  });

  it("an exclusive place: 'Lieu exclusif' checked in its dialog, sent, and shown in the list", async () => {
    const place = { ...aReferenceItem(5, 'Salle du conseil'), address: null, zip_code: null, city_id: null, type: 'Présentiel' as const, city: null };
    mockApi({
      'GET /api/training-places': () => json([{ ...place, exclusive: false }, { ...place, id: 6, name: 'Amphithéâtre', exclusive: true }]),
      'PUT /api/training-places/:id': () => json({ ...place, exclusive: true }),
    });
    renderPage('/referentiel?liste=lieux');
    const list = await screen.findByRole('list', { name: 'Lieu' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[1]).getByText('Lieu exclusif')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Lieu exclusif')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'modifier Salle du conseil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier : Salle du conseil' });
    const exclusive = within(dialog).getByRole('checkbox', { name: 'Lieu exclusif' });
    expect(exclusive).not.toBeChecked();
    await userEvent.click(exclusive);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    await screen.findByText("Bravo, l'item a bien été créé");
    expect(requests.find((r) => r.key === 'PUT /api/training-places/5')?.body).toEqual({
      name: 'Salle du conseil',
      address: null,
      zip_code: null,
      city_id: null,
      type: 'Présentiel',
      exclusive: true,
    });
  });
});
