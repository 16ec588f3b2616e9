// A model's details page with sections of its own: the record's fields and notes (RecordDetails) under the
// model's title, the way back to its list, and behind the view permission when a subject is named.
import { type ComponentType, useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { RequireView } from '../../list/pages/RequireView';
import type { SingleRecord } from '../../providers/dataProvider';

export interface DetailsSectionsProps {
  single: SingleRecord;
  /** Loads the record again, after a change a section made to it. */
  reload(): void;
}

interface DetailsPageDefinition {
  /** The model's resource, also its list's path under /default. */
  model: string;
  /** The message key of the model's title ('Users #12' until the record's own name is known). */
  title: string;
  /** Shown only to admins holding this subject's view permission. */
  subject?: string;
  Sections: ComponentType<DetailsSectionsProps>;
}

export function detailsPage({ model, title, subject, Sections }: DetailsPageDefinition): ComponentType {
  return function DetailsPage() {
    const translate = useTranslate();
    const basename = useBasename();
    // A new key loads the record again.
    const [version, setVersion] = useState(0);
    const page = (
      <RecordDetails key={version} model={model} title={translate(title)} listPath={`${basename}/${model}`}>
        {(single) => <Sections single={single} reload={() => setVersion((value) => value + 1)} />}
      </RecordDetails>
    );
    return subject ? <RequireView subject={subject}>{page}</RequireView> : page;
  };
}
