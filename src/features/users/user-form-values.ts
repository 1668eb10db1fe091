import type { Role } from '../../../contract/constants.ts';
import type { JobModel } from '../../../contract/job-models.ts';
import type { ManagedUser, UserCreate, UserUpdate } from '../../../contract/users.ts';

/** The user form as typed: empty text means "none". */
export interface UserFormValues {
  fullName: string;
  email: string;
  password: string;
  role: Role;
  mobile: string;
  profilePictureUrl: string;
  job: string;
  jobModel: JobModel;
  organizationId: string;
  isActive: boolean;
}

export function emptyUserForm(organizationId: string | null): UserFormValues {
  return {
    fullName: '',
    email: '',
    password: '',
    role: 'agent',
    mobile: '+966',
    profilePictureUrl: '',
    job: '',
    jobModel: 'teacher',
    organizationId: organizationId ?? '',
    isActive: true,
  };
}

export function userFormOf(user: ManagedUser): UserFormValues {
  return {
    fullName: user.fullName,
    email: user.email,
    password: '',
    role: user.role,
    mobile: user.mobile ?? '',
    profilePictureUrl: user.profilePictureUrl ?? '',
    job: user.job ?? '',
    jobModel: user.jobModel,
    organizationId: user.organizationId ?? '',
    isActive: user.isActive,
  };
}

/** "+966" alone is the prefilled hint, not a number. */
function mobileOf(mobile: string): string {
  return mobile.trim() === '+966' ? '' : mobile;
}

export function createPayload(values: UserFormValues, choosesOrganization: boolean): UserCreate {
  const { organizationId, ...rest } = values;
  return {
    ...rest,
    mobile: mobileOf(values.mobile),
    ...(choosesOrganization && { organizationId }),
  };
}

/** An empty password keeps the current one; a principal never sends an organisation. */
export function updatePayload(values: UserFormValues, choosesOrganization: boolean): UserUpdate {
  const { password, organizationId, ...rest } = values;
  return {
    ...rest,
    mobile: mobileOf(values.mobile),
    ...(password !== '' && { password }),
    ...(choosesOrganization && { organizationId }),
  };
}
