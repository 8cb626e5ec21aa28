import { Callout, Checkbox, Spinner, SpinnerSize } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMinimumAge } from '../../../lib/age.ts';
import type { Activity } from '../../../api/types.ts';
import { useActivities } from '../data/useActivities.ts';

/** The activities a visitor may tick, grouped children / adults, with their minimum age. */
export function ActivityChoices({ selected, onToggle }: { selected: readonly number[]; onToggle: (id: number) => void }) {
  const activities = useActivities();
  if (activities.status === 'loading') return <Spinner size={SpinnerSize.SMALL} />;
  if (activities.status === 'error') {
    return (
      <Callout intent="warning" compact>
        <FormattedMessage id="contact.form.activitiesFailed" />
      </Callout>
    );
  }
  const groups = [
    { key: 'children', titleId: 'contact.form.children' as const, items: activities.data.filter((activity) => activity.acyEnfant) },
    { key: 'adults', titleId: 'contact.form.adults' as const, items: activities.data.filter((activity) => !activity.acyEnfant) },
  ].filter((group) => group.items.length > 0);

  return (
    <div className="plouf-activity-groups">
      {groups.map((group) => (
        <fieldset key={group.key} className="plouf-activity-group">
          <legend><FormattedMessage id={group.titleId} /></legend>
          {group.items.map((activity) => (
            <Checkbox
              key={activity.id}
              checked={selected.includes(activity.id)}
              onChange={() => onToggle(activity.id)}
              labelElement={<ActivityLabel activity={activity} />}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

function ActivityLabel({ activity }: { activity: Activity }) {
  const intl = useIntl();
  return (
    <>
      {activity.libelle}{' '}
      <span className="plouf-muted plouf-small">
        <FormattedMessage id="contact.form.fromAge" values={{ age: formatMinimumAge(activity.acyAge, intl.locale) }} />
      </span>
    </>
  );
}
