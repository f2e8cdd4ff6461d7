import type { TagListItem } from '@balcao/shared';
import {
  makeStyles,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
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
  return (
    <Table aria-label={t('pages.tags.title')} data-testid="tags-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('tags.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('tags.columns.tickets')}</TableHeaderCell>
          {mayKanban && <TableHeaderCell>{t('tags.columns.kanban')}</TableHeaderCell>}
          <TableHeaderCell>{t('tags.columns.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((tag) => (
          <TableRow key={tag.id} data-testid={`tag-row-${tag.name}`}>
            <TableCell>
              <span className={styles.chip} style={colouredChipStyle(tag.color)} data-testid={`tag-chip-${tag.name}`}>
                {tag.name}
              </span>
            </TableCell>
            <TableCell data-testid={`tag-tickets-${tag.name}`}>{tag.ticketsCount}</TableCell>
            {mayKanban && (
              <TableCell>
                <Switch
                  checked={tag.kanban}
                  aria-label={t('tags.buttons.kanban', { name: tag.name })}
                  onChange={(_event, data) => onKanban(tag, data.checked)}
                  data-testid={`tag-kanban-${tag.name}`}
                />
              </TableCell>
            )}
            <TableCell>
              <RowActions
                editLabel={t('tags.buttons.edit', { name: tag.name })}
                deleteLabel={t('tags.buttons.delete', { name: tag.name })}
                onEdit={() => onEdit(tag.id)}
                onDelete={() => onDelete(tag)}
                testIdPrefix="tag"
                name={tag.name}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
