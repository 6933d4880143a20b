import { useId, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import { PROFILE_PICTURE_MAX_KB } from '@irt/api/constants';

export interface PictureFieldProps {
  /** The picture shown: the chosen file's name, or the stored picture. */
  currentUrl: string | null;
  chosen: File | null;
  name: string;
  error: string | null;
  pending?: boolean;
  onChoose: (file: File | null) => void;
}

/** The profile picture (png, jpeg, jpg, 2048 Ko at most), chosen with a file picker. */
export function PictureField({ currentUrl, chosen, name, error, pending = false, onChoose }: PictureFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar src={currentUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
        {name.trim().slice(0, 1).toUpperCase() || '?'}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label="Fichier de la photo de profil"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!file) return;
            onChoose(file);
          }}
        />
        <Button variant="outlined" startIcon={<PhotoCamera />} onClick={() => input.current?.click()} disabled={pending} aria-describedby={hintId}>
          {chosen || currentUrl ? 'Changer la photo' : 'Choisir une photo'}
        </Button>
        <Typography id={hintId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
          {error ?? (chosen ? `Photo choisie : ${chosen.name}` : `PNG ou JPEG, ${PROFILE_PICTURE_MAX_KB} Ko au plus`)}
        </Typography>
      </Box>
    </Box>
  );
}

/** The size check made before sending (the server checks the type by the content). */
export function pictureError(file: File): string | null {
  return file.size > PROFILE_PICTURE_MAX_KB * 1024 ? `La photo ne doit pas dépasser ${PROFILE_PICTURE_MAX_KB} Ko.` : null;
}
