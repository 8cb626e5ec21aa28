import { Button, Callout, Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { ReportCard } from './ReportCard.tsx';
import { useReportCards } from './useReportCards.ts';
import './progress.css';

/**
 * "Progression": a report card per child and activity evaluated, live through the family's room.
 * On the family's /profil (`famId` theirs), and read-only on the desk's family page (`desk`).
 */
export function ReportCards({ famId, desk = false }: { famId: number; desk?: boolean }) {
  const intl = useIntl();
  const progress = useReportCards(famId, desk);
  const { state, cards } = progress;
  const titleId = `progress-title-${famId}`;

  const body: ReactNode = (
    <>
      {!desk && <p className="plouf-muted"><FormattedMessage id="progress.section.intro" /></p>}
      {state.status === 'error' && !cards && (
        <Callout intent="danger" title={intl.formatMessage({ id: 'progress.section.loadError' })}>
          {state.error instanceof ApiError ? state.error.serverMessage : null}
          <div><Button icon="refresh" onClick={progress.reload}><FormattedMessage id="common.action.retry" /></Button></div>
        </Callout>
      )}
      {!cards && state.status !== 'error' && <Loading />}
      {cards && cards.length === 0 && <p className="plouf-muted"><FormattedMessage id="progress.section.empty" /></p>}
      {cards && cards.length > 0 && (
        <div className="progress-cards">
          {cards.map((card) => <ReportCard key={`${card.usrId}-${card.acyId}`} card={card} elevated={!desk} />)}
        </div>
      )}
    </>
  );

  if (desk) {
    return (
      <Card elevation={1} className="plouf-form-card progress-desk" role="region" aria-labelledby={titleId}>
        <div className="plouf-card-head">
          <h2 id={titleId} className="plouf-card-title"><FormattedMessage id="progress.section.title" /></h2>
          <LiveTag status={progress.liveStatus} />
        </div>
        {body}
      </Card>
    );
  }
  return (
    <section className="progress-section" aria-labelledby={titleId}>
      <div className="progress-head">
        <h2 id={titleId} className="plouf-section-heading"><FormattedMessage id="progress.section.title" /></h2>
        <LiveTag status={progress.liveStatus} quiet />
      </div>
      {body}
    </section>
  );
}
