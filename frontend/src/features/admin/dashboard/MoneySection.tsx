import { HTMLTable } from '@blueprintjs/core';
import type { DashboardView } from '@plouf/command-api/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { nameIn } from '../../../lib/localized.ts';
import { Link } from 'react-router-dom';
import { dayText } from '../../../lib/parisTime.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { DayBars } from './DayBars.tsx';
import { exports, METHOD_LABEL } from './exports.ts';
import { Figure, NowFigure } from './Figure.tsx';
import { formats, say } from './format.ts';
import { Panel, ScrollTable } from './Panel.tsx';

/** Money: paid, refunded, awaiting payment and how old, by method, by pass, by day. */
export function MoneySection({ view }: { view: DashboardView }) {
  const intl = useIntl();
  const t = say(intl);
  const f = formats(intl);
  const { locale } = useLocale();
  const { current, previous, awaiting, balances } = view;
  const money = current.money;
  const days = money.byDay.map((day) => day.day);
  const best = money.byDay.reduce((top, day) => (day.paid > top.paid ? day : top), money.byDay[0] ?? { day: current.from, paid: 0, refunded: 0 });
  const summary =
    money.paid === 0 && money.refunded === 0
      ? t('adminDashboard.money.byDayNone', { from: dayText(current.from), to: dayText(current.to) })
      : t('adminDashboard.money.byDaySummary', { paid: f.money(money.paid), refunded: f.money(money.refunded), from: dayText(current.from), to: dayText(current.to), best: dayText(best.day), bestAmount: f.money(best.paid) });
  return (
    <section className="plouf-dash-section" aria-labelledby="dash-money">
      <h2 id="dash-money" className="plouf-dash-section-title">{t('adminDashboard.money.title')}</h2>
      <div className="plouf-dash-figures">
        <Figure label="adminDashboard.money.paid" value={money.paid} previous={previous.money.paid} format={f.money} />
        <Figure label="adminDashboard.money.refunded" value={money.refunded} previous={previous.money.refunded} format={f.money} better="down" />
        <Figure label="adminDashboard.money.net" value={money.paid - money.refunded} previous={previous.money.paid - previous.money.refunded} format={f.money} />
        <Figure label="adminDashboard.money.ordersPaid" value={money.ordersPaid} previous={previous.money.ordersPaid} format={f.count} />
        <NowFigure
          label="adminDashboard.money.awaiting"
          value={f.money(awaiting.amount)}
          detail={<span className="plouf-dash-previous">{t('adminDashboard.money.awaitingCount', { count: awaiting.count })}</span>}
        />
        <NowFigure
          label="adminDashboard.money.owed"
          value={f.money(balances.owed)}
          detail={<span className="plouf-dash-previous">{t('adminDashboard.money.owedCount', { count: balances.owingFamilies })}</span>}
        />
      </div>
      <div className="plouf-dash-panels">
        <Panel title={t('adminDashboard.money.byDay')} csv={() => exports.moneyByDay(view, intl)} className="plouf-dash-panel--wide">
          <DayBars
            days={days}
            series={[
              { label: t('adminDashboard.money.paid'), color: 'var(--plouf-dash-paid)', values: money.byDay.map((day) => day.paid) },
              { label: t('adminDashboard.money.refunded'), color: 'var(--plouf-dash-refunded)', values: money.byDay.map((day) => -day.refunded) },
            ]}
            format={f.moneyShort}
            minTop={10_000}
            summary={summary}
            table={
              <ScrollTable label={t('adminDashboard.money.byDay')}>
                <HTMLTable compact striped className="plouf-dash-table">
                  <thead>
                    <tr><th scope="col">{t('adminDashboard.page.day')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.paid')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.refunded')}</th></tr>
                  </thead>
                  <tbody>
                    {money.byDay.map((day) => (
                      <tr key={day.day}><td>{dayText(day.day)}</td><td className="plouf-num">{f.money(day.paid)}</td><td className="plouf-num">{f.money(day.refunded)}</td></tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </ScrollTable>
            }
          />
        </Panel>
        <Panel title={t('adminDashboard.money.awaiting')} csv={() => exports.awaiting(view, intl)}>
          <p className="plouf-muted">{t('adminDashboard.money.awaitingSummary', { count: awaiting.count, amount: f.money(awaiting.amount) })}</p>
          <ScrollTable label={t('adminDashboard.money.awaiting')}>
            <HTMLTable compact className="plouf-dash-table">
              <thead>
                <tr><th scope="col">{t('adminDashboard.money.age')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.orders')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.amount')}</th></tr>
              </thead>
              <tbody>
                {awaiting.byAge.map((age) => (
                  <tr key={age.bucket} data-bucket={age.bucket}>
                    <td>{t('adminDashboard.money.ageDays', { bucket: age.bucket.replace('-', '–') })}</td>
                    <td className="plouf-num">{f.count(age.count)}</td>
                    <td className="plouf-num"><ShareBar share={awaiting.amount > 0 ? age.amount / awaiting.amount : 0} text={f.money(age.amount)} /></td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </ScrollTable>
          <Link to={`${ADMIN_BASE}/commandes`}>{t('adminDashboard.money.toOrders')}</Link>
        </Panel>
        <Panel title={t('adminDashboard.money.balances')} csv={() => exports.balances(view, intl)}>
          <p className="plouf-muted">{t('adminDashboard.money.balancesSummary', { count: balances.owingFamilies, amount: f.money(balances.owed) })}</p>
          {balances.owing.length > 0 && (
            <ScrollTable label={t('adminDashboard.money.balances')}>
              <HTMLTable compact className="plouf-dash-table">
                <thead>
                  <tr><th scope="col">{t('adminDashboard.money.family')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.balance')}</th></tr>
                </thead>
                <tbody>
                  {balances.owing.map((family) => (
                    <tr key={family.famId}>
                      <td><Link to={`${ADMIN_BASE}/familles/${family.famId}`}>{family.famName || `#${family.famId}`}</Link></td>
                      <td className="plouf-num"><ShareBar share={balances.owed > 0 ? family.balance / balances.owed : 0} text={f.money(family.balance)} /></td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </ScrollTable>
          )}
          {balances.inFavourFamilies > 0 && <p className="plouf-muted">{t('adminDashboard.money.inFavourSummary', { count: balances.inFavourFamilies, amount: f.money(balances.inFavour) })}</p>}
        </Panel>
        <Panel title={t('adminDashboard.money.byMethod')} csv={() => exports.byMethod(view, intl)}>
          {money.byMethod.length === 0 ? <p className="plouf-muted">{t('adminDashboard.page.empty')}</p> : (
            <ScrollTable label={t('adminDashboard.money.byMethod')}>
              <HTMLTable compact className="plouf-dash-table">
                <thead>
                  <tr><th scope="col">{t('adminDashboard.money.method')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.count')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.paid')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.refunded')}</th></tr>
                </thead>
                <tbody>
                  {money.byMethod.map((line) => (
                    <tr key={line.method} data-method={line.method}>
                      <td>{t(METHOD_LABEL[line.method])}</td>
                      <td className="plouf-num">{f.count(line.count)}</td>
                      <td className="plouf-num"><ShareBar share={money.paid > 0 ? line.paid / money.paid : 0} text={f.money(line.paid)} /></td>
                      <td className="plouf-num">{f.money(line.refunded)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </ScrollTable>
          )}
        </Panel>
        <Panel title={t('adminDashboard.money.byPass')} csv={() => exports.byPass(view, intl)} className="plouf-dash-panel--wide">
          {money.byPass.length === 0 ? <p className="plouf-muted">{t('adminDashboard.page.empty')}</p> : (
            <ScrollTable label={t('adminDashboard.money.byPass')}>
              <HTMLTable compact striped className="plouf-dash-table">
                <thead>
                  <tr><th scope="col">{t('adminDashboard.money.pass')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.qty')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.paid')}</th><th scope="col" className="plouf-num">{t('adminDashboard.money.refunded')}</th></tr>
                </thead>
                <tbody>
                  {[...money.byPass].sort((a, b) => b.paid - a.paid).map((line) => (
                    <tr key={line.fftId}>
                      <td>{nameIn(line, locale)}</td>
                      <td className="plouf-num">{f.count(line.qty)}</td>
                      <td className="plouf-num">{f.money(line.paid)}</td>
                      <td className="plouf-num">{f.money(line.refunded)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </ScrollTable>
          )}
        </Panel>
      </div>
    </section>
  );
}

/** A number with a bar behind it showing its share of the whole (the bar is decoration: the number says it). */
export function ShareBar({ share, text }: { share: number; text: string }) {
  return (
    <span className="plouf-dash-share">
      <span className="plouf-dash-share-track" aria-hidden="true">
        <span className="plouf-dash-share-bar" style={{ width: `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%` }} />
      </span>
      <span>{text}</span>
    </span>
  );
}
