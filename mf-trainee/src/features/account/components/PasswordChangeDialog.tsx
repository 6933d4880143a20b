import { PasswordChangeDialog as SharedPasswordChangeDialog } from '@irt/shared-ui/components/PasswordChangeDialog';
import { useChangePassword } from '../api/change-password';

export interface PasswordChangeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The trainee's 'Changer mon mot de passe' (PUT /api/user/password), the dialog every role shares. */
export function PasswordChangeDialog({ open, onClose }: PasswordChangeDialogProps) {
  const change = useChangePassword();
  return <SharedPasswordChangeDialog open={open} onClose={onClose} onSubmit={(body) => change.mutateAsync(body)} pending={change.isPending} />;
}
