import { FormattedMessage } from 'react-intl';
import type { MnsView } from '../../../api/catalogue.ts';
import { fullName } from '../../../lib/people.ts';
import { Picture } from '../ui/Picture.tsx';

/** The lifeguard-instructors (MNS) teaching at the pool: photo, name, a word about them. */
export function PoolInstructors({ instructors }: { instructors: readonly MnsView[] }) {
  if (instructors.length === 0) return <p className="plouf-muted"><FormattedMessage id="site.pool.noInstructor" /></p>;
  return (
    <ul className="site-people">
      {instructors.map((mns) => (
        <li key={mns.id} className="site-person">
          <Picture media={mns.image} width={96} height={96} className="site-person-photo" />
          <div>
            <p className="site-person-name">{fullName(mns)}</p>
            {mns.mnsInfos && <p className="site-person-infos">{mns.mnsInfos}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
