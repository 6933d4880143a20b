import Stack from '@mui/material/Stack';
import type { ProfileDetail } from '@irt/api/contract';
import { OwnAccount } from './account-owner';
import { AddressSection } from './AddressSection';
import { BankSection } from './BankSection';
import { CompletionBanner } from './CompletionBanner';
import { MissingFieldsProvider } from './fields';
import { NewsletterSection } from './NewsletterSection';
import { ProfessionalSection } from './ProfessionalSection';
import { ProfileSection } from './ProfileSection';
import { SectionHeadingLevel } from './SectionCard';
import { UnionMandateSection } from './UnionMandateSection';
import { VehicleSection } from './VehicleSection';

export interface AccountSectionsProps {
  /** The profile as the server holds it; null before it is created. */
  profile: ProfileDetail | null;
  /** Level of the sections' titles: h3 when they sit under a heading of level 2. */
  headingLevel?: 'h2' | 'h3';
  /** False when an administrator edits another account: no main email change, banners about the profile. */
  ownAccount?: boolean;
}

/**
 * The trainee's profile, section by section, under the banner of its completion: the account page
 * (/modifier-un-compte) and the registration wizard's step 'Vérifiez votre profil' both show it. Each
 * section saves on its own and loads the profile again, so the banner follows every save; those after
 * 'Profil' stay disabled until the profile exists.
 */
export function AccountSections({ profile, headingLevel = 'h2', ownAccount = true }: AccountSectionsProps) {
  const locked = profile === null;
  return (
    <OwnAccount.Provider value={ownAccount}>
      <SectionHeadingLevel.Provider value={headingLevel}>
        <MissingFieldsProvider missing={profile?.missing_fields ?? []}>
          <Stack spacing={2}>
            <CompletionBanner profile={profile} />
            <ProfileSection profile={profile} />
            <AddressSection profile={profile} disabled={locked} />
            <ProfessionalSection profile={profile} disabled={locked} />
            <UnionMandateSection profile={profile} disabled={locked} />
            <VehicleSection profile={profile} disabled={locked} />
            <BankSection profile={profile} disabled={locked} />
            <NewsletterSection profile={profile} disabled={locked} />
          </Stack>
        </MissingFieldsProvider>
      </SectionHeadingLevel.Provider>
    </OwnAccount.Provider>
  );
}
