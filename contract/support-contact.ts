/** Public contact channels shown in the footer and the contact panel. */
export const supportContact = {
  email: 'support@shawahid.sa',
  whatsapp: 'https://wa.me/966500000000',
  x: 'https://x.com/shawahid_sa',
  tiktok: 'https://www.tiktok.com/@shawahid_sa',
} as const;
