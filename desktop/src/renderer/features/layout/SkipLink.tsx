import { makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
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

/** The first Tab stop of the signed-in frame: jumps past the top bar and the menu to the page's heading. */
export function SkipLink() {
  const styles = useStyles();
  const { t } = useTranslation();
  // The hash belongs to the router, so the link moves focus itself instead of following its href.
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    focusPageStart();
  };
  return (
    <a className={styles.link} href={`#${MAIN_ID}`} onClick={skip} data-testid="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}
