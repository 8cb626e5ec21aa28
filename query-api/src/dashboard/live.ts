import { READ_MODELS } from '@plouf/command-api/read-models';
import { adminChannel } from '../live/channels.ts';

/** `admin:dashboard`: the dashboard projector's notices (ids: the days whose figures moved). */
export const dashboardChannel = adminChannel(READ_MODELS.dashboard);
