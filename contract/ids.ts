import { z } from 'zod';

/** A record's id: a UUID, chosen on the device for what is written offline (docs/sync.md). */
export const zId = z.uuid({ error: 'validation.error.invalidRequestFormat' });

/** The parameters of a path like `/achievements/:id`. */
export const zIdParams = z.object({ id: zId });
