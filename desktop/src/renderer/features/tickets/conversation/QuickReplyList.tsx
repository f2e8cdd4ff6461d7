import type { QuickMessageRecord } from '@balcao/shared';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { previewQuickReply } from './quickReplies.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '200px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    borderRadius: tokens.borderRadiusMedium,
  },
  option: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** Quick replies matching what was typed after the slash; picking one fills the input. */
export function QuickReplyList({
  suggestions,
  onPick,
}: {
  suggestions: QuickMessageRecord[];
  onPick: (quick: QuickMessageRecord) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div role="listbox" aria-label={t('conversation.input.quickReplies')} className={styles.root}>
      {suggestions.map((quick) => (
        <div
          key={quick.id}
          role="option"
          aria-selected={false}
          tabIndex={0}
          className={styles.option}
          onClick={() => onPick(quick)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onPick(quick);
            }
          }}
        >
          <Text weight="semibold">/{quick.shortcode}</Text> <Text>{previewQuickReply(quick.message)}</Text>
        </div>
      ))}
    </div>
  );
}
