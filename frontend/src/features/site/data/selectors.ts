/** What the public pages pick out of the catalogue lists: pure, so they are tested alone. */
import type { ActivityDetailView, PassView, PoolView } from '../../../api/catalogue.ts';

/** The two activity sections of the site and their addresses (spec §2). */
export type ActivityKind = 'children' | 'adults';

export const ACTIVITY_BASE: Record<ActivityKind, string> = {
  children: '/activites-enfants',
  adults: '/activites-adultes',
};

export const kindOf = (activity: Pick<ActivityDetailView, 'acyEnfant'>): ActivityKind => (activity.acyEnfant ? 'children' : 'adults');

/** An activity's public page, under its section. */
export function activityPath(activity: { acyEnfant: boolean; content: { slug: string } }): string {
  return `${ACTIVITY_BASE[kindOf(activity)]}/${activity.content.slug}`;
}

export const poolPath = (pool: { content: { slug: string } }) => `/piscines/${pool.content.slug}`;

/** One section's activities in the administrator's order. */
export function activitiesOfKind<A extends Pick<ActivityDetailView, 'acyEnfant' | 'acyOrdre'>>(activities: readonly A[], kind: ActivityKind): A[] {
  return activities.filter((activity) => kindOf(activity) === kind).sort((a, b) => a.acyOrdre - b.acyOrdre);
}

/** The pools where an activity is taught (a pool lists its activities), by name. */
export function poolsTeaching<P extends Pick<PoolView, 'acyIds' | 'libelle'>>(pools: readonly P[], acyId: number): P[] {
  return pools.filter((pool) => pool.acyIds.includes(acyId)).sort((a, b) => a.libelle.localeCompare(b.libelle, 'fr'));
}

/** Pools offering lessons at home (spec §3 `psnDomicile`). */
export const homeLessonPools = <P extends Pick<PoolView, 'psnDomicile'>>(pools: readonly P[]): P[] => pools.filter((pool) => pool.psnDomicile);

const byPrice = (a: PassView, b: PassView) => a.fftTarif - b.fftTarif || a.libelle.localeCompare(b.libelle, 'fr');

/** Passes on sale (enabled) usable at a pool, cheapest first: a pass names its pools. */
export function passesForPool(passes: readonly PassView[], psnId: number): PassView[] {
  return passes.filter((pass) => pass.fftEnable && pass.psnIds.includes(psnId)).sort(byPrice);
}

/** Passes on sale for an activity, cheapest first: a pass names its activities. */
export function passesForActivity(passes: readonly PassView[], acyId: number): PassView[] {
  return passes.filter((pass) => pass.fftEnable && pass.acyIds.includes(acyId)).sort(byPrice);
}

/** Every pass on sale, cheapest first. */
export const passesOnSale = (passes: readonly PassView[]): PassView[] => passes.filter((pass) => pass.fftEnable).sort(byPrice);

/** The activities a pool teaches, in the site's order (children's first). */
export function activitiesAt<A extends Pick<ActivityDetailView, 'id' | 'acyEnfant' | 'acyOrdre'>>(activities: readonly A[], acyIds: readonly number[]): A[] {
  const taught = activities.filter((activity) => acyIds.includes(activity.id));
  return [...activitiesOfKind(taught, 'children'), ...activitiesOfKind(taught, 'adults')];
}

/** `?activityId=` of the pool list: a positive whole number, or undefined for all pools. */
export function parseActivityId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
