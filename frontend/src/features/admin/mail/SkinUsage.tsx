import { Callout, FormGroup } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { kindLabel } from './kinds.ts';
import { TEMPLATE_LIST } from './useTemplateDetail.ts';

/** The templates sent in a skin, each a link to its screen; why such a skin cannot be deleted. */
export function SkinUsage({ usedBy }: { usedBy: readonly number[] }) {
  const intl = useIntl();
  const name = (id: number) => {
    const label = kindLabel(id);
    return label ? intl.formatMessage({ id: label }) : String(id);
  };
  return (
    <FormGroup label={intl.formatMessage({ id: 'adminMail.skin.usedBy' })}>
      {usedBy.length === 0 ? (
        <p className="plouf-muted"><FormattedMessage id="adminMail.skins.unused" /></p>
      ) : (
        <>
          <ul className="plouf-mail-used-by">
            {usedBy.map((id) => (
              <li key={id}><Link to={`${TEMPLATE_LIST}/${id}`}>{name(id)}</Link></li>
            ))}
          </ul>
          <Callout intent="primary" icon="info-sign" compact>
            <FormattedMessage id="adminMail.skin.inUse" />
          </Callout>
        </>
      )}
    </FormGroup>
  );
}
