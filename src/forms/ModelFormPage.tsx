// The create/edit page of a model whose form is declared on the server (ModelUi.form).
// Placeholder: the generic react-admin form replaces it.
import type { ModelUi } from '../../common/models/registry';

export default function ModelFormPage(_props: { model: ModelUi }) {
  return null;
}
