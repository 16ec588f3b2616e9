// The single registration point of the admin's resources. A model lives in resources/<name>/index.ts,
// which exports a ResourceDeclaration; list it in `declarations` and it gets its routes under
// /default/<name> and its permission checks (authProvider.canAccess reads the subject declared here).
import { Resource } from 'react-admin';
import { declareSubject } from '../providers/permissions';
import type { ResourceDeclaration } from './types';
import { modelDeclarations, modelRoutes } from './modelResources';

const declarations: ResourceDeclaration[] = [...modelDeclarations];

declarations.forEach(({ name, subject }) => declareSubject(name, subject));

/** Rendered as the children of <Admin>. */
export const resources = [
  ...declarations.map(({ subject: _subject, ...props }) => <Resource key={props.name} {...props} />),
  modelRoutes,
];
