import { formatIndiaTime } from '@propwash/domain/india-time';
import type { Consent } from '@propwash/domain/privacy/consents';

/**
 * The line beneath a consent's switch: when and under which privacy notice it was given, or that
 * it was not (and since when, once the customer has answered).
 */
export function consentStatus(consent: Consent): string {
  const day = formatIndiaTime(consent.at, 'date');
  if (consent.granted) {
    const when = day ? ` on ${day}` : '';
    const notice =
      consent.noticeVersion === null
        ? ''
        : ` under privacy notice version ${consent.noticeVersion}`;
    return `Agreed${when}${notice}`;
  }
  return day ? `Not agreed since ${day}` : 'Not agreed';
}
