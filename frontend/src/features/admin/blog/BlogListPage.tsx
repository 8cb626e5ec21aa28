import { BLOG, ADMIN_CATALOGUE_ROOMS } from '../../../api/catalogue.ts';
import { CatalogueListPage } from '../kit/CatalogueListPage.tsx';
import { BLOG_SORT_FIELDS, blogListStore, visiblePosts } from './blogListState.ts';
import { BlogTable } from './BlogTable.tsx';
import { BLOG_LIST } from './useBlogDetail.ts';

/** /profil/administration/blog: every post, drafts included, searched and sorted; live. */
export default function BlogListPage() {
  return (
    <CatalogueListPage
      feature="adminBlog"
      icon="annotation"
      resource={BLOG}
      room={ADMIN_CATALOGUE_ROOMS.blog}
      listPath={BLOG_LIST}
      store={blogListStore}
      sortFields={BLOG_SORT_FIELDS}
      visible={visiblePosts}
      table={(posts) => <BlogTable posts={posts} />}
    />
  );
}
