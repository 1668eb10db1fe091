import type { ApiModule } from '../http/api-module.ts';
import { healthRoutes } from './health/routes.ts';

/** Every domain module, registered in this order under `/api`. */
export const apiModules: readonly ApiModule[] = [healthRoutes];
