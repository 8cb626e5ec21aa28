import { Button, HTMLTable, Icon } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActivityDetailView } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { minimumAgeText } from '../catalogue/minimumAgeText.ts';
import { ACTIVITY_LIST } from './useActivityDetail.ts';
import { useRowDrag } from './useRowDrag.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';

interface ActivityGroupTableProps {
  titleId: MessageId;
  activities: readonly ActivityDetailView[];
  /** Off while the list is searched or sorted otherwise. */
  reorder: boolean;
  onMove: (id: number, to: number) => void;
}

/** One group (children's or adults'): a row per activity, moved by dragging or with its arrows. */
export function ActivityGroupTable({ titleId, activities, reorder, onMove }: ActivityGroupTableProps) {
  const intl = useIntl();
  const drag = useRowDrag(reorder, onMove);

  /** The arrow keeps the focus after its row moved, so the next press moves it again. */
  const moveBy = (activity: ActivityDetailView, index: number, delta: -1 | 1) => {
    onMove(activity.id, index + delta);
    const direction = delta < 0 ? 'up' : 'down';
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-move="${activity.id}-${direction}"]:not([disabled])`)?.focus());
  };

  return (
    <section className="plouf-activity-group-list">
      <h2 className="plouf-subtitle"><FormattedMessage id={titleId} /></h2>
      {activities.length === 0 ? (
        <p className="plouf-muted"><FormattedMessage id="adminActivities.group.empty" /></p>
      ) : (
        <div className="plouf-table-wrap">
          <HTMLTable interactive striped className="plouf-data-table plouf-catalogue-table">
            <thead>
              <tr>
                {reorder && <th className="plouf-col-order"><FormattedMessage id="adminActivities.column.order" /></th>}
                <th><FormattedMessage id="adminActivities.column.name" /></th>
                <th className="plouf-col-age"><FormattedMessage id="adminActivities.column.age" /></th>
                <th className="plouf-num plouf-hide-narrow plouf-col-duration"><FormattedMessage id="adminActivities.column.duration" /></th>
              </tr>
            </thead>
            <tbody>
              {activities.map((activity, index) => {
                const to = `${ACTIVITY_LIST}/${activity.id}`;
                const name = { name: activity.libelle };
                const classes = [drag.dragged === activity.id ? 'plouf-row-dragging' : '', drag.over === index && drag.dragged !== activity.id ? 'plouf-row-drop' : ''];
                return (
                  <LinkRow key={activity.id} to={to} className={classes.filter(Boolean).join(' ')} {...drag.rowProps(activity.id, index)}>
                    {reorder && (
                      <td className="plouf-col-order" onClick={(event) => event.stopPropagation()}>
                        <span className="plouf-order-controls">
                          <Icon icon="drag-handle-vertical" className="plouf-drag-handle" title={intl.formatMessage({ id: 'adminActivities.order.drag' }, name)} />
                          <Button size="small" variant="minimal" icon="arrow-up" data-move={`${activity.id}-up`} disabled={index === 0} aria-label={intl.formatMessage({ id: 'adminActivities.order.up' }, name)} onClick={() => moveBy(activity, index, -1)} />
                          <Button size="small" variant="minimal" icon="arrow-down" data-move={`${activity.id}-down`} disabled={index === activities.length - 1} aria-label={intl.formatMessage({ id: 'adminActivities.order.down' }, name)} onClick={() => moveBy(activity, index, 1)} />
                        </span>
                      </td>
                    )}
                    <td className="plouf-break">
                      <span className="plouf-swatch" style={{ background: activity.configActivity?.couleur }} aria-hidden />
                      <RowLink to={to}>{activity.libelle}</RowLink>
                    </td>
                    <td className="plouf-nowrap">{minimumAgeText(intl, activity.acyAge)}</td>
                    <td className="plouf-num plouf-hide-narrow plouf-nowrap">{activity.configActivity?.dureeMin} min</td>
                  </LinkRow>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}
