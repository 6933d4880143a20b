ALTER TABLE "training_themes" ADD COLUMN "nsf_code" varchar(3);
--> statement-breakpoint
UPDATE "training_themes" SET "nsf_code" = CASE "name"
  WHEN 'Droit du travail : les fondamentaux' THEN '128'
  WHEN 'Le contrat de travail et sa rupture' THEN '128'
  WHEN 'Durée du travail et rémunération' THEN '315'
  WHEN 'La procédure prud’homale' THEN '128'
  WHEN 'Rédaction du jugement prud’homal' THEN '128'
  WHEN 'Le bureau de conciliation et d’orientation' THEN '413'
  WHEN 'Négociation collective et accords d’entreprise' THEN '315'
  WHEN 'Santé, sécurité et conditions de travail' THEN '344'
  WHEN 'Les attributions économiques du CSE' THEN '314'
  WHEN 'Économie et lecture des comptes de l’entreprise' THEN '314'
  WHEN 'Protection sociale et retraites' THEN '313'
  WHEN 'Discriminations et égalité professionnelle' THEN '128'
END WHERE "nsf_code" IS NULL;
