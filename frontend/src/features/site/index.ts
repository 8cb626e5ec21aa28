/** The public site's screens (issue 4); its styles come with them. */
import './site.css';
// /reserver is rendered on the server (docs/adr/0011) but its code comes on demand: its few styles
// come with the site's, so the page the server sent is painted styled.
import './booking/booking.css';

export { ActivityDetailPage } from './activities/ActivityDetailPage.tsx';
export { ActivityListPage } from './activities/ActivityListPage.tsx';
export { BlogListPage } from './blog/BlogListPage.tsx';
export { BlogPostPage } from './blog/BlogPostPage.tsx';
export { ContentPage } from './content/ContentPage.tsx';
export { HomeLessonsPage } from './content/HomeLessonsPage.tsx';
export { PoolDetailPage } from './pools/PoolDetailPage.tsx';
export { PoolListPage } from './pools/PoolListPage.tsx';
