import { PasswordChangeDialog as SharedPasswordChangeDialog } from '@irt/shared-ui/components/PasswordChangeDialog';
import { useChangeOwnPassword } from '@irt/shared-auth/endpoints';

export interface PasswordChangeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The trainee's 'Changer mon mot de passe' (PUT /api/user/password), the dialog every role shares. */
export function PasswordChangeDialog({ open, onClose }: PasswordChangeDialogProps) {
  const change = useChangeOwnPassword();
  return <SharedPasswordChangeDialog open={open} onClose={onClose} onSubmit={(body) => change.mutateAsync(body)} pending={change.isPending} />;
}
