import { Button } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';

type Props = {
  editLabel: string;
  onEdit: () => void;
  /** Left out where the record may not be deleted (one's own user, no permission): only edit shows. */
  deleteLabel?: string;
  onDelete?: () => void;
  /** Test ids become `<prefix>-edit-<name>` and `<prefix>-delete-<name>`. */
  testIdPrefix: string;
  name: string;
};

/** The edit and delete buttons at the end of a table row. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, testIdPrefix, name }: Props) {
  return (
    <>
      <Button
        appearance="subtle"
        icon={<Edit20Regular />}
        aria-label={editLabel}
        onClick={onEdit}
        data-testid={`${testIdPrefix}-edit-${name}`}
      />
      {onDelete && (
        <Button
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={deleteLabel}
          onClick={onDelete}
          data-testid={`${testIdPrefix}-delete-${name}`}
        />
      )}
    </>
  );
}
