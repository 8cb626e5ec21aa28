import { AnchorButton, Button, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../api/client.ts';
import { familyExportFileUrl, getFamilyExport } from '../../../api/privacy.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useAsync } from '../../../lib/useAsync.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useAuth } from '../auth/useAuth.ts';
import { MoneySections, LessonSections } from './MoneySections.tsx';
import { CorrespondenceSections, PeopleSections } from './PeopleSections.tsx';
import { useExportFormat } from './useExportFormat.ts';
import './data.css';

/** /profil/mes-donnees: everything the school holds about the family, to read, print or download. */
export default function MyDataPage() {
  const { user } = useAuth();
  usePageTitle('myData.page.title');
  return (
    <section className="plouf-page my-data-page">
      <h1 className="plouf-page-title"><FormattedMessage id="myData.page.title" /></h1>
      {user?.famId == null ? <p className="plouf-muted"><FormattedMessage id="booking.dialog.noFamily" /></p> : <FamilyData famId={user.famId} />}
    </section>
  );
}

function FamilyData({ famId }: { famId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const format = useExportFormat();
  const { state, reload } = useAsync(() => getFamilyExport(famId, locale), `export:${famId}:${locale}`);
  const data = state.data;
  return (
    <>
      <div className="my-data-actions">
        <Button icon="print" onClick={() => window.print()}><FormattedMessage id="myData.page.print" /></Button>
        <AnchorButton icon="download" intent="primary" href={familyExportFileUrl(famId, locale)} download>
          <FormattedMessage id="myData.page.download" />
        </AnchorButton>
        <Link to="/profil" className="my-data-back"><FormattedMessage id="myData.page.back" /></Link>
      </div>
      {state.status === 'loading' && !data && <Loading />}
      {state.status === 'error' && !data && (
        <NonIdealState
          icon="error"
          title={intl.formatMessage({ id: 'myData.page.loadError' })}
          description={state.error instanceof ApiError ? state.error.serverMessage : undefined}
          action={<Button icon="refresh" onClick={reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {data && (
        <>
          <p className="plouf-muted"><FormattedMessage id="myData.page.intro" values={{ date: format.dateTime(data.exportedAt) }} /></p>
          <PeopleSections data={data} />
          <MoneySections data={data} />
          <LessonSections data={data} />
          <CorrespondenceSections data={data} />
        </>
      )}
    </>
  );
}
