import type { ResourceProps } from 'react-admin';

/** One model's resource: react-admin's <Resource> props plus the permission subject it is guarded by. */
export interface ResourceDeclaration extends ResourceProps {
  /** The {Model} of spec 6's permission strings, e.g. 'DietProgram' (view-DietProgram, edit-dietprograms). */
  subject: string;
}
