/**
 * The texts the portal shows on success and failure, in one table: every screen takes its text (and a
 * notification its duration) from here, so a wording the specification gives is written once.
 * `messages.test.ts` reads the specification's error catalogues and checks every text they quote is
 * here verbatim, or corrected by a row of `SPEC_CORRECTIONS`.
 */

/** How a text is shown: its colour in a notification or a banner. */
export type MessageKind = 'success' | 'error' | 'info';

export interface Message {
  readonly text: string;
  readonly kind: MessageKind;
  /** How long a notification showing it stays before closing by itself, in milliseconds. */
  readonly durationMs: number;
  /** Written to the console only, never shown (failures of the session layer). */
  readonly loggedOnly?: true;
}

/** A text the screen completes with a detail: the server's message, most often. */
export interface DetailedMessage extends Message {
  /** The text shown: the message, then ' : ' and the detail when there is one. */
  readonly withDetail: (detail?: string | null) => string;
}

/** Notifications close by themselves after 3 seconds. */
export const NOTIFICATION_DURATION_MS = 3000;
/** A change of status stays 4 seconds, as does the account-creation dialog. */
export const LONG_NOTIFICATION_DURATION_MS = 4000;
/** The reset-link confirmation stays 5 seconds before the login page, as does a failed absence save before the reload. */
export const BEFORE_RELOAD_DURATION_MS = 5000;

function plain(kind: MessageKind, text: string, durationMs = NOTIFICATION_DURATION_MS): Message {
  return { text, kind, durationMs };
}

function detailed(kind: MessageKind, text: string, durationMs = NOTIFICATION_DURATION_MS): DetailedMessage {
  return { text, kind, durationMs, withDetail: (detail) => (detail ? `${text} : ${detail}` : text) };
}

function logged(text: string): Message {
  return { text, kind: 'error', durationMs: NOTIFICATION_DURATION_MS, loggedOnly: true };
}

const success = (text: string, durationMs?: number) => plain('success', text, durationMs);
const info = (text: string) => plain('info', text);
const error = (text: string, durationMs?: number) => plain('error', text, durationMs);
const failure = (text: string, durationMs?: number) => detailed('error', text, durationMs);

const EMAILS_SENT = 'Bravo, les emails ont bien été envoyés';
const EMAIL_SENT = "Bravo, l'email a bien été envoyé";
const DOCUMENT_GENERATION_FAILED = "Une erreur s'est produite lors de la génération du document.";
const SOMETHING_FAILED = "Une erreur s'est produite";

/** 'Erreur : ' then the server's message, or the generic one. */
const documentFailed: DetailedMessage = {
  ...error(`Erreur : ${DOCUMENT_GENERATION_FAILED}`),
  withDetail: (detail) => `Erreur : ${detail || DOCUMENT_GENERATION_FAILED}`,
};

/** A sending that failed: the server's message when it gives one, else the generic text. */
const emailsFailed: DetailedMessage = { ...error(SOMETHING_FAILED), withDetail: (detail) => detail || SOMETHING_FAILED };

const emailsSent = {
  ...success(EMAILS_SENT),
  /** '… envoyés à N stagiaires.', or '… à N stagiaires, sauf aux adresses suivantes : a, b.' */
  toTrainees: (sentCount: number, failedEmails: readonly string[]): string => {
    const count = `${sentCount} stagiaire${sentCount > 1 ? 's' : ''}`;
    return failedEmails.length === 0
      ? `${EMAILS_SENT} à ${count}.`
      : `${EMAILS_SENT} à ${count}, sauf aux adresses suivantes : ${failedEmails.join(', ')}.`;
  },
};

/** One email: names the trainee who received it where several may be sent from the same tab. */
const emailSent: DetailedMessage = { ...success(EMAIL_SENT), withDetail: (name) => (name ? `${EMAIL_SENT} (${name})` : EMAIL_SENT) };

export const MESSAGES = {
  // Session layer (shared-auth, which has no UI, logs these three in its own words: see session.ts).
  loginFailedLog: logged('Failed to log in. Please check your credentials and try again.'),
  profileFetchFailedLog: logged('Failed to fetch user profile.'),
  logoutFailedLog: logged('Failed to log out.'),

  // Login, password reset, account creation, email verification.
  loginFailedTitle: error('Mince...'),
  loginFailed: error('Un problème est survenu. Vérifiez votre identifiant et votre mot de passe.'),
  /** A closed account at login, when the server gave no words of its own. */
  accountClosedAtLogin: error('Votre compte a été désactivé.'),
  unknownEmail: error('Êtes-vous sûr·e de votre adresse email ?'),
  unknownEmailDetail: error('Nous ne le trouvons pas dans notre base...'),
  resetLinkSent: success('Vous allez recevoir, par email, un lien pour réinitialiser votre mot de passe.', BEFORE_RELOAD_DURATION_MS),
  passwordChanged: success('Votre mot de passe a été changé avec succès. Vous pouvez maintenant vous connecter.'),
  resetLinkExpired: error(
    "Il semblerait que votre code d'autorisation a expiré. Vous pouvez réinitialiser votre mot de passe une nouvelle fois.",
  ),
  accountCreated: success(
    "L'utilisateur a été créé avec succès. Vous allez recevoir un email de confirmation. Veuillez confirmer votre compte par email.",
    LONG_NOTIFICATION_DURATION_MS,
  ),
  accountCreationFailed: error("Erreur lors de la création de l'utilisateur."),
  emailVerificationFailed: error('La vérification a échoué. Veuillez réessayer.'),

  // Saves.
  saveFailed: failure("Erreur lors de l'enregistrement de l'item"),
  /** Evaluation, expense item, receipt, picture, expense creation, régie creation. */
  saveFailedShort: failure("Erreur lors de l'enregistrement"),
  /** A failed absence save: the tab reloads once the message has been read. */
  absenceSaveFailed: failure("Erreur lors de l'enregistrement", BEFORE_RELOAD_DURATION_MS),
  statusSaveFailed: failure("Erreur lors de l'enregistrement du statut"),
  deferralSaveFailed: failure("Erreur lors de l'enregistrement du report"),
  placeSaveFailed: failure("Erreur lors de l'enregistrement du lieu"),
  unregisterFailed: failure('Erreur lors de la désinscription'),
  profileCreationFailed: failure('Erreur lors de la création du profil'),
  vehicleRegistrationSaveFailed: failure("Erreur lors de l'enregistrement de la carte grise"),
  mandateSaveFailed: failure("Erreur lors de l'enregistrement du mandat"),
  unionSaveFailed: failure("Erreur lors de l'enregistrement du syndicat"),
  nameSaveFailed: failure("Erreur lors de l'enregistrement du nom"),
  expenseUpdateFailed: failure("Erreur lors de l'enregistrement de la dépense"),
  referenceCreationFailed: failure("Erreur à la création de l'item"),
  referenceDeletionFailed: failure("Erreur à la suppression de l'item"),

  // Documents and emails.
  errorTitle: error('Erreur'),
  documentGenerationFailed: error(DOCUMENT_GENERATION_FAILED),
  documentFailed,
  emailsFailed,
  emailsSent,
  emailSent,

  // Successes.
  evaluationCreated: success("Bravo, l'évaluation a été créée avec succès"),
  itemCreated: success("Bravo, l'item a bien été créé"),
  itemUpdated: success("Bravo, l'item a bien été modifié"),
  itemDeleted: success("Bravo, l'item a bien été supprimé"),
  receiptAdded: success('Bravo, le justificatif a bien été ajouté'),
  documentDeleted: success('Bravo, le document a bien été supprimé'),
  unregistered: success('Bravo, vous êtes désinscrit'),
  statusChanged: success('Bravo, le statut a bien été modifié', LONG_NOTIFICATION_DURATION_MS),
  /** An expense's status changed alone ('Modifier', 'En attente de pièces'): the item's text, as long as a change of status. */
  expenseStatusChanged: success("Bravo, l'item a bien été modifié", LONG_NOTIFICATION_DURATION_MS),
  /** A postponement changes the training's status too: it stays as long. */
  deferralSaved: success('Bravo, le report a bien été enregistré', LONG_NOTIFICATION_DURATION_MS),
  placeChanged: success('Bravo, le lieu de la formation a été modifié'),
  profileCreated: success('Bravo, le profil a bien été créé'),
  profileUpdated: success('Bravo, le profil a bien été modifié'),
  vehicleRegistrationSaved: success('Bravo, la carte grise a bien été enregistrée'),
  mandateAdded: success('Bravo, le mandat a bien été ajouté'),
  mandateUpdated: success('Bravo, le mandat a bien été modifié'),
  unionUpdated: success('Bravo, le syndicat a bien été modifié'),
  paymentScheduled: success('Bravo, la mise en paiement a bien été effectuée'),
  paymentDone: success('Le paiement a été effectué avec succès'),
  paymentOrderCreated: success('Bravo, la régie a bien été créée'),
  paymentOrderCreatedShort: success('La régie a été créée'),
  /** A payment with a field left empty. */
  paymentFieldsMissing: error('Veuillez remplir tous les champs'),
  ibanCopiedTitle: success('Copie réussie !'),
  ibanCopied: success("L'IBAN a été copié dans le presse-papiers."),

  // Empty lists and missing pages.
  noTrainings: info('Aucune formation pour le moment'),
  noCurrentTraining: info('Aucune formation en cours'),
  noPastTrainings: info('Aucune formation passée pour le moment'),
  noAssociatedTraining: info("Aucune formation n'est associée"),
  noFollowedTrainings: info('Aucune formation suivie pour le moment'),
  noExpenses: info('Aucun défraiement en cours ou passé'),
  noUnion: info("Aucun syndicat n'est actuellement renseigné pour ce profil."),
  noActiveMandate: info('Aucun mandat actif pour le moment.'),
  noInactiveMandate: info('Aucun mandat inactif pour le moment.'),
  pageNotFound: info("Cette page n'existe pas"),

  // Not worded by the specification.
  /** A payment order made for an expense in the current régie. */
  expensePaymentOrderCreated: success("Bravo, l'ordre de paiement a bien été créé"),
  /** The régie page before the first régie, and a régie without payments yet. */
  noRegie: info("Aucune régie n'est en cours pour le moment"),
  noRegiePayments: info('Aucun paiement dans cette régie pour le moment'),
  /** Said after a failure's title when the server gave no message of its own. */
  genericFailure: error('Une erreur est survenue, veuillez réessayer.'),
  emailVerified: success('Bravo, votre email a bien été vérifié !'),
  termsAcceptanceFailed: error("Votre acceptation n'a pas pu être enregistrée. Veuillez réessayer."),
  /** The spec asks for an error toast when the IBAN cannot be copied, without its words. */
  ibanCopyFailed: error("L'IBAN n'a pas pu être copié dans le presse-papiers."),
  accountClosingFailed: failure('Erreur lors de la désactivation du compte'),
  accountReopeningFailed: failure('Erreur lors de la réactivation du compte'),
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Where the screen does not show the specification's text exactly: an obvious slip corrected, a
 * shorthand spelled out, a text the specification cut short given in full. The test accepts these and
 * no other difference.
 */
export const SPEC_CORRECTIONS: readonly { spec: string; shown: readonly MessageKey[]; why: string }[] = [
  { spec: "Bravo, le lieu de la formaion a été modifié", shown: ['placeChanged'], why: 'faute de frappe : formation' },
  { spec: 'Erreur lors de la désincription', shown: ['unregisterFailed'], why: 'faute de frappe : désinscription' },
  { spec: "une erreur s'est produite", shown: ['emailsFailed'], why: 'une phrase commence par une majuscule' },
  { spec: 'Bravo, a régie a bien été créée', shown: ['paymentOrderCreated'], why: 'article manquant : la régie' },
  { spec: 'aucun défraiement encours ou passé', shown: ['noExpenses'], why: 'majuscule et faute de frappe : en cours' },
  { spec: 'Bravo, le mandat a bien été ajouté/modifié', shown: ['mandateAdded', 'mandateUpdated'], why: 'deux textes, un par action' },
  { spec: 'Aucun mandat actif...', shown: ['noActiveMandate'], why: 'texte tronqué par la spécification' },
  { spec: 'Aucun mandat inactif...', shown: ['noInactiveMandate'], why: 'texte tronqué par la spécification' },
];

/** A text the server words itself, for a success the specification does not word. */
export function serverMessage(text: string, kind: MessageKind = 'success'): Message {
  return plain(kind, text);
}
