import { HTMLTable, Tag } from '@blueprintjs/core';
import type { DashboardView, FamilyToCall } from '@plouf/command-api/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { nameIn } from '../../../lib/localized.ts';
import { Link } from 'react-router-dom';
import { dayOf, dayText } from '../../../lib/parisTime.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { shownName } from '../../../lib/erased.ts';
import { exports, REASON_LABELS } from './exports.ts';
import { Figure, NowFigure } from './Figure.tsx';
import { formats, say } from './format.ts';
import { Panel, ScrollTable } from './Panel.tsx';

/** Families: new, active, and who to call and why (each links to the desk's family page). */
export function FamiliesSection({ view }: { view: DashboardView }) {
  const intl = useIntl();
  const t = say(intl);
  const f = formats(intl);
  const { locale } = useLocale();
  const why = (family: FamilyToCall) => {
    if (family.reason === 'instalmentOverdue' && family.instalment) {
      const { orderId, part, owed, due } = family.instalment;
      return t('adminDashboard.families.instalmentOverdueText', { id: orderId, n: part, amount: f.money(owed), day: dayText(due) });
    }
    if (family.reason === 'cardExpiring' && family.card) {
      return t('adminDashboard.families.cardExpiringText', { card: nameIn(family.card, locale), entries: family.card.entriesLeft, day: dayText(family.card.validUntil) });
    }
    return family.lastLessonAt ? t('adminDashboard.families.noBookingSince', { day: dayText(dayOf(family.lastLessonAt)) }) : t('adminDashboard.families.neverBooked');
  };
  return (
    <section className="plouf-dash-section" aria-labelledby="dash-families">
      <h2 id="dash-families" className="plouf-dash-section-title">{t('adminDashboard.families.title')}</h2>
      <div className="plouf-dash-figures">
        <Figure label="adminDashboard.families.new" value={view.current.families.newFamilies} previous={view.previous.families.newFamilies} format={f.count} />
        <Figure label="adminDashboard.families.active" value={view.current.families.activeFamilies} previous={view.previous.families.activeFamilies} format={f.count} />
        <NowFigure label="adminDashboard.families.toCall" value={f.count(view.toCall.length)} detail={<span className="plouf-dash-previous">{t('adminDashboard.page.now')}</span>} />
      </div>
      <Panel title={t('adminDashboard.families.toCall')} csv={() => exports.toCall(view, intl)} className="plouf-dash-panel--wide">
        <p className="plouf-muted">{t('adminDashboard.families.toCallCount', { count: view.toCall.length })}</p>
        {view.toCall.length > 0 && (
          <ScrollTable label={t('adminDashboard.families.toCall')}>
            <HTMLTable compact striped className="plouf-dash-table plouf-dash-tocall">
              <thead>
                <tr>
                  <th scope="col">{t('adminDashboard.families.family')}</th>
                  <th scope="col">{t('adminDashboard.families.why')}</th>
                  <th scope="col">{t('adminDashboard.families.contact')}</th>
                </tr>
              </thead>
              <tbody>
                {view.toCall.map((family) => (
                  <tr key={`${family.famId}-${family.reason}-${family.card?.cardId ?? family.instalment?.orderId ?? 0}`} data-fam-id={family.famId} data-reason={family.reason}>
                    <td><Link to={`${ADMIN_BASE}/familles/${family.famId}`}>{shownName(family.famName, intl)}</Link></td>
                    <td>
                      <Tag minimal intent={family.reason === 'noBooking' ? 'none' : family.reason === 'cardExpiring' ? 'warning' : 'danger'} className="plouf-dash-reason">
                        {t(REASON_LABELS[family.reason])}
                      </Tag>
                      <div className="plouf-dash-why">{why(family)}</div>
                    </td>
                    <td className="plouf-dash-contact">
                      {family.phone && <a href={`tel:${family.phone.replace(/\s/g, '')}`}>{family.phone}</a>}
                      {family.email && <a href={`mailto:${family.email}`}>{family.email}</a>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </ScrollTable>
        )}
      </Panel>
    </section>
  );
}
