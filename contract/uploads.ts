/** Upload limits shared by the client's early checks and the server's real ones. */
export const profilePicture = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
} as const;
