import { Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemberCareView } from '../../../api/users.ts';
import { careFlags, telHref } from '../../account/care/careForm.ts';

/**
 * Beside a child of the roster: "Note médicale", "Allergie" (or both), an icon and words, when their
 * family wrote one; nothing otherwise.
 */
export function CareFlag({ care }: { care: MemberCareView | undefined }) {
  const flags = careFlags(care);
  if (!flags.any) return null;
  const id = flags.medical && flags.allergies ? 'evaluation.care.flagBoth' : flags.medical ? 'evaluation.care.flagMedical' : 'evaluation.care.flagAllergies';
  return (
    <Tag intent="danger" minimal round icon="warning-sign" className="plouf-care-flag">
      <FormattedMessage id={id} />
    </Tag>
  );
}

/**
 * In a child's evaluation panel: what their family wrote for the instructor (medical notes,
 * allergies), whom to call (a tap calls), and whether photos are allowed.
 */
export function CareDetails({ care, titleId, headingLevel }: { care: MemberCareView | undefined; titleId: string; headingLevel: 4 | 5 }) {
  const Title = headingLevel === 4 ? 'h4' : 'h5';
  const intl = useIntl();
  if (!care) {
    return <p className="plouf-muted plouf-small plouf-care-none"><FormattedMessage id="evaluation.care.none" /></p>;
  }
  const tel = telHref(care.emergencyPhone);
  const caller = care.emergencyName.trim();
  const phone = care.emergencyPhone.trim();
  const text = (value: string) => value.trim() || intl.formatMessage({ id: 'evaluation.care.nothing' });
  return (
    <section className="plouf-care-details" aria-labelledby={titleId}>
      <Title id={titleId} className="plouf-care-title"><Icon icon="heart" size={14} /> <FormattedMessage id="evaluation.care.title" /></Title>
      <dl>
        <dt><FormattedMessage id="care.field.medicalNotes" /></dt>
        <dd className="plouf-care-text">{text(care.medicalNotes)}</dd>
        <dt><FormattedMessage id="care.field.allergies" /></dt>
        <dd className="plouf-care-text">{text(care.allergies)}</dd>
        <dt><FormattedMessage id="evaluation.care.call" /></dt>
        <dd>
          {!caller && !phone && text('')}
          {caller}
          {caller && phone && ' · '}
          {phone && (tel ? <a href={tel} className="plouf-care-tel"><Icon icon="phone" size={12} /> {phone}</a> : phone)}
        </dd>
        <dt><FormattedMessage id="evaluation.care.photos" /></dt>
        <dd><FormattedMessage id={care.photoConsent ? 'evaluation.care.photosYes' : 'evaluation.care.photosNo'} /></dd>
      </dl>
    </section>
  );
}
