/** The activities of the catalogue. A later issue adds their editing; the stored events keep this shape. */
export type ActivityCreated = {
  type: 'ActivityCreated';
  data: {
    activityId: number;
    libelle: string;
    slug: string;
    /** A children's activity (true) or an adults' one. */
    acyEnfant: boolean;
    acyOrdre: number;
    /** 0 means from 6 months, otherwise from N years. */
    acyAge: number;
    acyInfos: string;
    createdAt: string;
  };
};

export type ActivityEvent = ActivityCreated;
export const ACTIVITY_EVENT_TYPES = ['ActivityCreated'] as const satisfies readonly ActivityEvent['type'][];
export const activityStream = (activityId: number) => `activity-${activityId}`;
