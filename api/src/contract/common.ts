export type RoleSlug =
  | 'administrateur'
  | 'gestionnaire'
  | 'responsable-pedagogique'
  | 'intervenant'
  | 'stagiaire';

/** Role ids as in the specification: 1 administrateur … 5 stagiaire. */
export type RoleId = 1 | 2 | 3 | 4 | 5;

export interface Role {
  id: RoleId;
  name: string;
  slug: RoleSlug;
}

/** Every paged answer. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Error body of every non-2xx answer. */
export interface ApiError {
  message: string;
  /** Field name → French messages. */
  errors?: Record<string, string[]>;
}

/** Any answer may carry a fresh token that replaces the stored one. */
export interface MaybeToken {
  token?: string;
}

export interface NamedItem {
  id: number;
  name: string;
}
