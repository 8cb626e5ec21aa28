import type { ActivityInput } from '../activities/contract.ts';
import type { BlogPostInput } from '../blog/contract.ts';
import type { MnsInput } from '../mns/contract.ts';
import type { PageInput } from '../pages/contract.ts';
import type { PassInput } from '../passes/contract.ts';
import type { PoolRecord } from '../pools/contract.ts';

/**
 * The catalogue's documents: pools, activities, passes, MNS, pages and blog posts. Each is edited
 * as a whole in the back-office, so each change records the whole document as saved: its
 * contract's input once validated and cleaned (the wire's names are the business's own
 * vocabulary). Stored events never change shape: a contract change that old events no longer
 * satisfy fails `history.test.ts` and needs an upcaster.
 */
export type DocumentKind = 'Pool' | 'Activity' | 'Pass' | 'Mns' | 'Page' | 'BlogPost';

export interface DocumentFieldsOf {
  Pool: PoolRecord;
  Activity: ActivityInput;
  Pass: PassInput;
  Mns: MnsInput;
  Page: PageInput;
  BlogPost: BlogPostInput;
}

export type DocumentAdded<K extends DocumentKind> = { type: `${K}Added`; data: { id: number; fields: DocumentFieldsOf[K]; at: string } };
export type DocumentChanged<K extends DocumentKind> = { type: `${K}Changed`; data: { id: number; fields: DocumentFieldsOf[K]; at: string } };
export type DocumentRemoved<K extends DocumentKind> = { type: `${K}Removed`; data: { id: number; at: string } };
export type DocumentEvent<K extends DocumentKind> = DocumentAdded<K> | DocumentChanged<K> | DocumentRemoved<K>;

export type PoolEvent = DocumentEvent<'Pool'>;
export type PassEvent = DocumentEvent<'Pass'>;
export type MnsEvent = DocumentEvent<'Mns'>;
export type PageEvent = DocumentEvent<'Page'>;
export type BlogPostEvent = DocumentEvent<'BlogPost'>;

/** The three event types of a kind, e.g. `PoolAdded`, `PoolChanged`, `PoolRemoved`. */
export const documentEventTypes = <K extends DocumentKind>(kind: K) => [`${kind}Added`, `${kind}Changed`, `${kind}Removed`] as const;

/** One stream per document: `pool-12`, `blogpost-3`. */
export const documentStream = (kind: DocumentKind, id: number) => `${kind.toLowerCase()}-${id}`;

export const POOL_EVENT_TYPES = documentEventTypes('Pool');
export const PASS_EVENT_TYPES = documentEventTypes('Pass');
export const MNS_EVENT_TYPES = documentEventTypes('Mns');
export const PAGE_EVENT_TYPES = documentEventTypes('Page');
export const BLOG_POST_EVENT_TYPES = documentEventTypes('BlogPost');
