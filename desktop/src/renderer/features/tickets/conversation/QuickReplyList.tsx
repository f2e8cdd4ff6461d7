import type { QuickMessageRecord } from '@balcao/shared';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { KeyboardEvent, Ref } from 'react';
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

export type QuickReplyListProps = {
  suggestions: QuickMessageRecord[];
  onPick: (quick: QuickMessageRecord) => void;
  /** Escape, or an arrow up past the first option: back to the text. */
  onLeave: () => void;
  ref?: Ref<HTMLDivElement>;
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>, onLeave: () => void): void {
  const option = event.currentTarget;
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    (option.nextElementSibling as HTMLElement | null)?.focus();
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    const previous = option.previousElementSibling as HTMLElement | null;
    if (previous) {
      previous.focus();
    } else {
      onLeave();
    }
  } else if (event.key === 'Escape') {
    event.preventDefault();
    onLeave();
  }
}

/** Quick replies matching what was typed after the slash; picking one fills the input. */
export function QuickReplyList({ suggestions, onPick, onLeave, ref }: QuickReplyListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div ref={ref} role="listbox" aria-label={t('conversation.input.quickReplies')} className={styles.root}>
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
            } else {
              moveFocus(event, onLeave);
            }
          }}
        >
          <Text weight="semibold">/{quick.shortcode}</Text> <Text>{previewQuickReply(quick.message)}</Text>
        </div>
      ))}
    </div>
  );
}
