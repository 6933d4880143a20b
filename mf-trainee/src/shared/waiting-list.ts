/** French ordinal of a place ('la place', feminine) in a list: 1re, 2e, 3e… */
export function frenchOrdinal(position: number): string {
  return position === 1 ? '1re' : `${position}e`;
}

/** What a waiting trainee reads of their place: « Vous êtes à la 3e place de la liste d'attente ». */
export function waitingListText(position: number): string {
  return `Vous êtes à la ${frenchOrdinal(position)} place de la liste d'attente`;
}

/** The same place, short, under a row of 'Mes formations': « 3e place sur la liste d'attente ». */
export function waitingListShortText(position: number): string {
  return `${frenchOrdinal(position)} place sur la liste d'attente`;
}
