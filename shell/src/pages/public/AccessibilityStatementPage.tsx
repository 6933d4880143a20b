import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { INSTITUTE_NAME } from '@irt/api/constants';
import { ACCESSIBILITY_CONFORMITY, accessibilityLinkOrigin } from '@irt/shared-auth';
import { formatDay } from '@irt/shared-ui/formatters';
import { ACCESSIBILITY_AUDIT, auditedPages } from './accessibility-audit';
import { AccessibilityFeedbackForm } from './AccessibilityFeedbackForm';
import { PublicLayout } from './PublicLayout';

const DEFENSEUR_FORM = 'https://formulaire.defenseurdesdroits.fr/';
const DEFENSEUR_DELEGATES = 'https://www.defenseurdesdroits.fr/carte-des-delegues';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4, '& p': { mb: 1.5 }, '& ul': { mt: 0, mb: 1.5, pl: 3 } }}>
      <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mt: 2.5, mb: 1 }}>
      {children}
    </Typography>
  );
}

function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul">
      {items.map((item, index) => (
        // The lists are fixed texts: their order is their identity.
        <Typography component="li" key={index} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

const longDate = (day: string) => formatDay(day);

/** The page a visitor came from, as an address of the portal ('' when unknown). */
function originPage(state: unknown): string {
  const from = accessibilityLinkOrigin(state);
  if (from) return `${window.location.origin}${from}`;
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.origin === window.location.origin && accessibilityLinkOrigin({ from: referrer.pathname })) return referrer.href;
  } catch {
    // An unreadable referrer leaves the field empty.
  }
  return '';
}

/**
 * The accessibility statement of the portal, in the RGAA 4.1 model: commitment, conformity state,
 * test results, what is not accessible, how the statement was drawn up, the feedback form and the
 * recourse. Its facts come from `accessibility-audit.ts`.
 */
export default function AccessibilityStatementPage() {
  const location = useLocation();
  const audit = ACCESSIBILITY_AUDIT;
  const portal = window.location.origin;
  const pages = auditedPages();
  const publicPages = pages.filter((route) => route.roles === 'public' || route.roles === 'no-rule');
  const portalName = `portail des formations de l'${INSTITUTE_NAME}`;

  return (
    <PublicLayout title="Déclaration d'accessibilité" width="wide">
      <Typography sx={{ mb: 1.5 }}>
        L&apos;{INSTITUTE_NAME} s&apos;engage à rendre ses sites internet, intranet, extranet et ses progiciels accessibles
        conformément à l&apos;article 47 de la loi n° 2005-102 du 11 février 2005.
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Cette déclaration d&apos;accessibilité s&apos;applique au {portalName}, à l&apos;adresse{' '}
        <Link href={portal} underline="always">
          {portal}
        </Link>
        .
      </Typography>

      <Section id="etat-de-conformite" title="État de conformité">
        <Typography>
          Le {portalName} est <strong>{ACCESSIBILITY_CONFORMITY}</strong> avec le référentiel général d&apos;amélioration de
          l&apos;accessibilité (RGAA), version 4.1, en raison des non-conformités et des contenus non vérifiés énumérés
          ci-dessous.
        </Typography>
        <Typography>
          Seuls des contrôles automatisés et des parcours au clavier ont été réalisés : l&apos;audit complet des{' '}
          {audit.criteriaTotal} critères du RGAA reste à mener. Tant qu&apos;il ne l&apos;est pas, le portail ne peut être
          déclaré totalement conforme.
        </Typography>
      </Section>

      <Section id="resultats-des-tests" title="Résultats des tests">
        <Typography>
          La dernière vérification date du {longDate(audit.lastCheckDate)}. Elle a porté sur les {pages.length} pages de la
          table des routes du portail ({publicPages.length} pages publiques et {pages.length - publicPages.length} pages du
          portail connecté), ouvertes sans compte et avec chacun des {audit.roles.length} rôles ({audit.roles.join(', ')}),
          en largeur {audit.widths.map((width) => `${width} px`).join(' et ')} :
        </Typography>
        <BulletList
          items={[
            `contrôle automatisé par axe-core des règles WCAG 2.0, 2.1 et 2.2 de niveaux A et AA et de ses bonnes pratiques, chaque onglet compris : ${
              audit.axeViolationsLeft === 0
                ? 'aucune anomalie relevée, quel que soit son niveau d’impact'
                : `${audit.axeViolationsLeft} anomalies restent à corriger`
            } ;`,
            'parcours au clavier seul : chaque page s’atteint et ses commandes s’utilisent sans souris, avec un focus visible ;',
            `audit des critères du RGAA : ${audit.criteriaAudited} critère${audit.criteriaAudited > 1 ? 's' : ''} sur ${audit.criteriaTotal} audités un à un.`,
          ]}
        />
        <Typography>
          Aucun taux de conformité au RGAA n&apos;est publié : il suppose l&apos;audit complet des {audit.criteriaTotal}{' '}
          critères, qui reste à faire. C&apos;est pourquoi le portail est déclaré {ACCESSIBILITY_CONFORMITY}.
        </Typography>
      </Section>

      <Section id="contenus-non-accessibles" title="Contenus non accessibles">
        <Typography>Les contenus listés ci-dessous ne sont pas accessibles pour les raisons suivantes.</Typography>
        <SubHeading>Non-conformités</SubHeading>
        <BulletList items={audit.nonConformities} />
        <SubHeading>Dérogations pour charge disproportionnée</SubHeading>
        {audit.disproportionateBurden.length === 0 ? (
          <Typography>Aucune : l&apos;institut ne revendique aucune dérogation pour charge disproportionnée.</Typography>
        ) : (
          <BulletList items={audit.disproportionateBurden} />
        )}
        <SubHeading>Contenus non soumis à l&apos;obligation d&apos;accessibilité</SubHeading>
        <BulletList items={audit.exempted} />
      </Section>

      <Section id="etablissement" title="Établissement de cette déclaration">
        <Typography>Cette déclaration a été établie le {longDate(audit.statementDate)}.</Typography>
        <SubHeading>Technologies utilisées pour la réalisation du portail</SubHeading>
        <BulletList items={audit.technologies} />
        <SubHeading>Environnement de test et outils</SubHeading>
        <BulletList items={audit.tools} />
        <SubHeading>Pages du portail ayant fait l&apos;objet de la vérification</SubHeading>
        <BulletList items={pages.map((route) => `${route.name} (${route.path})`)} />
      </Section>

      <Section id="retour-information" title="Retour d'information et contact">
        <Typography>
          Si vous n&apos;arrivez pas à accéder à un contenu ou à un service du portail, vous pouvez contacter
          l&apos;institut avec le formulaire ci-dessous, pour être orienté vers une alternative accessible ou obtenir le
          contenu sous une autre forme. Votre message est transmis par email aux administrateurs du portail, qui vous
          répondent à l&apos;adresse indiquée.
        </Typography>
        <AccessibilityFeedbackForm page={originPage(location.state)} />
      </Section>

      <Section id="voies-de-recours" title="Voies de recours">
        <Typography>
          Si vous avez signalé à l&apos;institut un défaut d&apos;accessibilité qui vous empêche d&apos;accéder à un contenu
          ou à un service du portail et que vous n&apos;avez pas obtenu de réponse satisfaisante, vous pouvez saisir le
          Défenseur des droits :
        </Typography>
        <BulletList
          items={[
            <>
              par le{' '}
              <Link href={DEFENSEUR_FORM} underline="always">
                formulaire en ligne du Défenseur des droits
              </Link>{' '}
              ;
            </>,
            <>
              par téléphone au <Link href="tel:+33969390000" underline="always">09 69 39 00 00</Link> ;
            </>,
            <>
              en rencontrant l&apos;un des{' '}
              <Link href={DEFENSEUR_DELEGATES} underline="always">
                délégués du Défenseur des droits dans votre région
              </Link>{' '}
              ;
            </>,
            <>
              par courrier, gratuitement et sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris
              CEDEX 07.
            </>,
          ]}
        />
      </Section>
    </PublicLayout>
  );
}
