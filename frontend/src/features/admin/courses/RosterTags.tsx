import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { InscriptionView } from '../../../api/adminCourses.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';

/** What running a term adds to a roster line (issue 23), from the courses read model. */
export type RosterInscription = Pick<InscriptionView, 'insStatus' | 'makeup' | 'offeredUntil' | 'releaseReason' | 'credited'>;

/** Whether the member said ahead they would not come: the instructor's roster keeps them, tagged. */
export const absenceDeclared = (inscription: RosterInscription) => inscription.releaseReason === 'absence';

/**
 * The tags beside a member's status: "Absence déclarée", "Rattrapage" (booked with a make-up
 * credit), "Place proposée jusqu'au …" (an open offer from the waiting list), an offer that expired
 * or was declined, and "Crédit donné" when the release was made whole by a credit.
 */
export function RosterTags({ inscription }: { inscription: RosterInscription }) {
  const { releaseReason, offeredUntil } = inscription;
  return (
    <>
      {releaseReason === 'absence' && (
        <Tag minimal round intent="warning" icon="person" className="plouf-roster-tag" data-tag="absence">
          <FormattedMessage id="adminCourses.tag.absence" />
        </Tag>
      )}
      {inscription.makeup && (
        <Tag minimal round intent="primary" icon="swap-horizontal" className="plouf-roster-tag" data-tag="makeup">
          <FormattedMessage id="adminCourses.tag.makeup" />
        </Tag>
      )}
      {offeredUntil && (
        <Tag minimal round intent="success" icon="time" className="plouf-roster-tag" data-tag="offered">
          <FormattedMessage id="adminCourses.tag.offered" values={{ date: parisDateTime(offeredUntil) }} />
        </Tag>
      )}
      {(releaseReason === 'offerExpired' || releaseReason === 'offerDeclined') && (
        <Tag minimal round className="plouf-roster-tag" data-tag={releaseReason}>
          <FormattedMessage id={releaseReason === 'offerExpired' ? 'adminCourses.tag.offerExpired' : 'adminCourses.tag.offerDeclined'} />
        </Tag>
      )}
      {inscription.credited && (
        <Tag minimal round className="plouf-roster-tag" data-tag="credited">
          <FormattedMessage id="adminCourses.tag.credited" />
        </Tag>
      )}
    </>
  );
}
