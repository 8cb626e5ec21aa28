import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { InscriptionView } from '../../../api/adminCourses.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';

/** What running a term adds to a roster line (issue 23), from the courses read model, and the staff's flags (issue 26). */
export type RosterInscription = Pick<InscriptionView, 'insStatus' | 'makeup' | 'offeredUntil' | 'releaseReason' | 'credited' | 'flags'>;

/** Whether the member said ahead they would not come: the instructor's roster keeps them, tagged. */
export const absenceDeclared = (inscription: RosterInscription) => inscription.releaseReason === 'absence';

/**
 * The tags beside a member's status: "Absence déclarée", "Rattrapage" (booked with a make-up
 * credit), "Place proposée jusqu'au …" (an open offer from the waiting list), an offer that expired
 * or was declined, and "Crédit donné" when the release was made whole by a credit. On a staff roster,
 * a seated member's flags from the server: "1re séance", "Commande à régler", "Carte épuisée".
 */
export function RosterTags({ inscription }: { inscription: RosterInscription }) {
  const { releaseReason, offeredUntil, flags } = inscription;
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
      {flags?.firstLesson && (
        <Tag minimal round intent="success" icon="new-person" className="plouf-roster-tag" data-tag="firstLesson">
          <FormattedMessage id="adminCourses.tag.firstLesson" />
        </Tag>
      )}
      {flags?.unpaidOrder && (
        <Tag minimal round intent="warning" icon="euro" className="plouf-roster-tag" data-tag="unpaidOrder">
          <FormattedMessage id="adminCourses.tag.unpaidOrder" />
        </Tag>
      )}
      {flags?.cardEmpty && (
        <Tag minimal round intent="warning" icon="credit-card" className="plouf-roster-tag" data-tag="cardEmpty">
          <FormattedMessage id="adminCourses.tag.cardEmpty" />
        </Tag>
      )}
    </>
  );
}
