import { Callout, Checkbox, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMinimumAge } from '../../../lib/age.ts';
import type { Activity } from '../../../api/types.ts';
import { useKeepTypedCheck } from '../../../ssr/typedBeforeHydration.ts';
import { useActivityList } from '../data/lists.ts';
import { sortActivities } from '../data/useActivities.ts';

/** The activities a visitor may tick, grouped children / adults, with their minimum age. */
export function ActivityChoices({ selected, onToggle }: { selected: readonly number[]; onToggle: (id: number) => void }) {
  // The cached catalogue list: rendered on the server with the page, and kept live.
  const activities = useActivityList();
  if (activities.status === 'error' && !activities.data) {
    return (
      <Callout intent="warning" compact>
        <FormattedMessage id="contact.form.activitiesFailed" />
      </Callout>
    );
  }
  if (!activities.data) return <Spinner size={SpinnerSize.SMALL} />;
  const sorted = sortActivities(activities.data);
  const groups = [
    { key: 'children', titleId: 'contact.form.children' as const, items: sorted.filter((activity) => activity.acyEnfant) },
    { key: 'adults', titleId: 'contact.form.adults' as const, items: sorted.filter((activity) => !activity.acyEnfant) },
  ].filter((group) => group.items.length > 0);

  return (
    <div className="plouf-activity-groups">
      {groups.map((group) => (
        <fieldset key={group.key} className="plouf-activity-group">
          <legend><FormattedMessage id={group.titleId} /></legend>
          {group.items.map((activity) => (
            <ActivityChoice key={activity.id} activity={activity} checked={selected.includes(activity.id)} onToggle={onToggle} />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** One box; one ticked before the page was hydrated stays ticked. */
function ActivityChoice({ activity, checked, onToggle }: { activity: Activity; checked: boolean; onToggle: (id: number) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useKeepTypedCheck(box, checked, () => onToggle(activity.id));
  return (
    <Checkbox inputRef={box} checked={checked} onChange={() => onToggle(activity.id)} labelElement={<ActivityLabel activity={activity} />} />
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
