/** French ordinal of a place in a list: 1er, 2e, 3e… */
export function frenchOrdinal(position: number): string {
  return position === 1 ? '1er' : `${position}e`;
}

/** What a waiting trainee reads of their place: « Vous êtes 3e sur la liste d'attente ». */
export function waitingListText(position: number): string {
  return `Vous êtes ${frenchOrdinal(position)} sur la liste d'attente`;
}
