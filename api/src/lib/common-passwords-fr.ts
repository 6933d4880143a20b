/**
 * French passwords that are among the most used, refused as new passwords beside the general list of
 * @zxcvbn-ts/language-common (which holds the English-speaking ones and already many French ones:
 * azerty, motdepasse, soleil, marseille…). Lower case: the comparison ignores case. Only entries of at
 * least 8 characters matter, shorter ones being refused by the minimum length anyway.
 */
export const COMMON_PASSWORDS_FR: readonly string[] = [
  // The keyboard and the words "mot de passe"
  'azerty12', 'azerty123', 'azerty1234', 'azerty12345', 'azerty123456', 'azertyui', 'azertyuiop1', 'azertyuiop123',
  'azertyqsdf', 'azertyqsdfgh', 'azerqsdf', 'aqwzsxedc', 'qsdfghjklm', 'wxcvbn123', '1234azer', 'azerty01', 'azerty2024',
  'azerty2025', 'azerty2026', 'azerty!!', 'azerty123!', 'motdepasse', 'motdepasse1', 'motdepasse12', 'motdepasse123',
  'motdepasse!', 'motdepasse2024', 'motdepasse2025', 'motdepasse2026', 'mot2passe', 'mdp12345', 'mdp123456', 'monmotdepasse',
  'nouveaumotdepasse', 'changermotdepasse', 'changezmoi', 'changemoi', 'bienvenue', 'bienvenue1', 'bienvenue123',
  'bienvenue2026', 'bonjour1', 'bonjour123', 'bonjour2026', 'salut123', 'coucou123', 'coucoucou', 'motdepass',
  // Affection
  'jetaime1', 'jetaime123', 'jetaimemonamour', 'jetaimetrop', 'monamour', 'monamour1', 'mon-amour', 'mabiche1',
  'doudou12', 'doudou123', 'doudoune', 'chouchou1', 'chouchou123', 'loulou123', 'bisounours', 'nounours', 'nounours1',
  'titeuf123', 'poupoune', 'cherie123', 'mamour123', 'mamanpapa', 'papamaman', 'maman123', 'papa1234', 'famille1',
  'mafamille', 'mesenfants', 'princesse', 'princesse1', 'chaton123', 'minouche', 'caramel1', 'chocolat1', 'chocolat123',
  'doudoudou', 'cocolapin', 'tournesol', 'papillon', 'papillon1', 'coccinelle', 'licorne1', 'trognon1',
  // Places, teams and the country
  'marseille13', 'marseille1', 'marseille2026', 'olympique', 'allezlom', 'allezlom13', 'allezparis', 'parisiens',
  'paris123', 'paris2024', 'paris2026', 'parissaintgermain', 'psg12345', 'lyon1234', 'toulouse31', 'bordeaux33',
  'lille5959', 'nantes44', 'bretagne', 'bretagne29', 'normandie', 'provence', 'corsica2b', 'france123', 'france2026',
  'vivelafrance', 'allezlesbleus', 'lesbleus', 'champion', 'champions', 'football1', 'rugby123',
  // Common first names with digits
  'nicolas1', 'nicolas123', 'thomas123', 'julien123', 'camille1', 'camille123', 'mathilde', 'nathalie', 'stephanie',
  'sebastien', 'christophe', 'alexandre', 'guillaume', 'francois', 'frederic', 'isabelle', 'catherine', 'sandrine',
  'valerie1', 'veronique', 'virginie', 'aurelie1', 'caroline', 'emilie123', 'celine123', 'laurent1', 'philippe',
  'pierre123', 'antoine1', 'maxime123', 'lucas1234', 'clement1', 'manon123', 'jeanpierre', 'jeanmarie',
  // Words
  'soleil123', 'soleil13', 'tintin123', 'asterix1', 'pokemon1', 'vacances', 'vacances1', 'liberte1', 'liberte123',
  'travail1', 'formation', 'formation1', 'syndicat', 'syndicat1', 'stagiaire', 'stagiaire1', 'utilisateur',
  'utilisateur1', 'administrateur', 'admin1234', 'secret123', 'secrets1', 'personne', 'inconnu1', 'dauphin1',
  'cheval123', 'chienchat', 'pouletfrit', 'fromage1', 'baguette', 'croissant', 'camembert', 'pastis51', 'ricard51',
  'boulanger', 'vendredi', 'dimanche', 'printemps', 'bonheur1', 'sourire1', 'marguerite', 'jesuislà', 'jesuisla',
  'abcd1234', 'a1b2c3d4', 'qwertzuiop', '0123456789', '1234567890', '12345678910', '123456789a', '11223344', '01020304',
] as const;
