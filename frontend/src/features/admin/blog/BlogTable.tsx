import { HTMLTable } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { BlogPostView } from '../../../api/catalogue.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { postTitle } from './blogListState.ts';
import { PublicationTag } from './PublicationTag.tsx';
import { BLOG_LIST } from './useBlogDetail.ts';
import { LinkRow, RowLink } from '../../../ui/LinkRow.tsx';

/** One row per post; a row opens the post. */
export function BlogTable({ posts }: { posts: readonly BlogPostView[] }) {
  return (
    <div className="plouf-table-wrap">
      <HTMLTable interactive striped className="plouf-data-table">
        <thead>
          <tr>
            <th><FormattedMessage id="adminBlog.column.title" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminBlog.column.author" /></th>
            <th><FormattedMessage id="adminBlog.column.status" /></th>
            <th className="plouf-hide-narrow"><FormattedMessage id="adminBlog.column.updated" /></th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => {
            const to = `${BLOG_LIST}/${post.id}`;
            return (
              <LinkRow key={post.id} to={to}>
                <td className="plouf-break">
                  <RowLink to={to}>{postTitle(post)}</RowLink>
                  <div className="plouf-muted plouf-small">/blog/{post.content.slug}</div>
                </td>
                <td className="plouf-hide-narrow">{post.blgAuteur || <span className="plouf-muted">—</span>}</td>
                <td><PublicationTag blgDatpub={post.blgDatpub} /></td>
                <td className="plouf-nowrap plouf-hide-narrow">{parisDateTime(post.updatedAt)}</td>
              </LinkRow>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
