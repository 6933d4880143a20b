import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { INSTITUTE_CONTACT_EMAIL, INSTITUTE_NAME } from '@irt/api/constants';
import { ACCESSIBILITY_CONFORMITY, ACCESSIBILITY_STATEMENT_PATH, type AccessibilityLinkState } from '@irt/shared-auth';
import { PublicLayout } from './PublicLayout';
import { TermsOfUse } from './TermsOfUse';

/** Legal information, in the public layout. */
export default function LegalPage() {
  return (
    <PublicLayout title="Informations légales" width="wide">
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        Identification
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Le portail des formations de l&apos;{INSTITUTE_NAME} est la propriété de l&apos;université de rattachement
        de l&apos;Institut, qui en assure l&apos;édition.
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Il est hébergé par un prestataire d&apos;hébergement professionnel, établi dans l&apos;Union européenne et
        lié à l&apos;université par contrat.
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Contact :{' '}
        <Link href={`mailto:${INSTITUTE_CONTACT_EMAIL}`} underline="always">
          {INSTITUTE_CONTACT_EMAIL}
        </Link>
      </Typography>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1, mt: 3 }}>
        Accessibilité
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Le portail est {ACCESSIBILITY_CONFORMITY} avec le référentiel général d&apos;amélioration de l&apos;accessibilité (RGAA) :
        consultez la{' '}
        <Link
          component={RouterLink}
          to={ACCESSIBILITY_STATEMENT_PATH}
          state={{ from: '/informations-legales' } satisfies AccessibilityLinkState}
          underline="always"
        >
          déclaration d&apos;accessibilité
        </Link>
        , qui permet aussi de nous signaler une difficulté d&apos;accès.
      </Typography>
      <TermsOfUse headingLevel={2} />
    </PublicLayout>
  );
}
