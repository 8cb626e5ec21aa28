import { AppError, type Decider } from '@plouf/infra';
import type { ActivityEvent } from './events.ts';

export type CreateActivity = {
  type: 'CreateActivity';
  data: Omit<ActivityEvent['data'], 'createdAt'> & { now: string };
};
export type ActivityCommand = CreateActivity;
export type ActivityState = { exists: boolean };

export class ActivityAlreadyExists extends AppError {
  constructor(activityId: number) {
    super('ActivityAlreadyExists', 'InvalidModelState', { fr: `L'activité ${activityId} existe déjà`, en: `Activity ${activityId} already exists` });
  }
}

export const activityDecider: Decider<ActivityCommand, ActivityEvent, ActivityState> = {
  initialState: () => ({ exists: false }),
  decide(command, state) {
    if (state.exists) throw new ActivityAlreadyExists(command.data.activityId);
    const { now, ...fields } = command.data;
    return [{ type: 'ActivityCreated', data: { ...fields, createdAt: now } }];
  },
  evolve: () => ({ exists: true }),
};
