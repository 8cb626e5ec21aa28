/** The processes follow `$all` through infra's one follower; this is where the aggregates' processes take it from. */
export { startProcess, type ProcessEffects, type ProcessOptions } from '@plouf/infra';
