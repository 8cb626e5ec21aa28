import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { formatDay, isoDay, publicationState } from './blogForm.ts';

/** Draft, scheduled or published, as a tag. */
export function PublicationTag({ blgDatpub }: { blgDatpub: string | null }) {
  const state = publicationState(blgDatpub, isoDay(new Date()));
  if (state.kind === 'draft') {
    return <Tag minimal round><FormattedMessage id="adminBlog.status.draft" /></Tag>;
  }
  return (
    <Tag minimal round intent={state.kind === 'published' ? 'success' : 'primary'}>
      <FormattedMessage id={state.kind === 'published' ? 'adminBlog.status.published' : 'adminBlog.status.scheduled'} values={{ date: formatDay(state.day) }} />
    </Tag>
  );
}
