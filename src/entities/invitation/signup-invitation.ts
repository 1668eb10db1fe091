/**
 * What the app carries from an invitation to the signup form, in the navigation state: the
 * invited address and the school, so the invitee is not asked for either again.
 */
export interface SignupInvitation {
  email: string;
  schoolName: string;
}

/** The invitation in a navigation state, if it holds one (a state may come from anywhere). */
export function signupInvitationOf(state: unknown): SignupInvitation | null {
  const invitation = (state as { invitation?: Partial<SignupInvitation> } | null)?.invitation;
  return typeof invitation?.email === 'string' && typeof invitation.schoolName === 'string'
    ? { email: invitation.email, schoolName: invitation.schoolName }
    : null;
}
