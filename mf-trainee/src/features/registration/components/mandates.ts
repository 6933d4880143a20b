import type { ProfileDetail } from '@irt/api/contract';

/** The mandates the trainee holds now (valid, not removed from the reference list). */
export const activeMandates = (profile: ProfileDetail) => profile.mandates.filter((mandate) => mandate.active);

/** One mandate as listed: its name, then the council and section of a councillor mandate. */
export function mandateText(mandate: ProfileDetail['mandates'][number]): string {
  return [mandate.name, mandate.council?.name, mandate.council_section?.name].filter(Boolean).join(' — ');
}
