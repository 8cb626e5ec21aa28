import { Tag, type Intent } from '@blueprintjs/core';
import { ENROLMENT_STATUS, isSeated as seated } from '@plouf/command-api/enrolment';
import { FormattedMessage } from 'react-intl';
import type { InscriptionView } from '../../../api/adminCourses.ts';

const INTENTS: Record<number, Intent> = {
  [ENROLMENT_STATUS.inscrit]: 'primary',
  [ENROLMENT_STATUS.present]: 'success',
  [ENROLMENT_STATUS.absent]: 'danger',
  [ENROLMENT_STATUS.annule]: 'none',
  [ENROLMENT_STATUS.listeAttente]: 'warning',
};

const NAMES = Object.fromEntries(Object.entries(ENROLMENT_STATUS).map(([name, value]) => [value, name])) as Record<1 | 2 | 3 | 4 | 5, keyof typeof ENROLMENT_STATUS>;

/** Members who take a place: their presence may be marked. */
export const isSeated = (inscription: Pick<InscriptionView, 'insStatus'>) => seated(inscription.insStatus);

/** Spec §4's enrolment status: inscrit, présent, absent, annulé, liste d'attente (with the place on it). */
export function EnrolmentTag({ inscription }: { inscription: Pick<InscriptionView, 'insStatus' | 'position'> }) {
  const status = inscription.insStatus as 1 | 2 | 3 | 4 | 5;
  return (
    <Tag minimal round intent={INTENTS[status]} className="plouf-enrolment-status" data-status={status}>
      {status === ENROLMENT_STATUS.listeAttente && inscription.position !== null ? (
        <FormattedMessage id="adminCourses.status.waitingAt" values={{ position: inscription.position }} />
      ) : (
        <FormattedMessage id={`adminCourses.status.${NAMES[status]}`} />
      )}
    </Tag>
  );
}
