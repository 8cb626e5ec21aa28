import { Button, Card, HTMLTable, NonIdealState, NonIdealStateIconSize } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { listInactiveFamilies } from '../../../api/privacy.ts';
import { parisDate } from '../../../lib/parisTime.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';

/**
 * The families with no activity for the school's period, oldest first: each to its page (where the
 * desk asks for the erasure on its behalf) with its last activity and what it was. Read again when
 * the period is saved (`version`).
 */
export function InactiveFamilies({ version }: { version: string }) {
  const { state, reload } = useAsync(listInactiveFamilies, `admin:inactive-families:${version}`);

  let body;
  if (state.status === 'loading' && !state.data) body = <Loading />;
  else if (state.status === 'error')
    body = (
      <NonIdealState
        icon="error"
        iconSize={NonIdealStateIconSize.SMALL}
        title={<FormattedMessage id="adminPrivacy.inactive.loadError" />}
        action={<Button icon="refresh" onClick={reload}><FormattedMessage id="common.action.retry" /></Button>}
      />
    );
  else {
    const list = state.data!;
    body = (
      <>
        <p className="plouf-muted"><FormattedMessage id="adminPrivacy.inactive.intro" values={{ years: list.inactiveYears, date: parisDate(list.before) }} /></p>
        {list.families.length === 0 ? (
          <p className="plouf-muted"><FormattedMessage id="adminPrivacy.inactive.none" /></p>
        ) : (
          <div className="plouf-table-wrap plouf-table-wrap--flat">
            <HTMLTable compact striped className="plouf-data-table plouf-privacy-table">
              <thead>
                <tr>
                  <th><FormattedMessage id="adminPrivacy.requests.family" /></th>
                  <th><FormattedMessage id="adminPrivacy.inactive.lastActivity" /></th>
                </tr>
              </thead>
              <tbody>
                {list.families.map((family) => (
                  <tr key={family.famId} data-fam-id={family.famId}>
                    <td><Link to={`${ADMIN_BASE}/familles/${family.famId}`}>{family.famName}</Link></td>
                    <td>
                      {parisDate(family.lastActivityAt)} <span className="plouf-muted plouf-small">· <FormattedMessage id={`adminPrivacy.activity.${family.lastActivity}`} /></span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        {list.more && <p className="plouf-muted plouf-small"><FormattedMessage id="adminPrivacy.inactive.more" /></p>}
      </>
    );
  }

  return (
    <Card elevation={1} className="plouf-form-card plouf-privacy-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminPrivacy.inactive.title" /></h2>
      {body}
    </Card>
  );
}
