import { tagBody, type TagRecord } from '@balcao/shared';
import {
  makeStyles,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  tokens,
  type TagPickerProps,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colouredChipStyle } from '../../../theme/readableText.ts';

const useStyles = makeStyles({
  root: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

const CREATE_PREFIX = 'create:';

export type TicketTagPickerProps = {
  tags: TagRecord[];
  selectedIds: number[];
  disabled?: boolean;
  onChange: (ids: number[]) => void;
  /** A tag typed that does not exist yet. */
  onCreate: (name: string) => void;
};

/** The ticket's tags: pick from the company's, remove, or type a new one to create it. */
export function TicketTagPicker({ tags, selectedIds, disabled = false, onChange, onCreate }: TicketTagPickerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // The list closes after each choice so it never covers the conversation's actions.
  const [open, setOpen] = useState(false);
  const selected = selectedIds.map(String);
  const term = query.trim();
  const matches = tags.filter((tag) => !selectedIds.includes(tag.id) && tag.name.toLowerCase().includes(term.toLowerCase()));
  const exists = tags.some((tag) => tag.name.toLowerCase() === term.toLowerCase());
  // Offered only for a name the server accepts (3 to 50 characters).
  const creatable = !exists && tagBody.shape.name.safeParse(term).success;

  const onOptionSelect: TagPickerProps['onOptionSelect'] = (_event, data) => {
    setQuery('');
    setOpen(false);
    if (data.value.startsWith(CREATE_PREFIX)) {
      onCreate(data.value.slice(CREATE_PREFIX.length));
      return;
    }
    onChange(data.selectedOptions.filter((value) => !value.startsWith(CREATE_PREFIX)).map(Number));
  };

  return (
    <div className={styles.root}>
      <TagPicker
        open={open}
        onOpenChange={(_event, data) => setOpen(data.open)}
        selectedOptions={selected}
        onOptionSelect={onOptionSelect}
        disabled={disabled}
        size="medium"
        appearance="underline"
      >
        <TagPickerControl>
          <TagPickerGroup aria-label={t('conversation.tags.label')}>
            {selectedIds.map((id) => {
              const tag = tags.find((known) => known.id === id);
              return (
                <Tag
                  key={id}
                  value={String(id)}
                  shape="rounded"
                  size="small"
                  // Tag colours are data chosen by the company: the text is black or white by contrast.
                  style={colouredChipStyle(tag?.color)}
                  dismissible
                  aria-label={t('conversation.tags.remove', { name: tag?.name ?? String(id) })}
                >
                  {tag?.name ?? id}
                </Tag>
              );
            })}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={t('conversation.tags.label')}
            placeholder={t('conversation.tags.placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
            }}
          />
        </TagPickerControl>
        <TagPickerList>
          {matches.map((tag) => (
            <TagPickerOption key={tag.id} value={String(tag.id)}>
              {tag.name}
            </TagPickerOption>
          ))}
          {creatable && (
            <TagPickerOption value={`${CREATE_PREFIX}${term}`}>{t('conversation.tags.create', { name: term })}</TagPickerOption>
          )}
        </TagPickerList>
      </TagPicker>
    </div>
  );
}
