import { Button, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../ui/usePageTitle.ts';

export function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('common.notFound.title');
  return (
    <section className="plouf-page">
      <NonIdealState
        icon="search"
        title={<FormattedMessage id="common.notFound.title" />}
        description={<FormattedMessage id="common.notFound.body" />}
        action={
          <Button intent="primary" icon="home" onClick={() => navigate('/')}>
            <FormattedMessage id="common.action.backHome" />
          </Button>
        }
      />
    </section>
  );
}
