/**
 * @arbiter/matching: maximum-weight matching in general graphs (Edmonds' blossom method) over
 * exact multi-limb weights compared lexicographically, with warm starts, early refusal by a dual
 * bound and the optimum's dual certificate. Knows nothing of chess or pairing rules.
 */
export { compareLimbs, denseGraph, graphOver, matchingWeight, removeEdge, setEdge } from './graph';
export type { DenseGraph } from './graph';
export { maxWeightMatching, perfectDuals, PerfectMatching } from './blossom';
export type { Snapshot, WarmStart } from './blossom';
export { WeightLayout } from './weights';
export { stagesRun } from './matcher';
