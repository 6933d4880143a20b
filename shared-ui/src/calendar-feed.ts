/** The calendar feed's card on a profile: its anchor and title, for the profile's section links. */
export const CALENDAR_FEED_ANCHOR = 'mon-agenda';
export const CALENDAR_FEED_TITLE = 'Mon agenda';
