// The account-creation dialog of the login screen.
import { expect, fr, test, uniqueEmail } from './support/fixtures';
import { fillSignUp as fill, openSignUpDialog as openDialog, submitSignUp as submit } from './support/pages';

test('une confirmation différente affiche « Le mot de passe est différent. » et ne crée rien', async ({
  page,
  api,
}) => {
  const dialog = await openDialog(page);
  const email = uniqueEmail('confirmation');
  await fill(dialog, { name: 'Alex Durand', email, password: 'Essai-2026!', confirmation: 'Essai-2027!' });
  await submit(dialog);
  await expect(dialog.getByText('Le mot de passe est différent.')).toBeVisible();
  await expect(dialog).toBeVisible();
  // Nothing was sent: no verification email for that address.
  const mails = await api.outbox();
  expect(mails.filter((m) => m.to.includes(email))).toHaveLength(0);
});

test("une adresse déjà utilisée : la réponse est celle d'une création, et son titulaire est prévenu par email", async ({
  page,
  api,
}) => {
  const email = uniqueEmail('doublon');
  const first = await api.post('/api/register', { name: 'Titulaire Doublon', email, password: 'Essai-2026!' });
  expect(first.status(), await first.text()).toBe(201);

  const dialog = await openDialog(page);
  await fill(dialog, { name: 'Autre Personne', email, password: 'Essai-2027!', confirmation: 'Essai-2027!' });
  await submit(dialog);
  // Nothing on the screen tells that the address has an account.
  await expect(
    page.getByText(
      fr(
        "L'utilisateur a été créé avec succès. Vous allez recevoir un email de confirmation. Veuillez confirmer votre compte par email.",
      ),
    ),
  ).toBeVisible();
  await expect(page.getByText(fr("Erreur lors de la création de l'utilisateur."))).toHaveCount(0);
  // The owner of the address is told instead.
  await expect
    .poll(async () => (await api.outbox()).filter((m) => m.to.includes(email)).map((m) => m.subject))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^Confirmez votre adresse email/), expect.stringMatching(/^Tentative de création de compte/)]));
});

test('un compte créé affiche la confirmation et reçoit son email de vérification', async ({ page, api }) => {
  const dialog = await openDialog(page);
  const email = uniqueEmail('creation');
  await fill(dialog, { name: 'Sacha Martin', email, password: 'Essai-2026!', confirmation: 'Essai-2026!' });
  await submit(dialog);
  await expect(
    page.getByText(
      fr(
        "L'utilisateur a été créé avec succès. Vous allez recevoir un email de confirmation. Veuillez confirmer votre compte par email.",
      ),
    ),
  ).toBeVisible();
  const link = await api.linkFromOutbox(email, '/verification-email');
  await page.goto(link);
  await expect(page.getByText('Vérification de votre email', { exact: true })).toBeVisible();
  await expect(page.getByText('Bravo, votre email a bien été vérifié !')).toBeVisible();
  await page.getByRole('button', { name: 'Me connecter' }).or(page.getByRole('link', { name: 'Me connecter' })).click();
  await expect(page).toHaveURL((url) => url.pathname === '/authentification');
});
