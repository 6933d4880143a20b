/**
 * The bulk email of the Stagiaires tab: the user's mail client opens with the trainees as
 * hidden recipients, the institute's contact address as recipient and the subject 'Formation : {title}'.
 */
import { INSTITUTE_CONTACT_EMAIL } from '@irt/api/constants';

/** Outlook on Windows expects ';' between addresses, other mail clients ','. */
export function recipientSeparator(platform: string): ';' | ',' {
  return /win/i.test(platform) ? ';' : ',';
}

/** What the browser tells of its operating system (userAgentData where it exists). */
export function currentPlatform(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return nav.userAgentData?.platform || nav.platform || nav.userAgent;
}

export function bulkMailHref(emails: readonly string[], title: string, platform: string): string {
  const bcc = [...new Set(emails)].join(recipientSeparator(platform));
  const query = [`bcc=${encodeURIComponent(bcc)}`, `subject=${encodeURIComponent(`Formation : ${title}`)}`].join('&');
  return `mailto:${INSTITUTE_CONTACT_EMAIL}?${query}`;
}
