import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { Localized } from '../../common/localized';

/** One model's resource: react-admin's <Resource> props plus the permission subject it is guarded by. */
export interface ResourceDeclaration extends ResourceProps {
  /** The {Model} of spec 6's permission strings, e.g. 'DietProgram' (view-DietProgram, edit-dietprograms). */
  subject: string;
  /** The API's model name and the page title in both languages. */
  options: { model: string; title: Localized };
}

/**
 * The screens a model has of its own, exported by `src/resources/<model name>/index.ts` (a folder exists
 * only for such a model), e.g. `{ form: lazyForm(() => import('./CouponFormPage')) }`.
 */
export interface CustomScreens {
  /** The create/edit page at the model's ops route, instead of its declared form. */
  form?: ComponentType;
  /**
   * Route segments after the ops route's `:id?` naming declared form fields the address can preset, e.g.
   * `:program_id?` for `sub-programs/ops/0/3` (a new sub-programme of programme 3; `0` stands for no id).
   */
  opsParams?: string;
  /** The form only edits (members join through the app): the list offers Edit but no Add New. */
  editOnly?: boolean;
  /** Shown above the model's generic list (e.g. the admins waiting for approval). */
  beforeList?: ComponentType;
  /** The page at the model's details route (`/{resource}/{details}/:id`), instead of the generic one. */
  details?: ComponentType;
  /** Pages of the model at paths of their own under /default (e.g. `sub-programs-edit/:id`). */
  pages?: ReadonlyArray<{ path: string; component: ComponentType }>;
}
