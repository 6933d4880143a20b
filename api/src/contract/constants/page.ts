/** The id of the JSON data block of the page's HTML that carries the session's first answers (`FirstWave`). */
export const FIRST_WAVE_ELEMENT_ID = 'irt-first-wave';
