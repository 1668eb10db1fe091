import type { Locale } from '../../../../contract/constants.ts';
import { emailWords } from './email-words.ts';
import { escapeHtml } from './escape-html.ts';
import { sharedEmailWords } from './shared-email-words.ts';

export interface EmailLayoutInput {
  locale: Locale;
  title: string;
  /** Already-escaped HTML of the body. */
  bodyHtml: string;
}

/**
 * The frame every email shares: the language and direction on `<html>` and inline, right-
 * aligned styles for Arabic, since mail clients drop style sheets and ignore logical CSS.
 */
export function emailLayout({ locale, title, bodyHtml }: EmailLayoutInput): string {
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const align = locale === 'ar' ? 'right' : 'left';
  const font =
    locale === 'ar' ? 'Tahoma, Arial, sans-serif' : 'Segoe UI, Helvetica, Arial, sans-serif';
  return `<!doctype html>
<html lang="${locale}" dir="${direction}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;">
<div dir="${direction}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;font-family:${font};font-size:16px;line-height:1.6;color:#1f2933;text-align:${align};direction:${direction};">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0b7285;">${escapeHtml(emailWords(locale, sharedEmailWords.brand))}</p>
${bodyHtml}
</div>
</body>
</html>
`;
}
