// The profile image: the current picture (or the default one), a button that opens the file chooser,
// and one that removes the picture. A chosen file is previewed until the form is saved.
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { UserAvatar } from '../../layout/user/UserAvatar';
import { ACCEPTED_IMAGE_TYPES, imageProblem, MAX_IMAGE_MEGABYTES } from './imageRules';
import type { ImageChoice } from './saveProfile';

interface ProfileImageFieldProps {
  currentImage: string | null | undefined;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** A message from the server about the image. */
  serverError?: string;
  disabled?: boolean;
}

/** An object URL for the chosen file, released when it changes. */
function usePreview(choice: ImageChoice): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    // createObjectURL is missing where there is no browser (tests).
    if (choice.kind !== 'new' || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice]);
  return preview;
}

export const ProfileImageField = ({
  currentImage,
  choice,
  onChange,
  serverError,
  disabled,
}: ProfileImageFieldProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(choice);
  const shown = choice.kind === 'new' ? preview : choice.kind === 'removed' ? null : currentImage;
  const error = problem ? translate(problem, { size: MAX_IMAGE_MEGABYTES }) : serverError;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (!found) onChange({ kind: 'new', file });
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <UserAvatar image={shown} alt={translate('shell.profile.image_alt')} size={88} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {translate('shell.profile.image')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            onClick={() => input.current?.click()}
            disabled={disabled}
          >
            {translate('shell.profile.choose_image')}
          </Button>
          {shown && (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => onChange({ kind: 'removed' })}
              disabled={disabled}
            >
              {translate('shell.profile.remove_image')}
            </Button>
          )}
        </Box>
        <FormHelperText id={hintId} error={Boolean(error)} sx={{ m: 0 }}>
          {error ?? translate('shell.profile.image_hint', { size: MAX_IMAGE_MEGABYTES })}
        </FormHelperText>
        <input
          ref={input}
          type="file"
          name="image"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          hidden
          data-testid="profile-image-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = ''; // choosing the same file again still reports a change
          }}
        />
      </Box>
    </Box>
  );
};
