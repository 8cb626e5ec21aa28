import { HTMLTable, Tab, Tabs } from '@blueprintjs/core';
import type { LessonFigures } from '@plouf/command-api/contracts';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { nameIn } from '../../../lib/localized.ts';
import { BREAKDOWN_LABEL, type Breakdown } from './exports.ts';
import { say, type Formats } from './format.ts';
import { ShareBar } from './MoneySection.tsx';
import { ScrollTable } from './Panel.tsx';

const BREAKDOWNS: Breakdown[] = ['byPool', 'byActivity', 'byInstructor'];

/** Fill rate by pool, activity or instructor (a tab each), fullest first, the rate drawn as a bar. */
export function FillTable({ lessons, by, onBy, f }: { lessons: LessonFigures; by: Breakdown; onBy: (by: Breakdown) => void; f: Formats }) {
  const intl = useIntl();
  const t = say(intl);
  const { locale } = useLocale();
  const table = (breakdown: Breakdown) => {
    const lines = lessons[breakdown].map((line) => ({ ...line, name: nameIn(line, locale) })).sort((a, b) => b.fillRate - a.fillRate || a.name.localeCompare(b.name, locale));
    if (lines.length === 0) return <p className="plouf-muted">{t('adminDashboard.page.empty')}</p>;
    return (
      <ScrollTable label={`${t('adminDashboard.lessons.fillBy')} ${t(BREAKDOWN_LABEL[breakdown])}`}>
        <HTMLTable compact striped className="plouf-dash-table">
          <thead>
            <tr>
              <th scope="col">{t(BREAKDOWN_LABEL[breakdown])}</th>
              <th scope="col" className="plouf-num">{t('adminDashboard.lessons.booked')}</th>
              <th scope="col" className="plouf-dash-col-rate">{t('adminDashboard.lessons.fillRate')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} data-id={line.id}>
                <td>
                  {line.name}
                  <div className="plouf-dash-why plouf-muted">{t('adminDashboard.lessons.count', { count: line.lessons })}</div>
                </td>
                <td className="plouf-num">{`${f.count(line.booked)} / ${f.count(line.offered)}`}</td>
                <td className="plouf-dash-col-rate"><ShareBar share={line.fillRate} text={f.percent(line.fillRate)} /></td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollTable>
    );
  };
  return (
    <Tabs id="dash-fill" selectedTabId={by} onChange={(next) => onBy(next as Breakdown)} renderActiveTabPanelOnly>
      {BREAKDOWNS.map((breakdown) => (
        <Tab key={breakdown} id={breakdown} title={t(BREAKDOWN_LABEL[breakdown])} panel={table(breakdown)} />
      ))}
    </Tabs>
  );
}
