import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SKIP_TARGET } from '../../ui/skipTarget.ts';
import { srOnly } from '../../ui/srOnly.ts';

export const MAIN_ID = 'main-content';

/**
 * The page's first Tab stop (WCAG 2.4.1, issue 30): past the header and the navigation straight to the
 * screen's main work, which the calendar's grid took 28 Tabs to reach. Shown while it has the focus.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_ID}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        const target =
          document.querySelector<HTMLElement>(`[${SKIP_TARGET}]`) ?? document.getElementById(MAIN_ID);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      style={
        focused
          ? {
              position: 'fixed',
              top: 8,
              left: 8,
              zIndex: 1000,
              padding: '8px 16px',
              borderRadius: 8,
              background: 'var(--mantine-color-body)',
              color: 'var(--mantine-color-anchor)',
              fontWeight: 600,
              boxShadow: 'var(--mantine-shadow-md)',
            }
          : srOnly
      }
    >
      {t('app.skipToContent')}
    </a>
  );
}
