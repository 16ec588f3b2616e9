// The success / error / warning dialog after an action; it closes itself after 2 seconds (spec 8).
import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAutoClose } from '../../components/useAutoClose';

export const RESULT_DIALOG_MS = 2000;

export interface ActionResult {
  kind: 'success' | 'error' | 'warning';
  text: string;
}

const TITLES: Record<ActionResult['kind'], string> = {
  success: 'list.result.success_title',
  error: 'list.result.error_title',
  warning: 'list.result.warning_title',
};

interface ResultDialogProps {
  result: ActionResult | null;
  onClose: () => void;
  /** Once it has closed and MUI has returned focus to where the action started. */
  onClosed?: () => void;
}

export function ResultDialog({ result, onClose, onClosed }: ResultDialogProps) {
  const translate = useTranslate();
  useAutoClose(result !== null, onClose, RESULT_DIALOG_MS);
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby="list-result-title"
      slotProps={{ transition: { onExited: onClosed } }}
    >
      {result && (
        <>
          <DialogTitle id="list-result-title">{translate(TITLES[result.kind])}</DialogTitle>
          <DialogContent>
            <Alert severity={result.kind} role={result.kind === 'success' ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
