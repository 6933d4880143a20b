import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';

export interface FileUploadButtonProps {
  /** Text of the button. */
  label: string;
  /** Accessible name of the file input. */
  inputLabel: string;
  /** Types offered by the file picker; the server checks the content anyway. */
  accept: string;
  /** Size limit checked before sending (KB). */
  maxKb: number;
  /** What the files must be, under the button. */
  hint: ReactNode;
  /** Title of the error banner when the server refuses the file. */
  errorTitle: string;
  upload: (file: File) => Promise<{ message: string }>;
  onUploaded: (message: string) => void;
  disabled?: boolean;
}

/** Picks one file and sends it at once; the server's refusal (type, size) is shown under it. */
export function FileUploadButton({ label, inputLabel, accept, maxKb, hint, errorTitle, upload, onUploaded, disabled = false }: FileUploadButtonProps) {
  const { submit, failure, setFailure, pending } = useSaveForm({
    title: errorTitle,
    save: ({ file }: { file: File }) => upload(file),
    onSuccess: (answer) => onUploaded(answer.message),
  });

  const input = useRef<HTMLInputElement>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxKb * 1024) {
      setFailure({ title: errorTitle, message: `Le fichier ne doit pas dépasser ${maxKb} Ko.`, details: [] });
      return;
    }
    await submit({ file });
  };

  return (
    <Box>
      {/* A real button that opens the hidden file input (a label shown as a button is not a button). */}
      <Button variant="outlined" disabled={disabled || pending} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={inputLabel}
        disabled={disabled || pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a refusal.
          event.target.value = '';
          void send(file);
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {hint}
      </Typography>
      {failure && <SaveFailureAlert {...failure} sx={{ mt: 1 }} />}
    </Box>
  );
}
