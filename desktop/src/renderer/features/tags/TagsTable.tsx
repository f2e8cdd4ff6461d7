import type { TagListItem } from '@balcao/shared';
import { makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RecordTable, type RecordColumn } from '../../components/list/index.ts';
import { RowActions } from '../../components/RowActions.tsx';
import { colouredChipStyle } from '../../theme/readableText.ts';

const useStyles = makeStyles({
  chip: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export type TagsTableProps = {
  records: TagListItem[];
  /** Admins and supervisors see the kanban switch. */
  mayKanban: boolean;
  onKanban: (record: TagListItem, kanban: boolean) => void;
  onEdit: (id: number) => void;
  onDelete: (record: TagListItem) => void;
};

/** The name as a chip of the tag's colour, its ticket count, the kanban switch and edit/delete per tag. */
export function TagsTable({ records, mayKanban, onKanban, onEdit, onDelete }: TagsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const columns: RecordColumn<TagListItem>[] = [
    {
      id: 'name',
      header: t('tags.columns.name'),
      cell: (tag) => (
        <span className={styles.chip} style={colouredChipStyle(tag.color)} data-testid={`tag-chip-${tag.name}`}>
          {tag.name}
        </span>
      ),
    },
    { id: 'tickets', header: t('tags.columns.tickets'), cellTestId: (tag) => `tag-tickets-${tag.name}`, cell: (tag) => tag.ticketsCount },
    ...(mayKanban
      ? [
          {
            id: 'kanban',
            header: t('tags.columns.kanban'),
            cell: (tag: TagListItem) => (
              <Switch
                checked={tag.kanban}
                aria-label={t('tags.buttons.kanban', { name: tag.name })}
                onChange={(_event, data) => onKanban(tag, data.checked)}
                data-testid={`tag-kanban-${tag.name}`}
              />
            ),
          },
        ]
      : []),
    {
      id: 'actions',
      header: t('tags.columns.actions'),
      cell: (tag) => (
        <RowActions
          editLabel={t('tags.buttons.edit', { name: tag.name })}
          deleteLabel={t('tags.buttons.delete', { name: tag.name })}
          onEdit={() => onEdit(tag.id)}
          onDelete={() => onDelete(tag)}
          testIdPrefix="tag"
          name={tag.name}
        />
      ),
    },
  ];
  return (
    <RecordTable
      label={t('pages.tags.title')}
      testId="tags-table"
      columns={columns}
      records={records}
      rowTestId={(tag) => `tag-row-${tag.name}`}
    />
  );
}
