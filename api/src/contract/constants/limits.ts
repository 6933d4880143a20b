/** Limits of the specification (page sizes, cut-offs, sizes of uploads and fields), as plain numbers. */

/** No morning on the first day of a training starting after 12:00 (Europe/Paris)… */
export const MORNING_CUTOFF_HOUR = 12;

/** …no afternoon on the last day of a training ending at or before 14:00. */
export const AFTERNOON_CUTOFF_HOUR = 14;
/** Hour (Paris) at which a morning's signing (émargement) ends and the afternoon's begins. */
export const HALF_DAY_SPLIT_HOUR = 13;

/** At most this many secondary emails per profile. */
export const MAX_SECONDARY_EMAILS = 5;

/** Vehicle registration document: PDF of at most 2048 KB. */
export const VEHICLE_REGISTRATION_MAX_KB = 2048;

/** Profile picture: PNG or JPEG of at most 2048 KB (the spec gives no size; decisions.md). */
export const PROFILE_PICTURE_MAX_KB = 2048;

/** Minimum length of a new password (the spec gives none; 8 is the usual floor). */
export const MIN_PASSWORD_LENGTH = 8;

/** Upper bound of a new password (it bounds the hashing work; older bcrypt hashes read only 72 bytes). */
export const MAX_PASSWORD_LENGTH = 72;

/** Page size of every dashboard panel, whichever module serves it. */
export const DASHBOARD_PER_PAGE = 7;

/** Page size of the staff trainings list and of 'Mes formations'. */
export const TRAININGS_PER_PAGE = 20;

/** Catalogue page size. */
export const CATALOGUE_PER_PAGE = 20;

/** Registration closes this many days before the start of a training. */
export const REGISTRATION_CLOSES_DAYS_BEFORE_START = 7;

/** Receipts: PDF, PNG or JPEG of at most this size each (the spec gives none; decisions.md). */
export const RECEIPT_MAX_KB = 5120;

/** Largest amount of one line of an expense, in cents (99 999,99 €): no sum of an expense, a training or a régie overflows its column. */
export const MAX_EXPENSE_AMOUNT = 9_999_999;

/** At most this many receipts in one upload. */
export const MAX_RECEIPTS_PER_UPLOAD = 5;

/** The training form's bounds: the payload schema refuses beyond them, and the form's rules say so before sending. */
export const TRAINING_TITLE_MAX_LENGTH = 255;
export const TRAINING_MAX_ATTENDEES = 10_000;
/** Highest price of a paid training, in euros. */
export const TRAINING_MAX_PRICE = 100_000;
/** Highest count of dinners, and of round trips, of a training. */
export const TRAINING_MAX_COUNT = 100;

/** Page size of the administrator's list of recorded emails. */
export const ADMIN_OUTBOX_PER_PAGE = 20;

/** Page size of the scheduled jobs (Administration › Tâches planifiées). */
export const ADMIN_JOBS_PER_PAGE = 20;

/** Page size of the trainee list (20). */
export const TRAINEE_LIST_PER_PAGE = 20;

/** Page size of the trainer list (10). */
export const TEACHER_LIST_PER_PAGE = 10;

/** Page size of the trainees of a training (30). */
export const TRAINEES_PER_PAGE = 30;

/** HETD = 1.5 × lecture hours (CM) + tutorial hours (TD), to 2 decimals. */
export const HETD_LECTURE_FACTOR = 1.5;

/** Hours are entered by steps of a quarter of an hour. */
export const HOURS_STEP = 0.25;

/** Upper bound of per_page: large enough for the 100-item training search, small enough to bound a query. */
export const MAX_PER_PAGE = 100;

/**
 * Upper bound of page: beyond it the offset (page × per_page) would leave the integers a SQL OFFSET
 * takes; a page past the last one but within the bound answers an empty page.
 */
export const MAX_PAGE = 1_000_000;

/** Page size of the trainer hours report (20). */
export const STAFF_HOURS_PER_PAGE = 20;
/** Page size of the team directory's cards (the spec gives none; decisions.md). */
export const TEAM_LIST_PER_PAGE = 12;

/** Length of the initial password generated for a new team member. */
export const GENERATED_PASSWORD_LENGTH = 10;

/** The link emailed to a new team member to choose their password is valid this many days. */
export const TEAM_WELCOME_LINK_DAYS = 7;
/** Page size of a person's trainings on their page (/stagiaires/{id}, /formateurs/{id}). */
export const PERSON_TRAININGS_PER_PAGE = 10;

/** The longest reason of a half-day marked present by the staff (Présences tab). */
export const MARK_REASON_MAX_LENGTH = 200;

/** The longest free comment of a trainee's evaluation. */
export const EVALUATION_COMMENT_MAX_LENGTH = 2000;
/** A theme's satisfaction results are published on the catalogue from this many respondents on. */
export const PUBLISHED_RESULTS_MIN_RESPONDENTS = 5;
/** Bounds of the accessibility statement's feedback form (characters), shared by the form and the API. */
export const ACCESSIBILITY_FEEDBACK_LIMITS = {
  nameMax: 255,
  emailMax: 255,
  pageMax: 500,
  messageMin: 10,
  messageMax: 5000,
} as const;
