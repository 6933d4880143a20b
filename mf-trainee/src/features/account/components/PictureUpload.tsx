import { PROFILE_PICTURE_MAX_KB } from '@irt/api/constants';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useUploadProfilePicture } from '@irt/shared-auth/endpoints';
import { FileUploadButton } from './FileUploadButton';

const MAX_KB = PROFILE_PICTURE_MAX_KB;

/** The profile picture (png, jpeg, jpg), sent as soon as it is chosen. */
export function PictureUpload({ profileId, onUploaded }: { profileId: number; onUploaded: () => void }) {
  const upload = useUploadProfilePicture();
  return (
    <FileUploadButton
      label="Changer la photo"
      inputLabel="Fichier de la photo de profil"
      accept="image/png,image/jpeg"
      maxKb={MAX_KB}
      hint={`PNG ou JPEG, ${MAX_KB} Ko au plus`}
      errorTitle={MESSAGES.saveFailedShort.text}
      upload={(file) => upload.mutateAsync({ profileId, file })}
      onUploaded={() => {
        notify(MESSAGES.itemUpdated);
        onUploaded();
      }}
    />
  );
}
