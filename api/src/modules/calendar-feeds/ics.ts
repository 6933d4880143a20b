/**
 * iCalendar of the trainings (RFC 5545), in the Europe/Paris time zone: the invitation joined to a
 * convocation and the private feeds. One training is one event whose UID never changes; each
 * postponement and a cancellation raise its SEQUENCE, so a calendar that already holds it moves it or
 * marks it cancelled.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { INSTITUTE_NAME } from '../../config';
import { TRAINING_STATUS } from '../../contract/statuses';

export const CALENDAR_TIME_ZONE = 'Europe/Paris';

/** What an event needs of a training. */
export interface CalendarTraining {
  id: number;
  title: string;
  start_date: Date;
  end_date: Date;
  training_status_id: number;
  is_visio: boolean;
  visio_url: string | null;
  place_name: string | null;
  place_address: string | null;
  place_zip_code: string | null;
  city_name: string | null;
  deferrals: number;
  updated_at: Date;
}

/** Europe/Paris as a VTIMEZONE: CET in winter, CEST from the last Sunday of March to the last Sunday of October. */
function parisTimeZone(name: string): string | null {
  if (name !== CALENDAR_TIME_ZONE) return null;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${CALENDAR_TIME_ZONE}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The Paris wall-clock time of an instant, as the library writes it after a TZID ("2026-03-05T09:00:00").
 * The library reads such a string in the process's own zone and writes it back unchanged.
 */
function parisWallClock(date: Date): string {
  return wallClock.format(date).replace(' ', 'T');
}

/** The place's address, or the meeting link of a distance training. */
export function locationOf(t: CalendarTraining): string {
  if (t.is_visio) return t.visio_url ? `En visio : ${t.visio_url}` : 'En visio';
  const town = [t.place_zip_code, t.city_name].filter(Boolean).join(' ');
  return [t.place_name, t.place_address, town].filter((part) => part && part.length > 0).join(', ');
}

export function eventUid(trainingId: number, host: string): string {
  return `formation-${trainingId}@${host}`;
}

function calendarOf(name: string, method?: ICalCalendarMethod) {
  return ical({
    name,
    prodId: { company: INSTITUTE_NAME, product: 'Portail des formations', language: 'FR' },
    timezone: { name: CALENDAR_TIME_ZONE, generator: parisTimeZone },
    ...(method ? { method } : {}),
  });
}

function addEvent(calendar: ReturnType<typeof ical>, t: CalendarTraining, host: string, portalUrl: string): void {
  const cancelled = t.training_status_id === TRAINING_STATUS.cancelled;
  calendar.createEvent({
    id: eventUid(t.id, host),
    sequence: t.deferrals + (cancelled ? 1 : 0),
    start: parisWallClock(t.start_date),
    end: parisWallClock(t.end_date),
    timezone: CALENDAR_TIME_ZONE,
    stamp: t.updated_at,
    summary: cancelled ? `Annulée : ${t.title}` : t.title,
    location: locationOf(t),
    description: t.is_visio && t.visio_url ? `Formation en visio. Lien de connexion : ${t.visio_url}` : `Formation de l'${INSTITUTE_NAME}.`,
    url: `${portalUrl}/formations/${t.id}`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** The invitation joined to a convocation: one event, METHOD:PUBLISH (no reply is expected). */
export function invitationIcs(t: CalendarTraining, portalUrl: string): string {
  const calendar = calendarOf(t.title, ICalCalendarMethod.PUBLISH);
  addEvent(calendar, t, new URL(portalUrl).host, portalUrl);
  return calendar.toString();
}

/** A user's feed: every training of theirs, cancelled ones marked so. */
export function feedIcs(name: string, trainings: CalendarTraining[], portalUrl: string): string {
  const calendar = calendarOf(name);
  const host = new URL(portalUrl).host;
  for (const t of trainings) addEvent(calendar, t, host, portalUrl);
  return calendar.toString();
}
