import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';

import { useLocale } from '../lib/i18n/use-locale.ts';

/** Switches between Arabic and English without a reload; each label is in its own language. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const next = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void setLocale(next)}
      aria-label={t`Change language`}
      lang={next}
    >
      {next === 'ar' ? 'العربية' : 'English'}
    </Button>
  );
}
