/**
 * Two trainings of the demo for the letters to the employer, added after everything else without a
 * random draw (the rest of the demo is unchanged): one starting in 45 to 51 days (a Tuesday), on which the
 * demo trainee comes on the union training leave (the notice is due in 15 days or more), and a
 * councillors' training that ended at least twelve days ago (Monday and Tuesday), on which the demo trainee came on the councillors' continuing training leave and
 * signed three half-days of four (absent the last afternoon). Some other trainees come on a leave too;
 * on the ended training everyone signed electronically, with the teacher.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Dayjs } from 'dayjs';
import type { LeaveKind } from '../../contract/constants/leave-rules';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { halfDaySlots } from '../../lib/half-days';
import { addDays, parisDateTime, parisDay } from '../../lib/paris-time';
import type { Tx } from '../client';
import { CPH_TRAINING_TYPE_ID } from '../reference-data';
import * as s from '../schema';
import type { SeedPeopleResult } from './people';

export const DEMO_LEAVE_UPCOMING_TITLE = 'Le CSE et la santé au travail';
export const DEMO_LEAVE_ENDED_TITLE = 'Conseillers prud’hommes : la procédure de référé';
/** Days to the start of the upcoming training, moved to the Tuesday after (its notice deadline, 30 days before, is ahead). */
export const DEMO_LEAVE_UPCOMING_IN_DAYS = 45;
/** Days since the end of the ended training, at least: it runs Monday and Tuesday. */
const ENDED_DAYS_AGO = 12;

/* ---------- A handwritten-looking signature, as a PNG ---------- */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 160 × 50 grey-and-alpha PNG of a scribble, varied by `seed`. */
export function signaturePng(seed: number): Buffer {
  const width = 160;
  const height = 50;
  const alpha = new Uint8Array(width * height);
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < width && py >= 0 && py < height) alpha[py * width + px] = 255;
      }
    }
  };
  for (let t = 0; t <= 1; t += 0.0015) {
    const x = 10 + t * 140;
    const y = 25 + 12 * Math.sin(t * (14 + (seed % 5)) + seed) * Math.cos(t * 5 + seed / 3) - 6 * t;
    ink(x, y);
  }
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 2);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 2] = 20;
      row[2 + x * 2] = alpha[y * width + x];
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 4; // grey + alpha
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/* ---------- The two trainings ---------- */

/** The first day on `day` or after it (`step` 1) or before it (-1) falling on `weekday` (0 Sunday … 6 Saturday). */
function weekday(day: string, target: number, step: 1 | -1): string {
  let d = day;
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== target) d = addDays(d, step);
  return d;
}

interface Scenario {
  title: string;
  firstDay: string;
  days: number;
  status: number;
  attendanceDone: boolean;
  trainingTypeId: number;
  /** The demo trainee's leave, then the others' (null: no leave). */
  leaves: (LeaveKind | null)[];
  others: { id: number }[];
}

export async function seedLeaveLetters(tx: Tx, now: Dayjs, people: SeedPeopleResult): Promise<{ trainings: number; registrations: number }> {
  const today = parisDay(now.toDate());
  const scenarios: Scenario[] = [
    {
      title: DEMO_LEAVE_UPCOMING_TITLE,
      firstDay: weekday(addDays(today, DEMO_LEAVE_UPCOMING_IN_DAYS), 2, 1),
      days: 3,
      status: TRAINING_STATUS.published,
      attendanceDone: false,
      trainingTypeId: 2,
      leaves: ['cfess', 'cfess', null, 'cfess_responsable', null, 'cfess'],
      others: people.traineeProfiles.slice(20, 25),
    },
    {
      title: DEMO_LEAVE_ENDED_TITLE,
      firstDay: weekday(addDays(today, -ENDED_DAYS_AGO - 1), 1, -1),
      days: 2,
      status: TRAINING_STATUS.toClose,
      attendanceDone: true,
      trainingTypeId: CPH_TRAINING_TYPE_ID,
      leaves: ['cph_continue', 'cph_continue', null, 'cfess', null],
      others: people.traineeProfiles.slice(25, 29),
    },
  ];
  let registrations = 0;
  for (const scenario of scenarios) {
    const start = parisDateTime(scenario.firstDay, 9);
    const end = parisDateTime(addDays(scenario.firstDay, scenario.days - 1), 16, 30);
    const [training] = await tx
      .insert(s.trainings)
      .values({
        title: scenario.title,
        start_date: start,
        end_date: end,
        training_category_id: 2,
        training_type_id: scenario.trainingTypeId,
        training_theme_id: 1,
        training_place_id: 1,
        training_status_id: scenario.status,
        attendance_sheet_done: scenario.attendanceDone,
        max_attendees: 16,
        transportation_fees: true,
        number_of_round_trips: 1,
        created_by: people.adminUserId,
        created_at: now.subtract(90, 'day').toDate(),
        updated_at: now.subtract(30, 'day').toDate(),
      })
      .returning({ id: s.trainings.id });
    const profileIds = [people.demoTraineeId, ...scenario.others.map((p) => p.id)];
    registrations += profileIds.length;
    await tx.insert(s.registrations).values(
      profileIds.map((profile_id, i) => ({
        training_id: training.id,
        profile_id,
        registration_status_id: REGISTRATION_STATUS.valide,
        leave_kind: scenario.leaves[i] ?? null,
        convocation_sent_at: now.subtract(20, 'day').toDate(),
        created_at: now.subtract(80 - i, 'day').toDate(),
      })),
    );
    await tx.insert(s.trainingStaff).values([
      { training_id: training.id, profile_id: people.demoTeacherId, type: 'teacher', expected_lecture_hours: '6.00', expected_tutorial_hours: '4.00' },
      { training_id: training.id, profile_id: people.demoSupervisorId, type: 'pedagogical_supervisor' },
    ]);
    if (scenario.status !== TRAINING_STATUS.toClose) continue;

    // Everyone signed each half-day, the teacher too, but the demo trainee missed the last afternoon.
    const slots = halfDaySlots(start, end);
    const missed = slots.at(-1);
    const signatures: (typeof s.attendanceSignatures.$inferInsert)[] = [];
    slots.forEach((slot, k) => {
      const signedAt = parisDateTime(slot.date, slot.halfDay === 'morning' ? 9 : 14, 10 + k);
      [...profileIds, people.demoTeacherId].forEach((profileId, i) => {
        if (profileId === people.demoTraineeId && slot === missed) return;
        const image = signaturePng(profileId * 7 + i);
        signatures.push({
          training_id: training.id,
          profile_id: profileId,
          signer: profileId === people.demoTeacherId ? 'formateur' : 'stagiaire',
          sign_date: slot.date,
          half_day: slot.halfDay,
          method: profileId === people.demoTeacherId ? 'appareil' : 'qr',
          image,
          image_sha256: createHash('sha256').update(image).digest('hex'),
          signed_at: new Date(signedAt.getTime() + i * 40_000),
          recorded_by_profile_id: profileId,
        });
      });
    });
    await tx.insert(s.attendanceSignatures).values(signatures);
    if (missed) await tx.insert(s.absences).values({ training_id: training.id, profile_id: people.demoTraineeId, absence_date: missed.date, half_day: missed.halfDay });
  }
  return { trainings: scenarios.length, registrations };
}
