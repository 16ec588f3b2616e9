// The frame of a create/edit form page: title (also the tab title), back to the list, loading state,
// the <form> with its Save button, and the missing-fields and error notices.
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { DirectionalIcon } from '../theme/DirectionalIcon';
import { focusFirstProblem } from './focusFirstProblem';
import { MissingFieldsNotice } from './MissingFieldsNotice';
import { SaveErrorDialog } from './SaveErrorDialog';
import type { SaveFailure } from './useModelForm';

/** The parts of a form's state the frame uses (see useModelForm). */
export interface FormFrameState {
  loading: boolean;
  saving: boolean;
  submit(): Promise<void>;
  missingFields: boolean;
  /** Counts the saves the rules stopped. */
  blockedSaves: number;
  closeMissingFields(): void;
  failure: SaveFailure | null;
  closeFailure(): void;
}

interface FormPageProps {
  title: string;
  /** Shown while the item loads. */
  loadingText: string;
  /** The list under /default, e.g. `coupons`. */
  listPath: string;
  form: FormFrameState;
  children: ReactNode;
}

export function FormPage({ title, loadingText, listPath, form, children }: FormPageProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const formElement = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  useDocumentTitle(title);

  useEffect(() => {
    if (form.blockedSaves > 0) focusFirstProblem(formElement.current);
  }, [form.blockedSaves]);

  return (
    <>
      <Box sx={{ py: 2 }}>
        <Card>
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
              <Typography component="h1" variant="h5">
                {title}
              </Typography>
              <Button component={RouterLink} to={`${basename}/${listPath}`} startIcon={<DirectionalIcon icon={ArrowBackIcon} />}>
                {translate('forms.back')}
              </Button>
            </Box>
            {form.loading ? (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
                <CircularProgress size={24} aria-hidden />
                <Typography>{loadingText}</Typography>
              </Box>
            ) : (
              <Box
                component="form"
                ref={formElement}
                noValidate
                aria-label={title}
                onSubmit={(event) => {
                  event.preventDefault();
                  void form.submit();
                }}
              >
                {children}
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <Button ref={saveButton} type="submit" variant="contained" disabled={form.saving}>
                    {translate(form.saving ? 'forms.saving' : 'forms.save')}
                  </Button>
                </Box>
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>
      <MissingFieldsNotice open={form.missingFields} onClose={form.closeMissingFields} />
      <SaveErrorDialog
        open={form.failure !== null}
        text={form.failure?.text ?? null}
        onClose={form.closeFailure}
        // Save was disabled while the request ran, which dropped the focus the dialog would return to.
        onClosed={() => saveButton.current?.focus()}
      />
    </>
  );
}
