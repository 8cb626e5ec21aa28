import { Button, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../i18n/catalogues.ts';
import { usePageTitle } from './usePageTitle.ts';

/** An honest page for a section a later issue builds: its title, and no invented content. */
export function ComingSoon({ titleId, admin = false }: { titleId: MessageId; admin?: boolean }) {
  const navigate = useNavigate();
  usePageTitle(titleId);
  return (
    <section className="plouf-page plouf-coming-soon">
      <h1 className="plouf-page-title">
        <FormattedMessage id={titleId} />
      </h1>
      <NonIdealState
        icon="build"
        title={<FormattedMessage id="common.comingSoon.title" />}
        description={<FormattedMessage id={admin ? 'common.comingSoon.adminBody' : 'common.comingSoon.body'} />}
        action={
          admin ? undefined : (
            <div className="plouf-actions">
              <Button intent="primary" icon="envelope" onClick={() => navigate('/contact')}>
                <FormattedMessage id="common.action.contactUs" />
              </Button>
              <Button variant="outlined" icon="home" onClick={() => navigate('/')}>
                <FormattedMessage id="common.action.backHome" />
              </Button>
            </div>
          )
        }
      />
    </section>
  );
}
