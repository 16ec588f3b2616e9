// Runs row and bulk actions: confirm (Yes/No), call the server, then report in a dialog that closes
// itself. Success reloads the list and clears the selection; nothing selected means nothing happens.
import { useCallback, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ModelDataProvider, RecordId } from '../../providers/dataProvider';
import { bulkErrorText, singleErrorText, type ErrorText } from './actionErrors';
import { ConfirmDialog } from './ConfirmDialog';
import { ResultDialog, type ActionResult } from './ResultDialog';

const STANDARD_ACTIONS = new Set(['delete', 'restore', 'enable', 'disable']);

export interface ActionRequest {
  /** delete, restore, enable, disable or a custom action's name. */
  action: string;
  ids: RecordId[];
  bulk: boolean;
  /** The server's label of a custom action. */
  label?: string;
}

interface UseListActionsOptions {
  model: string;
  onSuccess: () => void;
  /** After the result dialog has closed (focus may need a new home if the row went away). */
  onResultClosed?: () => void;
}

export function useListActions({ model, onSuccess, onResultClosed }: UseListActionsOptions) {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const translate = useTranslate();
  const [pending, setPending] = useState<ActionRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  const ask = useCallback((request: ActionRequest) => {
    if (request.ids.length === 0) return;
    setPending(request);
  }, []);

  const textOf = (error: ErrorText) => ('text' in error ? error.text : translate(error.key, error.options));

  const run = async () => {
    if (!pending) return;
    const { action, ids, bulk, label } = pending;
    setBusy(true);
    try {
      await dataProvider.runAction(model, bulk ? ids : ids[0], action);
      setResult({ kind: 'success', text: translate('list.result.success') });
      onSuccess();
    } catch (error) {
      setResult(
        bulk
          ? { kind: 'warning', text: textOf(bulkErrorText(action, error, label)) }
          : { kind: 'error', text: textOf(singleErrorText(action, error)) },
      );
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const question = (request: ActionRequest): string => {
    const standard = STANDARD_ACTIONS.has(request.action);
    const key = standard ? request.action : 'custom';
    return request.bulk
      ? translate(`list.confirm.bulk_${key}`, { smart_count: request.ids.length, action: request.label })
      : translate(`list.confirm.${key}`, { action: request.label });
  };

  const closeResult = useCallback(() => setResult(null), []);

  const dialogs = (
    <>
      <ConfirmDialog
        open={pending !== null}
        question={pending ? question(pending) : ''}
        busy={busy}
        onYes={run}
        onNo={() => setPending(null)}
      />
      <ResultDialog result={result} onClose={closeResult} onClosed={onResultClosed} />
    </>
  );

  return { ask, dialogs };
}
