// A page of a model's own behind its view permission (spec 6), loaded on its first visit.
import type { ComponentType } from 'react';
import { lazyForm } from '../../forms/lazyForm';
import { RequireView } from './RequireView';

export function guardedPage(subject: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazyForm(load);
  return function GuardedPage() {
    return (
      <RequireView subject={subject}>
        <Page />
      </RequireView>
    );
  };
}
