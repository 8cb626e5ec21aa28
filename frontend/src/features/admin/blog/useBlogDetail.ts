import { BLOG, ADMIN_CATALOGUE_ROOMS } from '../../../api/catalogue.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { useCatalogueDetail } from '../kit/useCatalogueDetail.ts';
import { useAuth } from '../../account/auth/useAuth.ts';
import { blogDraft, blogInput, emptyBlogPost, validateBlogPost } from './blogForm.ts';

export const BLOG_LIST = `${ADMIN_BASE}/blog`;

/** Fields the post form shows errors next to; any other error is listed above the form. */
const PLACED = ['libelle', 'blgAuteur', 'blgDatpub', 'content', 'imageId', 'translations'];

/** One blog post in the back-office (GET, POST, PUT, DELETE /Blog); a new one is signed by whoever writes it. */
export function useBlogDetail(id: number) {
  const { user } = useAuth();
  return useCatalogueDetail({
    feature: 'adminBlog',
    resource: BLOG,
    room: ADMIN_CATALOGUE_ROOMS.blog,
    listPath: BLOG_LIST,
    id,
    blank: () => ({ ...emptyBlogPost(), blgAuteur: user?.libelle ?? '' }),
    fromView: blogDraft,
    toInput: blogInput,
    validate: validateBlogPost,
    placed: PLACED,
  });
}
