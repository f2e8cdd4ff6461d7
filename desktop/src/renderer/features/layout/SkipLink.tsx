import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusPageStart, MAIN_ID } from '../../components/focus/pageStart.ts';

const useStyles = makeStyles({
  link: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    // Off screen until it has focus.
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none' },
  },
});

let offeredOnNextTab = false;

/**
 * The frame just appeared (sign-in, a reload) with focus on the page's heading: the next Tab goes to
 * the skip link, the first Tab stop of the page, rather than to what follows the heading.
 */
export function offerSkipLinkOnNextTab(): void {
  offeredOnNextTab = true;
}

/** The first Tab stop of the signed-in frame: jumps past the top bar and the menu to the page's heading. */
export function SkipLink() {
  const styles = useStyles();
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!offeredOnNextTab) {
        return;
      }
      const onHeading = document.activeElement === document.getElementById(MAIN_ID)?.querySelector('h1');
      if (event.key !== 'Tab' || event.shiftKey || !onHeading) {
        offeredOnNextTab = onHeading && event.key !== 'Tab';
        return;
      }
      offeredOnNextTab = false;
      event.preventDefault();
      link.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
  // The hash belongs to the router, so the link moves focus itself instead of following its href.
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    offeredOnNextTab = false;
    focusPageStart();
  };
  return (
    <a ref={link} className={styles.link} href={`#${MAIN_ID}`} onClick={skip} data-testid="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}
