import { Button, NonIdealState } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { BLOG, CATALOGUE_ROOMS } from '../../api/catalogue.ts';
import { useCachedList } from '../../api/catalogueCache.ts';
import { useStore } from '../../lib/persistedStore.ts';
import { ListToolbar } from '../../ui/ListToolbar.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { ADMIN_BASE } from '../admin/sections.ts';
import { useLoadErrorNotice } from '../adminPages/useLoadErrorNotice.ts';
import { BLOG_SORT_FIELDS, blogListStore, visiblePosts } from './blogListState.ts';
import { BlogTable } from './BlogTable.tsx';

/** /profil/administration/blog: every post, drafts included, kept up to date live. */
export default function BlogListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  usePageTitle('adminBlog.list.title');
  const [state, setState] = useStore(blogListStore);
  const list = useCachedList(BLOG, CATALOGUE_ROOMS.blog);
  const posts = list.data;
  const rows = useMemo(() => visiblePosts(posts ?? [], state), [posts, state]);
  useLoadErrorNotice(list.status === 'error' ? list.error : undefined, 'adminBlog.error.load');

  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminBlog.list.title" /></h1>
        {posts && <span className="plouf-muted"><FormattedMessage id="adminBlog.list.count" values={{ count: posts.length }} /></span>}
        <Button className="plouf-head-action" intent="primary" icon="plus" onClick={() => navigate(`${ADMIN_BASE}/blog/-1`)}>
          <FormattedMessage id="adminBlog.list.new" />
        </Button>
      </div>
      <ListToolbar
        state={state}
        onChange={setState}
        onRefresh={() => void list.reload()}
        searchPlaceholder={intl.formatMessage({ id: 'adminBlog.list.search' })}
        sortFields={BLOG_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminBlog.sort.${field}` }) }))}
      />
      {list.status === 'loading' && !posts && <Loading />}
      {list.status === 'error' && !posts && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id="adminBlog.error.load" />}
          action={<Button icon="refresh" onClick={() => void list.reload()}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {posts && rows.length === 0 && (
        <NonIdealState icon="annotation" title={<FormattedMessage id={posts.length === 0 ? 'adminBlog.empty.none' : 'adminBlog.empty.search'} />} />
      )}
      {rows.length > 0 && <BlogTable posts={rows} />}
    </section>
  );
}
