// Builds a model's resource declaration: its generic list at /default/{name}, plus the create/edit route
// (`ops/:id?`) and the details page (`…/:id`) at the paths of spec 2.2. A model folder only describes.
import type { ComponentType } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Route, useNavigate } from 'react-router-dom';
import type { SvgIconComponent } from '@mui/icons-material';
import { ModelList, type ModelListProps } from '../list/ModelList';
import { MessagePage } from '../list/pages/MessagePage';
import { RecordDetails } from '../list/pages/RecordDetails';
import { RequireView } from '../list/pages/RequireView';
import type { Row } from '../list/types';
import type { ResourceDeclaration } from './types';

export interface ModelResourceConfig {
  /** The resource name, which is its path under /default (e.g. `payment-methods`, `faq-list`). */
  name: string;
  /** The API's model name when it differs from `name` (e.g. `faqs`). */
  model?: string;
  /** Permission subject of spec 6 (e.g. `PaymentMethod`). */
  subject: string;
  icon: SvgIconComponent;
  /** The list screen's switches. */
  list?: Pick<ModelListProps, 'notes' | 'deletable' | 'today' | 'todayField'>;
  /**
   * Create and edit at `/{base}/{path}/:id?`, e.g. `{ path: 'ops' }` or `{ base: 'faq', path: 'ops' }`.
   * Without `form` the route only says the form is not available yet, and the list offers no Edit or Add New.
   */
  ops?: { path: string; base?: string; form?: ComponentType };
  /** Details page at `/{name}/{details}/:id` (`''` for `/{name}/:id`). */
  details?: string;
}

const join = (...parts: string[]) => parts.filter((part) => part !== '').join('/');

/** The resource declaration(s) of a model: two when its form lives under another path (FAQ). */
export function modelResource(config: ModelResourceConfig): ResourceDeclaration[] {
  const { name, subject, icon, ops, details } = config;
  const model = config.model ?? name;
  const titleKey = `list.models.${model}`;
  const opsBase = ops?.base ?? name;

  function ListPage() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const basename = useBasename();
    // Edit and Add New only lead somewhere once the model's form exists.
    const opsPath = ops?.form ? `${basename}/${join(opsBase, ops.path)}` : null;
    const detailsPath = (row: Row) => `${basename}/${join(name, details ?? '', encodeURIComponent(String(row.ID)))}`;
    return (
      <RequireView subject={subject}>
        <ModelList
          model={model}
          subject={subject}
          title={translate(titleKey)}
          {...config.list}
          onAddNew={opsPath ? () => navigate(opsPath) : undefined}
          onUpdate={opsPath ? (row: Row) => navigate(`${opsPath}/${encodeURIComponent(String(row.ID))}`) : undefined}
          onDoubleClick={details !== undefined ? (row: Row) => navigate(detailsPath(row)) : undefined}
        />
      </RequireView>
    );
  }

  function DetailsPage() {
    const translate = useTranslate();
    const basename = useBasename();
    return (
      <RequireView subject={subject}>
        <RecordDetails model={model} title={translate(titleKey)} listPath={`${basename}/${name}`} />
      </RequireView>
    );
  }

  /** The slot a model's form fills; until it exists the route says so. */
  function PendingForm() {
    const basename = useBasename();
    return <MessagePage titleKey="list.pending_form.title" textKey="list.pending_form.text" backTo={`${basename}/${name}`} />;
  }

  const Form = ops?.form ?? PendingForm;
  const opsRoute = ops ? [<Route key="ops" path={`${ops.path}/:id?`} element={<Form />} />] : [];
  const detailsRoute =
    details !== undefined ? [<Route key="details" path={join(details, ':id')} element={<DetailsPage />} />] : [];
  const options = { label: titleKey, model };

  const list: ResourceDeclaration = {
    name,
    subject,
    icon,
    options,
    list: ListPage,
    children: [...(opsBase === name ? opsRoute : []), ...detailsRoute],
  };
  return opsBase === name ? [list] : [list, { name: opsBase, subject, icon, options, children: opsRoute }];
}
