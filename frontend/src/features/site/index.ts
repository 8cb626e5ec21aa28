/** The public site's screens (issue 4); its styles come with them. */
import './site.css';

export { ActivityDetailPage } from './activities/ActivityDetailPage.tsx';
export { ActivityListPage } from './activities/ActivityListPage.tsx';
export { BlogListPage } from './blog/BlogListPage.tsx';
export { BlogPostPage } from './blog/BlogPostPage.tsx';
export { ContentPage } from './content/ContentPage.tsx';
export { HomeLessonsPage } from './content/HomeLessonsPage.tsx';
export { PoolDetailPage } from './pools/PoolDetailPage.tsx';
export { PoolListPage } from './pools/PoolListPage.tsx';
