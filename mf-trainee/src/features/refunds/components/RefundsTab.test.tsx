import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnExpense } from '@irt/api/contract';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { RefundsTab } from './RefundsTab';

const EXPENSE_PATH = 'GET /api/training/:trainingId/profile/:profileId/expense';
const region = () => screen.getByRole('region', { name: 'Remboursements' });

function anExpense(overrides: Partial<OwnExpense> = {}): OwnExpense {
  return {
    id: 70,
    training_id: 4,
    profile_id: 9,
    training_expense_status_id: 1,
    status: { id: 1, name: 'En cours' },
    receipts: [],
    read_only: false,
    deletable: true,
    created_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const aReceipt = (id: number, description: string) => ({
  id,
  description,
  temporary_receipt_url: `/api/receipts/${id}/file`,
  mime_type: 'application/pdf',
  training_expense_id: 70,
  created_at: '2026-03-05T10:00:00.000Z',
});

/** No expense yet: the server answers null. */
const notFound = () => json(null);

describe('onglet Remboursements', () => {
  it.each([
    [false, null, 'Pas de défraiement'],
    [true, null, 'Aucun justificatif fourni'],
    [true, anExpense(), 'Défraiement demandé'],
  ])('reimbursed %s with expense %o reads its case', async (reimbursed, expense, text) => {
    mockApi({ [EXPENSE_PATH]: () => (expense ? json(expense) : notFound()) });
    renderWithProviders(<RefundsTab trainingId={4} profileId={9} reimbursed={reimbursed} canAddReceipts />);
    expect(await within(region()).findByText(text)).toBeInTheDocument();
    if (!expense) expect(within(region()).getByText('Aucun défraiement en cours ou passé')).toBeInTheDocument();
  });

  // jsdom's FormData and File cannot travel through the test fetch: the answer to the upload itself is
  // covered end to end (e2e/tests/trainee-training.spec.ts); here, what the page sends and when.
  it('creates the expense with the first receipt, then sends the file as multipart', async () => {
    let expense: OwnExpense | null = null;
    mockApi({
      [EXPENSE_PATH]: () => (expense ? json(expense) : notFound()),
      'POST /api/training-expenses': () => {
        expense = anExpense();
        return json({ message: "Bravo, l'item a bien été créé", id: 70 }, 201);
      },
      'POST /api/receipts': () => json({ message: 'Bravo, le justificatif a bien été ajouté', receipts: [] }, 201),
    });
    renderWithProviders(<RefundsTab trainingId={4} profileId={9} reimbursed canAddReceipts />);
    await userEvent.click(await within(region()).findByRole('button', { name: 'Ajouter un justificatif' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un justificatif' });
    expect(requests.find((request) => request.path === '/api/training-expenses')?.body).toEqual({ training_id: 4, profile_id: 9, training_expense_status_id: 1 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText('Veuillez choisir un fichier.')).toBeInTheDocument();
    const big = new File(['x'], 'gros.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5121 * 1024 });
    await userEvent.upload(within(dialog).getByLabelText('Fichier du justificatif'), big);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText('Le fichier ne doit pas dépasser 5120 Ko.')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/receipts')).toBe(false);

    await userEvent.upload(within(dialog).getByLabelText('Fichier du justificatif'), new File(['%PDF-1.4'], 'billet.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('billet.pdf')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Billet de train');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/api/receipts')).toBe(true));
    const upload = requests.find((request) => request.path === '/api/receipts')!;
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(requests.filter((request) => request.path === '/api/training-expenses')).toHaveLength(1);
  });

  it('deletes a receipt, then the expense, each after its confirmation', async () => {
    let expense: OwnExpense | null = anExpense({ receipts: [aReceipt(5, 'Péage')] });
    mockApi({
      [EXPENSE_PATH]: () => (expense ? json(expense) : notFound()),
      'DELETE /api/receipts/:id': () => {
        expense = anExpense();
        return json({ message: 'Bravo, le document a bien été supprimé' });
      },
      'DELETE /api/training-expenses/:id': () => {
        expense = null;
        return json({ message: "Bravo, l'item a bien été supprimé" });
      },
    });
    renderWithProviders(<RefundsTab trainingId={4} profileId={9} reimbursed canAddReceipts />);
    await userEvent.click(await within(region()).findByRole('button', { name: 'Supprimer le justificatif Péage' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Voulez-vous supprimer ce document ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'supprimer' }));
    await waitFor(() => expect(region()).toHaveTextContent('aucun justificatif déposé pour le moment'));
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/receipts/5')).toBe(true);

    await userEvent.click(within(region()).getByRole('button', { name: 'Supprimer le défraiement' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Voulez-vous supprimer ce défraiement ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'supprimer' }));
    await waitFor(() => expect(region()).toHaveTextContent('Aucun défraiement en cours ou passé'));
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/training-expenses/70')).toBe(true);
  });

  it('is read-only once the expense is paid out, or without a validated registration', async () => {
    mockApi({ [EXPENSE_PATH]: () => json(anExpense({ status: { id: 4, name: 'Mise en paiement' }, read_only: true, deletable: false, receipts: [aReceipt(5, 'Péage')] })) });
    const { unmount } = renderWithProviders(<RefundsTab trainingId={4} profileId={9} reimbursed canAddReceipts />);
    expect(await within(region()).findByText('Mise en paiement')).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Ajouter un justificatif' })).not.toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Supprimer le défraiement' })).not.toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: 'Voir le défraiement' })).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Supprimer le justificatif Péage' })).not.toBeInTheDocument();
    unmount();
    mockApi({ [EXPENSE_PATH]: notFound });
    renderWithProviders(<RefundsTab trainingId={4} profileId={9} reimbursed canAddReceipts={false} />);
    expect(await within(region()).findByText('Aucun justificatif fourni')).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Ajouter un justificatif' })).not.toBeInTheDocument();
  });
});
