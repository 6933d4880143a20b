/** The people of the demo: the staff demo accounts and the teaching team, the trainees with their unions and mandates. */
import dayjs, { type Dayjs } from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import {
  ACTIVITY_SECTORS,
  CPH_MANDATE_ID,
  COMPANY_SIZES,
  COUNCILS,
  COUNCIL_SECTIONS,
  DEGREES,
  MANDATES,
  PROFESSIONAL_CATEGORIES,
  PROFESSIONAL_SITUATIONS,
  UNIONS,
  VEHICLE_CATEGORIES,
} from '../reference-data';
import { ROLE } from '../../contract/common';
import { openBankDetails, sealBankDetails } from '../../lib/bank-details';
import { recordBankDetailsWrite } from '../../modules/profiles';
import * as s from '../schema';
import {
  DEMO_ACCOUNTS,
  DEMO_TRAINEE_COUNT,
  COMPANIES,
  STAFF_TITLES,
  slugify,
  frenchIban,
  phoneNumber,
  type PersonSeed,
  type SeedContext,
} from './data';

interface TeamSeed extends PersonSeed {
  email: string;
  roleId: number;
  title: string;
  employment: number;
}

interface TraineeSeed extends PersonSeed {
  email: string;
  created: Dayjs;
  cphCouncil: number | null;
  union: number;
  mandates: number[];
  hasVehicle: boolean;
}

export type SeedPeopleResult = Awaited<ReturnType<typeof seedPeople>>;

export async function seedPeople(ctx: SeedContext) {
  const { tx, now, random, passwordHash, cityRows, strasbourg, profileNumber, usedEmails, emailFor, address, randomPerson } = ctx;

  /* ----- Team: the four staff demo accounts and the teaching team ----- */

  const team: TeamSeed[] = [
    { first: 'Claire', last: 'Muller', female: true, email: DEMO_ACCOUNTS.administrateur, roleId: 1, title: 'Directrice de l’institut', employment: 2 },
    { first: 'Julien', last: 'Schmitt', female: false, email: DEMO_ACCOUNTS.gestionnaire, roleId: 2, title: 'Gestionnaire des formations', employment: 2 },
    { first: 'Sophie', last: 'Weber', female: true, email: DEMO_ACCOUNTS['responsable-pedagogique'], roleId: 3, title: 'Maîtresse de conférences en droit social', employment: 1 },
    { first: 'Marc', last: 'Klein', female: false, email: DEMO_ACCOUNTS.intervenant, roleId: 4, title: 'Avocat en droit du travail', employment: 4 },
    { first: 'Anne', last: 'Keller', female: true, email: 'anne.keller@irt-demo.fr', roleId: 2, title: 'Chargée de la régie', employment: 2 },
  ];
  for (let i = 0; i < 3; i++) {
    const p = randomPerson();
    team.push({ ...p, email: emailFor(p, 'irt-demo.fr'), roleId: 3, title: random.pick(STAFF_TITLES.slice(0, 2)), employment: 1 });
  }
  for (let i = 0; i < 6; i++) {
    const p = randomPerson();
    team.push({
      ...p,
      email: emailFor(p, random.chance(0.5) ? 'barreau-demo.fr' : 'intervenants-demo.fr'),
      roleId: 4,
      title: random.pick(STAFF_TITLES),
      employment: random.pick([3, 4, 5]),
    });
  }
  for (const m of team) usedEmails.add(m.email);

  const teamCreated = now.subtract(3, 'year').startOf('year').add(10, 'day');
  const teamUsers = await tx
    .insert(s.users)
    .values(
      team.map((m, i) => ({
        name: `${m.first} ${m.last}`,
        email: m.email,
        password_hash: passwordHash,
        role_id: m.roleId,
        email_verified_at: teamCreated.add(i, 'day').toDate(),
        accepted_terms: 1,
        created_at: teamCreated.add(i, 'day').toDate(),
        updated_at: teamCreated.add(i, 'day').toDate(),
      })),
    )
    .returning({ id: s.users.id });
  const teamProfiles = await tx
    .insert(s.profiles)
    .values(
      team.map((m, i) => {
        const teaches = m.roleId === 3 || m.roleId === 4;
        const created = teamCreated.add(i, 'day');
        return sealBankDetails({
          user_id: teamUsers[i].id,
          role_id: m.roleId,
          profile_number: profileNumber(created),
          phone: phoneNumber(random),
          birth_year: random.int(1962, 1990),
          genre_id: m.female ? 1 : 2,
          ...(teaches ? address() : {}),
          has_vehicle: teaches,
          vehicle_category_id: teaches ? random.pick(VEHICLE_CATEGORIES).id : null,
          iban: teaches ? frenchIban('30003', String(random.int(10000, 99999)), String(random.int(1, 99999999999)).padStart(11, '0')) : null,
          bic: teaches ? 'SOGEFRPP' : null,
          title: m.title,
          employment_status_id: m.employment,
          url: m.roleId === 4 ? `https://www.linkedin.com/in/${slugify(`${m.first}-${m.last}`)}` : null,
          created_at: created.toDate(),
          updated_at: created.toDate(),
        });
      }),
    )
    .returning({ id: s.profiles.id });
  const adminUserId = teamUsers[0].id;
  const managerUserId = teamUsers[1].id;
  const supervisorIds = team.map((m, i) => (m.roleId === 3 ? teamProfiles[i].id : 0)).filter(Boolean);
  const teacherIds = team.map((m, i) => (m.roleId === 4 ? teamProfiles[i].id : 0)).filter(Boolean);
  const demoSupervisorId = teamProfiles[2].id;
  const demoTeacherId = teamProfiles[3].id;

  /* ----- Bank details: a recent change, and details waiting for their owner's confirmation ----- */

  // The last intervenant changed their bank details themselves; the one before was created with
  // details typed by the administrateur, not yet confirmed (neither is a demo login account). The seed
  // writes no emails, so the first one's notice is not in the outbox.
  const lastTeacher = team.length - 1;
  const newIban = frenchIban('10278', String(random.int(10000, 99999)), String(random.int(1, 99999999999)).padStart(11, '0'));
  const [oldBank] = await tx.select({ iban: s.profiles.iban, bic: s.profiles.bic }).from(s.profiles).where(eq(s.profiles.id, teamProfiles[lastTeacher].id));
  await tx.update(s.profiles).set(sealBankDetails({ iban: newIban, bic: 'CMCIFR2A' })).where(eq(s.profiles.id, teamProfiles[lastTeacher].id));
  await recordBankDetailsWrite(tx, null, '', {
    profileId: teamProfiles[lastTeacher].id,
    owner: { name: `${team[lastTeacher].first} ${team[lastTeacher].last}`, email: team[lastTeacher].email },
    before: openBankDetails(oldBank),
    after: { iban: newIban, bic: 'CMCIFR2A' },
    emailOwner: false,
    actor: { userId: teamUsers[lastTeacher].id, profileId: teamProfiles[lastTeacher].id, role: 'intervenant', ip: null, userAgent: null },
  });
  const [toConfirm] = await tx
    .update(s.profiles)
    .set({ bank_details_to_confirm: true })
    .where(eq(s.profiles.id, teamProfiles[lastTeacher - 1].id))
    .returning({ iban: s.profiles.iban, bic: s.profiles.bic });
  await recordBankDetailsWrite(tx, null, '', {
    profileId: teamProfiles[lastTeacher - 1].id,
    owner: { name: `${team[lastTeacher - 1].first} ${team[lastTeacher - 1].last}`, email: team[lastTeacher - 1].email },
    before: { iban: null, bic: null },
    after: openBankDetails(toConfirm),
    emailOwner: false,
    actor: { userId: teamUsers[0].id, profileId: teamProfiles[0].id, role: 'administrateur', ip: null, userAgent: null },
  });

  /* ----- Trainees ----- */

  const trainees: TraineeSeed[] = [
    {
      first: 'Léa',
      last: 'Fischer',
      female: true,
      email: DEMO_ACCOUNTS.stagiaire,
      created: now.subtract(2, 'year').subtract(20, 'day'),
      cphCouncil: 1,
      union: 1,
      mandates: [CPH_MANDATE_ID, 3],
      hasVehicle: true,
    },
  ];
  for (let i = 0; i < DEMO_TRAINEE_COUNT; i++) {
    const p = randomPerson();
    // Accounts created over the last three years, a share of them this year.
    const created = random.chance(0.2)
      ? dayjs(Math.min(now.valueOf(), now.startOf('year').add(random.int(0, 200), 'day').valueOf()))
      : now.subtract(random.int(30, 1100), 'day');
    const mandates: number[] = [];
    let cphCouncil: number | null = null;
    if (random.chance(0.35)) {
      mandates.push(CPH_MANDATE_ID);
      cphCouncil = random.pick(COUNCILS).id;
    }
    if (random.chance(0.6)) mandates.push(...random.sample(MANDATES.slice(1).map((m) => m.id), random.int(1, 2)));
    trainees.push({
      ...p,
      email: emailFor(p, random.pick(['exemple.fr', 'courriel-demo.fr', 'mail-demo.fr'])),
      created: created.hour(random.int(8, 20)).minute(random.int(0, 59)),
      cphCouncil,
      union: random.pick(UNIONS).id,
      mandates,
      hasVehicle: random.chance(0.6),
    });
  }

  const traineeUsers = await tx
    .insert(s.users)
    .values(
      trainees.map((t) => ({
        name: `${t.first} ${t.last}`,
        email: t.email,
        password_hash: passwordHash,
        role_id: ROLE.stagiaire,
        email_verified_at: t.created.add(1, 'hour').toDate(),
        accepted_terms: random.chance(0.95) ? 1 : 0,
        created_at: t.created.toDate(),
        updated_at: t.created.toDate(),
      })),
    )
    .returning({ id: s.users.id });
  // The demo trainee has accepted the terms (no dialog at first login of the demo).
  await tx.execute(sql`UPDATE users SET accepted_terms = 1 WHERE id = ${traineeUsers[0].id}`);

  const traineeProfiles = await tx
    .insert(s.profiles)
    .values(
      trainees.map((t, i) => {
        const addr = i === 0 ? { street_number: '12', street_name: 'rue du Jeu-des-Enfants', profile_zip_code: '67000', city_id: strasbourg.id } : address();
        const withBank = i === 0 || random.chance(0.5);
        return sealBankDetails({
          user_id: traineeUsers[i].id,
          role_id: ROLE.stagiaire,
          profile_number: profileNumber(t.created),
          phone: phoneNumber(random),
          birth_year: random.int(1962, 1999),
          genre_id: i > 0 && random.chance(0.03) ? 3 : t.female ? 1 : 2,
          ...addr,
          professional_situation_id: random.pick(PROFESSIONAL_SITUATIONS.slice(0, 4)).id,
          professional_category_id: random.pick(PROFESSIONAL_CATEGORIES).id,
          degree_id: random.pick(DEGREES).id,
          activity_sector_id: random.pick(ACTIVITY_SECTORS).id,
          company_name: random.pick(COMPANIES),
          company_size_id: random.pick(COMPANY_SIZES).id,
          company_zip_code: random.pick(cityRows).zip_code,
          is_union_member: true,
          has_mandate: t.mandates.length > 0,
          has_vehicle: t.hasVehicle,
          vehicle_category_id: t.hasVehicle ? random.pick(VEHICLE_CATEGORIES).id : null,
          iban: withBank
            ? frenchIban(random.pick(['30003', '10278', '20041', '30004']), String(random.int(10000, 99999)), String(random.int(1, 99999999999)).padStart(11, '0'))
            : null,
          bic: withBank ? random.pick(['SOGEFRPP', 'CMCIFR2A', 'PSSTFRPP', 'BNPAFRPP']) : null,
          subscribed_to_newsletter: i === 0 || random.chance(0.4),
          emails: i === 0 ? ['lea.fischer.syndicat@courriel-demo.fr'] : [],
          created_at: t.created.toDate(),
          updated_at: t.created.toDate(),
        });
      }),
    )
    .returning({ id: s.profiles.id });
  const demoTraineeId = traineeProfiles[0].id;
  // A closed account: the last trainee, listed and found as 'Inactif', unable to log in.
  const closedTrainee = trainees.length - 1;
  await tx.update(s.users).set({ is_active: false }).where(eq(s.users.id, traineeUsers[closedTrainee].id));
  await tx.update(s.profiles).set({ is_active: false }).where(eq(s.profiles.id, traineeProfiles[closedTrainee].id));

  await tx.insert(s.profileUnions).values(
    trainees.map((t, i) => ({
      profile_id: traineeProfiles[i].id,
      union_id: t.union,
      is_valid: true,
      start_date: t.created.subtract(random.int(1, 15), 'year').format('YYYY-MM-DD'),
    })),
  );

  // Councillors are elected for four years: the current mandate ends in two years.
  const cphMandateEnd = now.add(2, 'year').endOf('year').format('YYYY-MM-DD');
  const mandateRows = trainees.flatMap((t, i) =>
    t.mandates.map((mandateId) => ({
      profile_id: traineeProfiles[i].id,
      mandate_id: mandateId,
      is_valid: true,
      council_id: mandateId === CPH_MANDATE_ID ? t.cphCouncil : null,
      council_section_id: mandateId === CPH_MANDATE_ID ? (i === 0 ? 2 : random.pick(COUNCIL_SECTIONS).id) : null,
      end_date: mandateId === CPH_MANDATE_ID ? cphMandateEnd : null,
      created_at: t.created.toDate(),
      updated_at: t.created.toDate(),
    })),
  );
  // A former mandate of the demo trainee, no longer valid.
  mandateRows.push({
    profile_id: demoTraineeId,
    mandate_id: 2,
    is_valid: false,
    council_id: null,
    council_section_id: null,
    end_date: now.subtract(8, 'month').format('YYYY-MM-DD'),
    created_at: trainees[0].created.toDate(),
    updated_at: now.subtract(8, 'month').toDate(),
  });
  const insertedMandates = await tx
    .insert(s.profileMandates)
    .values(mandateRows)
    .returning({ id: s.profileMandates.id, profile_id: s.profileMandates.profile_id, is_valid: s.profileMandates.is_valid });
  const validMandatesByProfile = new Map<number, number[]>();
  for (const m of insertedMandates) {
    if (!m.is_valid) continue;
    const list = validMandatesByProfile.get(m.profile_id) ?? [];
    list.push(m.id);
    validMandatesByProfile.set(m.profile_id, list);
  }
  const traineeIndexByProfile = new Map(traineeProfiles.map((p, i) => [p.id, i]));

  return { teamUsers, adminUserId, managerUserId, supervisorIds, teacherIds, demoSupervisorId, demoTeacherId, trainees, traineeUsers, traineeProfiles, demoTraineeId, validMandatesByProfile, traineeIndexByProfile };
}
