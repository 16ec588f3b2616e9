// Loads the notes of one record (they come with it from getSingle) and adds new ones.
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ModelDataProvider, RecordId } from '../../providers/dataProvider';
import { serverErrorText } from '../actions/actionErrors';
import type { Note } from '../types';

export function useNotes(model: string, id: RecordId | null) {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const translate = useTranslate();
  const [notes, setNotes] = useState<Note[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (id === null) return;
    setLoading(true);
    setError(null);
    try {
      setNotes((await dataProvider.getSingle(model, id)).notes);
    } catch (failure) {
      setNotes([]);
      setError(serverErrorText(failure) ?? translate('list.notes.fetch_failed'));
    } finally {
      setLoading(false);
    }
  }, [dataProvider, model, id, translate]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Saves a note then reloads the list; a failure is thrown for the form to show. */
  const add = useCallback(
    async (note: string, isPrivate: boolean) => {
      if (id === null) return;
      await dataProvider.addNote(model, id, note, isPrivate);
      await load();
    },
    [dataProvider, model, id, load],
  );

  return { notes, loading, error, add };
}
