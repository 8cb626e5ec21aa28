import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../ui/usePageTitle.ts';

/**
 * What an address that names nothing shows (with HTTP 404 when the server renders it). Its title is
 * the page's level-one heading: Blueprint's own title would be a level four.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('common.notFound.title');
  return (
    <section className="plouf-page">
      <NonIdealState
        icon="search"
        description={
          <>
            <h1 className={`${Classes.HEADING} plouf-not-found-title`}><FormattedMessage id="common.notFound.title" /></h1>
            <p><FormattedMessage id="common.notFound.body" /></p>
          </>
        }
        action={
          <Button intent="primary" icon="home" onClick={() => navigate('/')}>
            <FormattedMessage id="common.action.backHome" />
          </Button>
        }
      />
    </section>
  );
}
