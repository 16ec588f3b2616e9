// Approving a pending account: choose the role to give (the roles the search picker offers); the server's
// refusal (a role above yours, Super Admin) shows in the dialog.
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { saveErrorText } from '../../forms/saveErrorText';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { PendingAccount } from '../../providers/calls/accounts';

const text = (key: string) => `people.pending.${key}`;

interface ApproveAccountDialogProps {
  account: PendingAccount | null;
  onClose(): void;
  onDone(): void;
}

export function ApproveAccountDialog({ account, onClose, onDone }: ApproveAccountDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [roles, setRoles] = useState<Array<[string, string]>>([]);
  const [roleId, setRoleId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!account) return;
    setRoleId('');
    setProblem(null);
    dataProvider.searchPicker('roles', { query: '' }).then(
      (choices) => setRoles(Object.entries(choices).map(([id, label]) => [id, String(label)])),
      (error: unknown) => console.error('The roles could not be loaded.', error),
    );
  }, [account, dataProvider]);

  const approve = async () => {
    if (!account) return;
    if (roleId === '') {
      setProblem(translate(text('role_required')));
      return;
    }
    setSaving(true);
    try {
      await dataProvider.approveAccount(account.id, roleId);
      onDone();
    } catch (error) {
      setProblem(saveErrorText(error) ?? translate(text('failed')));
    } finally {
      setSaving(false);
    }
  };

  const name = account ? `${account.first_name} ${account.last_name}`.trim() : '';
  return (
    <Dialog open={account !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(text('approve_title'), { name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormControl fullWidth size="small" sx={{ mt: 1 }}>
          <InputLabel id="approve-role-label">{translate(text('role'))}</InputLabel>
          <Select
            labelId="approve-role-label"
            label={translate(text('role'))}
            value={roleId}
            onChange={(event) => setRoleId(String(event.target.value))}
          >
            {roles.map(([id, label]) => (
              <MenuItem key={id} value={id}>
                {label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(text('cancel'))}</Button>
        <Button variant="contained" onClick={approve} disabled={saving}>
          {translate(text('approve'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
