import { AnchorButton, Button, Callout, Card, HTMLSelect } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { statementPdfUrl } from '../../../api/statement.ts';
import { formatPrice } from '../../../lib/money.ts';
import { parisDay } from '@plouf/infra/days';
import { longDate } from '../../../lib/parisTime.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { StatementEntries } from './StatementEntries.tsx';
import { StatementUpcoming } from './StatementUpcoming.tsx';
import { balanceText, monthName, monthPeriod, withChosen } from './statementText.ts';
import { useStatement } from './useStatement.ts';
import './statement.css';

/**
 * The family's statement (issue 43), live through the family's room: its balance, the parts of its
 * plans still to pay, every entry with the balance after it, and the same as a PDF in the language
 * shown. "Mon compte" on the family's /profil (`famId` theirs); a card on the desk's family page (`desk`).
 */
export function Statement({ famId, desk = false }: { famId: number; desk?: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const stacked = useIsMobile();
  // A month (`YYYY-MM`) of the account, or all of it.
  const [month, setMonth] = useState<string | null>(null);
  const period = monthPeriod(month);
  const { state, reload, liveStatus } = useStatement(famId, desk, period);
  const statement = state.data;
  const ids = { title: `statement-title-${famId}`, upcoming: `statement-upcoming-${famId}`, entries: `statement-entries-${famId}`, period: `statement-period-${famId}` };
  const tone = !statement ? '' : statement.balance > 0 ? 'owed' : statement.balance < 0 ? 'favour' : 'settled';

  const body: ReactNode = (
    <>
      {!desk && <p className="plouf-muted"><FormattedMessage id="statement.section.intro" /></p>}
      {state.status === 'error' && !statement && (
        <Callout intent="danger" title={intl.formatMessage({ id: 'statement.section.loadError' })}>
          {state.error instanceof ApiError ? state.error.serverMessage : null}
          <div><Button icon="refresh" onClick={reload}><FormattedMessage id="common.action.retry" /></Button></div>
        </Callout>
      )}
      {!statement && state.status !== 'error' && <Loading />}
      {statement && (
        <>
          <div className={`statement-summary statement-summary--${tone}`}>
            {/* Said again by a screen reader when a payment changes it while the page is open. */}
            <p className="statement-balance" role="status">{balanceText(statement.balance, intl, desk)}</p>
            <AnchorButton icon="download" variant="outlined" href={statementPdfUrl(locale, desk ? famId : undefined, period)} download>
              <FormattedMessage id="statement.pdf.download" />
            </AnchorButton>
          </div>
          {statement.upcoming.length > 0 && <StatementUpcoming upcoming={statement.upcoming} titleId={ids.upcoming} />}
          <div className="statement-entries-head">
            <h3 id={ids.entries} className="statement-subheading"><FormattedMessage id="statement.entries.title" /></h3>
            {statement.months.length > 0 && (
              <label className="statement-period" htmlFor={ids.period}>
                <FormattedMessage id="statement.period.label" />
                <HTMLSelect id={ids.period} value={month ?? ''} onChange={(event) => setMonth(event.currentTarget.value || null)}>
                  <option value=""><FormattedMessage id="statement.period.all" /></option>
                  {withChosen(statement.months, month).map((value) => (
                    <option key={value} value={value}>{monthName(value, locale)}</option>
                  ))}
                </HTMLSelect>
              </label>
            )}
          </div>
          {period && (
            <p className="statement-period-balance">
              <FormattedMessage id="statement.period.opening" values={{ day: longDate(period.from, locale), amount: formatPrice(statement.opening, intl.locale) }} />
            </p>
          )}
          {statement.entries.length === 0 ? (
            <p className="plouf-muted statement-empty"><FormattedMessage id={period ? 'statement.period.empty' : 'statement.entries.empty'} /></p>
          ) : (
            <StatementEntries entries={statement.entries} stacked={stacked} labelledBy={ids.entries} />
          )}
          {period && (
            <p className="statement-period-balance">
              {/* A month not over yet: the balance today, not on a day still to come. */}
              {period.to >= parisDay(new Date()) ? (
                <FormattedMessage id="statement.period.closingToday" values={{ amount: formatPrice(statement.closing, intl.locale) }} />
              ) : (
                <FormattedMessage id="statement.period.closing" values={{ day: longDate(period.to, locale), amount: formatPrice(statement.closing, intl.locale) }} />
              )}
            </p>
          )}
        </>
      )}
    </>
  );

  if (desk) {
    return (
      <Card elevation={1} className="plouf-form-card statement-desk" role="region" aria-labelledby={ids.title}>
        <div className="plouf-card-head">
          <h2 id={ids.title} className="plouf-card-title"><FormattedMessage id="statement.desk.title" /></h2>
          <LiveTag status={liveStatus} />
        </div>
        {body}
      </Card>
    );
  }
  return (
    <section id="compte" className="statement-section" aria-labelledby={ids.title}>
      <div className="statement-head">
        <h2 id={ids.title} className="plouf-section-heading"><FormattedMessage id="statement.section.title" /></h2>
        <LiveTag status={liveStatus} quiet />
      </div>
      {body}
    </section>
  );
}
