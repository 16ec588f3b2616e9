// Row types of the core tables. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both
// dialects, so the same code reads SQLite and PostgreSQL alike.
import type { ColumnType, Generated } from 'kysely';

export interface RolesTable {
  id: Generated<number>;
  name: string;
  /** JSON array of permission strings. */
  permissions: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface AdminsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  /** Stored lower-cased. */
  email: string;
  password_hash: string;
  /** Public path of the avatar (`/uploads/<name>`). */
  image: string | null;
  role_id: number | null;
  enabled: number;
  /** 1 for an account made by sign-up until it is approved with a role (only those may be rejected). */
  awaiting_role: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface AdminTokensTable {
  id: Generated<number>;
  admin_id: number;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface NotesTable {
  id: Generated<number>;
  model: string;
  item_id: number;
  admin_id: number | null;
  note: string;
  is_private: number;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: string;
}

export interface UploadsTable {
  id: Generated<number>;
  admin_id: number | null;
  original_name: string;
  stored_name: string;
  mime: string;
  size: number;
  created_at: string;
}

export interface Database {
  roles: RolesTable;
  admins: AdminsTable;
  admin_tokens: AdminTokensTable;
  password_resets: PasswordResetsTable;
  notes: NotesTable;
  settings: SettingsTable;
  uploads: UploadsTable;
  limit_attempts: LimitAttemptsTable;
  export_jobs: ExportJobsTable;
  admin_identities: AdminIdentitiesTable;
  admin_two_factor: AdminTwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  saved_views: SavedViewsTable;
  saved_view_roles: SavedViewRolesTable;
  saved_view_defaults: SavedViewDefaultsTable;
}

/** A saved view of a model's list (`filters` and `columns` are JSON text). */
export interface SavedViewsTable {
  id: Generated<number>;
  admin_id: number;
  model: string;
  name: string;
  filters: string;
  sort_by: string | null;
  sort_desc: number;
  columns: string;
  page_size: number;
  created_at: string;
  updated_at: string;
}

/** A role a saved view is shared with. */
export interface SavedViewRolesTable {
  view_id: number;
  role_id: number;
}

/** An admin's default view of one model's list. */
export interface SavedViewDefaultsTable {
  admin_id: number;
  model: string;
  view_id: number;
}

/** A company identity-provider account bound to an admin at its first sign-in (issuer + subject). */
export interface AdminIdentitiesTable {
  id: Generated<number>;
  admin_id: number;
  issuer: string;
  subject: string;
  created_at: string;
}

/** One counted attempt of a shared limit (PostgreSQL deployments); `at_ms` is milliseconds since 1970. */
export interface LimitAttemptsTable {
  scope: string;
  key: string;
  at_ms: number | string;
}

export type ExportJobState = 'queued' | 'running' | 'done' | 'failed';

/** An export run as a job (`POST search` with `job: true`, or over the threshold). */
export interface ExportJobsTable {
  id: string;
  admin_id: number;
  model: string;
  format: 'excel' | 'pdf';
  language: 'en' | 'ar';
  /** The search body as JSON text, parsed again by the node that runs the job. */
  body: string;
  state: ExportJobState;
  rows_total: number;
  rows_done: number;
  attempts: number;
  worker: string | null;
  file_size: number | string | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string;
}

/** An admin's TOTP secret (base32); two-factor is on once `confirmed_at` is set. */
export interface AdminTwoFactorTable {
  admin_id: number;
  secret: string;
  confirmed_at: string | null;
  /** The last 30-second step whose code was accepted: a code works once. */
  last_step: number | string | null;
  created_at: string;
}

/** SHA-256 (hex) of one recovery code; the codes themselves are shown once and never stored. */
export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A sign-in waiting for its second factor: SHA-256 of the challenge handed out, valid 5 minutes, used once. */
export interface TwoFactorChallengesTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}
