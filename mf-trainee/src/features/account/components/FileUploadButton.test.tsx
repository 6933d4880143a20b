import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@irt/shared-auth';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { FileUploadButton } from './FileUploadButton';

// jsdom's File cannot travel through the test fetch as multipart: the upload here sends the file's
// name only, so the server's answer — the part under test — comes back through the real client.
function nameOnly(file: File): FormData {
  const form = new FormData();
  form.append('name', file.name);
  return form;
}

function renderUpload(onUploaded = jest.fn()) {
  renderWithProviders(
    <FileUploadButton
      label="Déposer la carte grise"
      inputLabel="Carte grise (PDF)"
      accept="application/pdf"
      maxKb={2048}
      hint="PDF, 2048 Ko au plus"
      errorTitle="Erreur lors de l'enregistrement de la carte grise"
      upload={(file) => api.post('/vehicle/profile', { body: nameOnly(file) })}
      onUploaded={onUploaded}
    />,
  );
  return onUploaded;
}

describe("dépôt d'un fichier du profil", () => {
  it("shows the server's message when it refuses the file's type", async () => {
    mockApi({ 'POST /api/vehicle/profile': () => json({ message: 'Le fichier doit être un PDF.', errors: { vehicle_registration_pdf: ['Le fichier doit être un PDF.'] } }, 415) });
    const onUploaded = renderUpload();
    await userEvent.upload(screen.getByLabelText('Carte grise (PDF)'), new File(['GIF89a'], 'photo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText("Erreur lors de l'enregistrement de la carte grise")).toBeInTheDocument();
    expect(screen.getByText('Le fichier doit être un PDF.')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit without sending it, and reports a stored file', async () => {
    mockApi({ 'POST /api/vehicle/profile': () => json({ message: 'Bravo, la carte grise a bien été enregistrée', temporary_vehicle_registration_url: '/api/profiles/70/vehicle-registration' }) });
    const onUploaded = renderUpload();
    const big = new File(['%PDF'], 'grosse.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 2049 * 1024 });
    await userEvent.upload(screen.getByLabelText('Carte grise (PDF)'), big);
    expect(screen.getByText('Le fichier ne doit pas dépasser 2048 Ko.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText('Carte grise (PDF)'), new File(['%PDF-1.4'], 'carte.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('Bravo, la carte grise a bien été enregistrée'));
    expect(screen.queryByText('Le fichier ne doit pas dépasser 2048 Ko.')).not.toBeInTheDocument();
  });
});
