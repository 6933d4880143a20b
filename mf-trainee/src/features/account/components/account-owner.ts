import { createContext, useContext } from 'react';

/**
 * Whether the form shows the caller's own account (true) or another account an administrator edits
 * (/modifier-un-compte/{id}, the administrator-made registration): only the owner changes the main
 * email, and the banners speak to the owner or about the profile.
 */
export const OwnAccount = createContext(true);

export function useOwnAccount(): boolean {
  return useContext(OwnAccount);
}
