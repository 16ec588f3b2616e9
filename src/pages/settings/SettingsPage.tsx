// /default/settings (spec 2.2): every setting of the server's catalogue, grouped in sections and typed,
// saved together with POST settings (all or none); the server's message for a value shows under its input.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, useNotify, usePermissions, useTranslate } from 'react-admin';
import { SETTING_GROUPS } from '../../../common/settings/catalogue';
import { FormSection } from '../../forms/FormSection';
import { SaveBar } from '../../forms/SaveBar';
import type { ModelDataProvider } from '../../providers/dataProvider';
import { HttpError } from '../../providers/http';
import { useDataProvider } from 'react-admin';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { SettingInput } from './SettingInput';
import { changedSettings, formValues, groupSettings } from './settingValues';
import { type LoadedSettings, useSettings } from './useSettings';

const EDIT_PERMISSIONS = ['edit-settings', 'manage-settings'];

function SettingsForm({
  loaded,
  canEdit,
  onSaved,
}: {
  loaded: LoadedSettings;
  canEdit: boolean;
  onSaved(saved: Record<string, unknown>): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const initial = formValues(loaded.catalogue, loaded.stored);

  const save = async (values: Record<string, unknown>) => {
    const changes = changedSettings(loaded.catalogue, initial, values);
    if (Object.keys(changes).length === 0) {
      notify('settings.nothing_changed', { type: 'info' });
      return undefined;
    }
    try {
      onSaved(await dataProvider.saveSettings(changes));
      return undefined;
    } catch (error) {
      // The body holds each refused setting's first message by key: react-admin shows it under the input.
      if (error instanceof HttpError && error.body && typeof error.body === 'object' && 'errors' in error.body)
        return (error.body as { errors: Record<string, string> }).errors;
      return undefined;
    }
  };

  return (
    <Form record={initial} onSubmit={save} noValidate>
      {groupSettings(loaded.catalogue, SETTING_GROUPS).map(({ group, settings }) => (
        <FormSection key={group} title={translate(`settings.groups.${group}`, { _: group })}>
          {settings.map((setting) => (
            <SettingInput key={setting.key} setting={setting} stored={loaded.stored[setting.key]} disabled={!canEdit} />
          ))}
        </FormSection>
      ))}
      {canEdit && <SaveBar />}
    </Form>
  );
}

export default function SettingsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { loaded, failed, retry, replace } = useSettings();
  // A save starts the form again from the saved values (secrets empty again, their new mask shown).
  const [saves, setSaves] = useState(0);
  useDocumentTitle(translate('settings.title'));
  const canEdit = Array.isArray(permissions) && EDIT_PERMISSIONS.some((permission) => permissions.includes(permission));

  return (
    <Box sx={{ py: 2 }}>
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
            {translate('settings.title')}
          </Typography>
          {failed ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={retry}>
                  {translate('settings.retry')}
                </Button>
              }
            >
              {translate('settings.failed')}
            </Alert>
          ) : !loaded ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{translate('settings.loading')}</Typography>
            </Box>
          ) : (
            <>
              {!canEdit && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {translate('settings.read_only')}
                </Alert>
              )}
              <SettingsForm
                key={saves}
                loaded={loaded}
                canEdit={canEdit}
                onSaved={(saved) => {
                  replace(saved);
                  setSaves((count) => count + 1);
                }}
              />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
