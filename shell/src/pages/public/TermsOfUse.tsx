import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { INSTITUTE_CONTACT_EMAIL, INSTITUTE_NAME } from '@irt/api/constants';

export interface TermsOfUseProps {
  /** h2 on the legal page; h3 inside a dialog whose title is the h2. */
  headingLevel?: 2 | 3;
}

/**
 * The terms of use: use of the portal, personal data and cookies. Shown on the legal
 * page and in the dialog that asks a user to accept them.
 */
export function TermsOfUse({ headingLevel = 2 }: TermsOfUseProps) {
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingSx = { fontSize: headingLevel === 2 ? '1.25rem' : '1.05rem', fontWeight: 700, mt: 3, mb: 1 };
  const mail = (
    <Link href={`mailto:${INSTITUTE_CONTACT_EMAIL}`} underline="always">
      {INSTITUTE_CONTACT_EMAIL}
    </Link>
  );

  return (
    <Box sx={{ '& p': { mb: 1.5 }, '& ul': { mt: 0, mb: 1.5, pl: 3 } }}>
      <Typography variant="h2" component={heading} sx={headingSx}>
        Conditions d&apos;utilisation
      </Typography>
      <Typography>
        L&apos;{INSTITUTE_NAME} s&apos;efforce de publier sur ce portail des informations exactes et à jour, sans
        pouvoir garantir l&apos;exactitude, la précision ni l&apos;exhaustivité des contenus mis à disposition.
      </Typography>
      <Typography>
        L&apos;ensemble des contenus du portail (textes, documents, images et logos) est protégé par le droit
        d&apos;auteur : tous les droits de reproduction sont réservés, et toute reproduction, même partielle, est
        soumise à une autorisation préalable.
      </Typography>
      <Typography>
        L&apos;Institut ne saurait être tenu responsable des dommages, directs ou indirects, résultant de
        l&apos;accès au portail, de son indisponibilité ou de l&apos;utilisation des informations qu&apos;il
        contient. La consultation du portail vaut acceptation des présentes conditions.
      </Typography>

      <Typography variant="h2" component={heading} sx={headingSx}>
        Données personnelles
      </Typography>
      <Typography>Pour gérer votre compte, le portail enregistre les données personnelles suivantes :</Typography>
      <ul>
        <li>vos nom et prénom ;</li>
        <li>votre année de naissance ;</li>
        <li>vos coordonnées postales ;</li>
        <li>vos coordonnées bancaires ;</li>
        <li>votre mandat, le cas échéant.</li>
      </ul>
      <Typography>Ces données sont utilisées pour :</Typography>
      <ul>
        <li>les contrôles financiers, notamment le remboursement de vos frais de déplacement ;</li>
        <li>
          la gestion de vos inscriptions : convocation, feuille d&apos;émargement, attestation de présence et
          courriels vous informant de la suite donnée à votre inscription.
        </li>
      </ul>
      <Typography>
        Si vous l&apos;avez accepté, vous pouvez également recevoir des informations sur d&apos;autres événements
        de l&apos;Institut. Vous pouvez y mettre fin à tout moment depuis votre espace personnel ou par le lien de
        désinscription présent dans chaque message.
      </Typography>
      <Typography>
        Vos données sont conservées pendant 3 ans après la clôture de votre compte. Les comptes des stagiaires et
        des formateurs sont supprimés après 3 ans d&apos;inactivité, comptés à partir de la dernière formation
        demandée ou animée.
      </Typography>
      <Typography>
        Vous pouvez demander l&apos;accès à vos données, leur rectification ou leur effacement en écrivant à{' '}
        {mail}. Vous pouvez également contacter le délégué à la protection des données de l&apos;université de
        rattachement de l&apos;Institut et, si vous estimez que vos droits ne sont pas respectés, adresser une
        réclamation à la Commission nationale de l&apos;informatique et des libertés (CNIL).
      </Typography>

      <Typography variant="h2" component={heading} sx={headingSx}>
        Cookies
      </Typography>
      <Typography>
        Le portail n&apos;utilise que des cookies strictement nécessaires à son fonctionnement, comme le cookie
        qui maintient votre session après la connexion. Aucun cookie de mesure d&apos;audience ni de publicité
        n&apos;est déposé : votre consentement n&apos;est donc pas requis.
      </Typography>
    </Box>
  );
}
