import { z } from 'zod';

import { zCriteriaQuery, zCriterion } from '../achievements.ts';
import { zCriteriaSet, zCriteriaSetInput, zJobModelParams } from '../job-models.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tag = 'Criteria';

/** The job-performance criteria evidence and goals are tagged with. */
export const criteriaEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/criteria',
    summary: 'The newest set of criteria of a job (the teacher set by default), in order',
    tag,
    query: zCriteriaQuery,
    result: z.array(zCriterion),
  }),
  listSets: defineEndpoint({
    method: 'GET',
    path: '/criteria-sets',
    summary: 'Every job model with its current criteria set (empty when it has none yet)',
    tag,
    result: z.array(zCriteriaSet),
  }),
  saveSet: defineEndpoint({
    method: 'PUT',
    path: '/criteria-sets/:jobModel',
    summary: 'Write a job model’s criteria set: names in both languages, weights summing to 100',
    tag,
    params: zJobModelParams,
    body: zCriteriaSetInput,
    result: zCriteriaSet,
  }),
};
