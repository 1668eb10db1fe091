/** What the organizations module offers the other modules; the rest is its own (docs/server-modules.md). */
export { lookUpAddressCounted, countAddressWrite } from './school-address-limits.ts';
export {
  assertPrincipalSeat,
  assertTeacherSeat,
  isStaffRole,
  lockOrganization,
  seatedStaffCount,
} from './teacher-seats.ts';
