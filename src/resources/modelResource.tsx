// A model's resource from its served declaration: its generic list at /default/{resource}, plus the
// create/edit route (`ops/:id?`), the details page (`…/:id`) and the record at `/{resource}/:id`, at the
// paths of spec 2.2. The ops route renders the model's own form (src/resources/<name>/) or its declared one
// (ModelFormPage).
import { lazy, Suspense, type ComponentType } from 'react';
import { useBasename } from 'react-admin';
import { Route, useNavigate } from 'react-router-dom';
import type { ModelUi } from '../../common/models/registry';
import { ModelList } from '../list/ModelList';
import { MessagePage } from '../list/pages/MessagePage';
import { RecordDetails } from '../list/pages/RecordDetails';
import { RequireView } from '../list/pages/RequireView';
import type { Row } from '../list/types';
import { menuIcon } from '../menu/icons';
import { useLocalized } from '../registry/useLocalized';
import type { CustomScreens, ResourceDeclaration } from './types';

const ModelFormPage = lazy(() => import('../forms/ModelFormPage'));

const join = (...parts: string[]) => parts.filter((part) => part !== '').join('/');

/** The page a declared form renders on, loaded on its first visit. */
function declaredForm(model: ModelUi): ComponentType {
  return function DeclaredForm() {
    return (
      <Suspense fallback={null}>
        <ModelFormPage model={model} />
      </Suspense>
    );
  };
}

/** The resource declaration(s) of a model: two when its form lives under another path (FAQ). */
export function modelResource(model: ModelUi, screens: CustomScreens = {}): ResourceDeclaration[] {
  const { name, resource, subject, ops, details, label } = model;
  const opsBase = ops?.base ?? resource;
  // Edit and Add New only lead somewhere once the model has a form.
  const form = screens.form ?? (model.form ? declaredForm(model) : undefined);

  function ListPage() {
    const localized = useLocalized();
    const navigate = useNavigate();
    const basename = useBasename();
    const opsPath = ops && form ? `${basename}/${join(opsBase, ops.path)}` : null;
    const detailsPath = (row: Row) =>
      `${basename}/${join(resource, details ?? '', encodeURIComponent(String(row.ID)))}`;
    const BeforeList = screens.beforeList;
    return (
      <RequireView subject={subject}>
        {BeforeList && <BeforeList />}
        <ModelList
          model={name}
          subject={subject}
          title={localized(label)}
          filterKeys={model.filterKeys}
          notes={model.list.notes}
          deletable={model.list.deletable}
          today={model.list.today !== undefined}
          todayField={model.list.today}
          onAddNew={opsPath && !screens.editOnly ? () => navigate(opsPath) : undefined}
          onUpdate={opsPath ? (row: Row) => navigate(`${opsPath}/${encodeURIComponent(String(row.ID))}`) : undefined}
          onDoubleClick={details !== undefined ? (row: Row) => navigate(detailsPath(row)) : undefined}
        />
      </RequireView>
    );
  }

  function DetailsPage() {
    const localized = useLocalized();
    const basename = useBasename();
    const Details = screens.details;
    return (
      <RequireView subject={subject}>
        {Details ? (
          <Details />
        ) : (
          <RecordDetails model={name} title={localized(label)} listPath={`${basename}/${resource}`} />
        )}
      </RequireView>
    );
  }

  /** The slot of a form still to come: an address typed by hand says so. */
  function PendingForm() {
    const basename = useBasename();
    return (
      <MessagePage
        titleKey="list.pending_form.title"
        textKey="list.pending_form.text"
        backTo={`${basename}/${resource}`}
      />
    );
  }

  const Form = form ?? PendingForm;
  const opsPath = join(ops?.path ?? '', ':id?', screens.opsParams ?? '');
  const opsRoute = ops ? [<Route key="ops" path={opsPath} element={<Form />} />] : [];
  const Details = screens.details ?? DetailsPage;
  const detailsRoute =
    details !== undefined ? [<Route key="details" path={join(details, ':id')} element={<Details />} />] : [];
  // `/{resource}/:id` opens the record (spec 2.2 `…/:id?`): its details page, else its form, else the
  // generic details. Without this route the address would fall through to the list.
  const RecordPage = details !== undefined ? Details : (form ?? Details);
  const recordRoute = details !== '' ? [<Route key="record" path=":id" element={<RecordPage />} />] : [];
  const icon = menuIcon(model.menu?.icon);
  const options = { model: name, title: label };

  const list: ResourceDeclaration = {
    name: resource,
    subject,
    icon,
    options,
    list: ListPage,
    children: [...(opsBase === resource ? opsRoute : []), ...detailsRoute, ...recordRoute],
  };
  return opsBase === resource ? [list] : [list, { name: opsBase, subject, icon, options, children: opsRoute }];
}
