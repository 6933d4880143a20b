/**
 * URL under which the API serves a profile picture to logged-in users (the stored file key is never
 * exposed); null when the profile has none.
 */
export function profilePictureUrl(profileId: number, storedKey: string | null | undefined): string | null {
  return storedKey ? `/api/profiles/${profileId}/picture` : null;
}
