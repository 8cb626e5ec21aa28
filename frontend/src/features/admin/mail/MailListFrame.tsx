import { Button, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import type { ListState } from '../../../lib/listState.ts';
import type { LiveStatus } from '../../../api/live.ts';
import type { AsyncState } from '../../../lib/useAsync.ts';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';

interface MailListFrameProps<Field extends string> {
  icon: IconName;
  messages: { title: MessageId; count: MessageId; search: MessageId; empty: MessageId; loadError: MessageId };
  load: AsyncState<unknown>;
  reload: () => void;
  /** Whether other administrators' saves come in live. */
  liveStatus: LiveStatus;
  state: ListState<Field>;
  onChange: (patch: Partial<ListState<Field>>) => void;
  sortFields: ReadonlyArray<{ value: Field; label: MessageId }>;
  total: number;
  shown: number;
  /** Beside the title: "Nouveau". */
  action?: ReactNode;
  children: ReactNode;
}

/** The templates' or skins' list: title and count, search and sort, live state, then the table or why there is none. */
export function MailListFrame<Field extends string>(props: MailListFrameProps<Field>) {
  const { icon, messages, load, reload, liveStatus, state, onChange, sortFields, total, shown, action, children } = props;
  const intl = useIntl();
  usePageTitle(messages.title);
  const loaded = load.data !== undefined;
  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head plouf-catalogue-head">
        <h1 className="plouf-page-title"><FormattedMessage id={messages.title} /></h1>
        {loaded && (
          <span className="plouf-muted">
            <FormattedMessage id={messages.count} values={{ count: total }} />
            {shown !== total && <> <FormattedMessage id="adminCatalogue.list.shown" values={{ count: shown }} /></>}
          </span>
        )}
        {action}
      </div>
      <ListToolbar
        state={state}
        onChange={onChange}
        onRefresh={reload}
        searchPlaceholder={intl.formatMessage({ id: messages.search })}
        sortFields={sortFields.map(({ value, label }) => ({ value, label: intl.formatMessage({ id: label }) }))}
      >
        <LiveTag status={liveStatus} />
      </ListToolbar>
      {load.status === 'loading' && !loaded && <Loading />}
      {load.status === 'error' && !loaded && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id={messages.loadError} />}
          action={<Button icon="refresh" onClick={reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {loaded && shown === 0 && <NonIdealState icon={icon} title={<FormattedMessage id={messages.empty} />} />}
      {loaded && shown > 0 && children}
    </section>
  );
}
