// The admin's resources, built from the served model registry (GET models): every model gets its list,
// form slot and details page; a model with screens of its own has a folder here (customScreens.ts).
// authProvider.canAccess reads the permission subject each resource declares.
import { type JSX, lazy, Suspense } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ModelUi } from '../../common/models/registry';
import { NotAvailablePage } from '../list/pages/MessagePage';
import { NOT_AVAILABLE_PATH } from '../list/table/detailLinks';
import { declareSubject } from '../providers/permissions';
import { CUSTOM_SCREENS } from './customScreens';
import { modelResource } from './modelResource';
import type { CustomScreens, ResourceDeclaration } from './types';

/** Every model's resource declarations, in registry order (a pure function of the served registry). */
export function modelResources(
  models: readonly ModelUi[],
  screens: Readonly<Record<string, CustomScreens>> = CUSTOM_SCREENS,
): ResourceDeclaration[] {
  return models.flatMap((model) => [
    ...modelResource(model, screens[model.name]),
    ...ownPages(model, screens[model.name]),
  ]);
}

/** A model's pages at paths of their own (`sub-programs-edit/:id`), each a resource named by its first segment. */
function ownPages(model: ModelUi, screens: CustomScreens = {}): ResourceDeclaration[] {
  return (screens.pages ?? []).map(({ path, component: Page }) => {
    const [name, ...rest] = path.split('/');
    return {
      name,
      subject: model.subject,
      options: { model: model.name, title: model.label },
      children: [<Route key={path} path={rest.join('/')} element={<Page />} />],
    };
  });
}

const LibraryTreePage = lazy(() => import('../library/LibraryTreePage'));

/** The library's category trees and their paths. */
const LIBRARY_TREES = [
  { path: '/exercises-Categories', kind: 'exercise' },
  { path: '/rounds-categories', kind: 'round' },
] as const;

/** The page the list's links to detail pages this admin does not have lead to, and the library's trees (spec 2.2). */
export const modelRoutes = (
  <CustomRoutes key="model-pages">
    <Route path={NOT_AVAILABLE_PATH} element={<NotAvailablePage />} />
    {LIBRARY_TREES.map(({ path, kind }) => (
      <Route
        key={kind}
        path={path}
        element={
          <Suspense fallback={null}>
            <LibraryTreePage kind={kind} />
          </Suspense>
        }
      />
    ))}
  </CustomRoutes>
);

// Built once per registry, so react-admin asking again (new permissions) keeps the same pages mounted.
const built = new WeakMap<readonly ModelUi[], JSX.Element[]>();

/** The <Resource> elements of the registry (children of <Admin>), their subjects declared for canAccess. */
export function resourceElements(models: readonly ModelUi[]): JSX.Element[] {
  let elements = built.get(models);
  if (!elements) {
    const declarations = modelResources(models);
    declarations.forEach(({ name, subject }) => declareSubject(name, subject));
    elements = [
      ...declarations.map(({ subject: _subject, ...props }) => <Resource key={props.name} {...props} />),
      modelRoutes,
    ];
    built.set(models, elements);
  }
  return elements;
}
