import { z } from 'zod';

import { zCriteriaQuery, zCriterion } from '../achievements.ts';
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
};
