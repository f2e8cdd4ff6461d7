import type { ConnectionRecord } from '@balcao/shared';
import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { Star20Filled } from '@fluentui/react-icons';
import { RowActions } from '../../components/RowActions.tsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/dates.ts';
import type { SessionAction } from './connectionsApi.ts';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { SessionActions } from './SessionActions.tsx';

const useStyles = makeStyles({
  star: { color: tokens.colorPaletteMarigoldForeground1 },
});

export type ConnectionsTableProps = {
  connections: ConnectionRecord[];
  /** `connections-page:actionButtons`: the session column. */
  canAct: boolean;
  /** `connections-page:editOrDeleteConnection`. */
  canEdit: boolean;
  onOpenQr: (id: number) => void;
  onSessionAction: (id: number, action: SessionAction) => void;
  onEdit: (id: number) => void;
  onDelete: (connection: ConnectionRecord) => void;
};

/** Name, status, session actions, last update, default flag and edit/delete per connection. */
export function ConnectionsTable({ connections, canAct, canEdit, onOpenQr, onSessionAction, onEdit, onDelete }: ConnectionsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Table aria-label={t('pages.connections.title')} data-testid="connections-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('connections.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('connections.columns.status')}</TableHeaderCell>
          {canAct && <TableHeaderCell>{t('connections.columns.session')}</TableHeaderCell>}
          <TableHeaderCell>{t('connections.columns.lastUpdate')}</TableHeaderCell>
          <TableHeaderCell>{t('connections.columns.isDefault')}</TableHeaderCell>
          {canEdit && <TableHeaderCell>{t('connections.columns.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {connections.map((connection) => (
          <TableRow key={connection.id} data-testid={`connection-row-${connection.name}`}>
            <TableCell>{connection.name}</TableCell>
            <TableCell>
              <ConnectionStatus status={connection.status} name={connection.name} />
            </TableCell>
            {canAct && (
              <TableCell>
                <SessionActions
                  name={connection.name}
                  status={connection.status}
                  provider={connection.provider}
                  canAct={canAct}
                  onOpenQr={() => onOpenQr(connection.id)}
                  onAction={(action) => onSessionAction(connection.id, action)}
                />
              </TableCell>
            )}
            <TableCell>{formatDateTime(connection.updatedAt)}</TableCell>
            <TableCell>
              {connection.isDefault && (
                <Star20Filled
                  className={styles.star}
                  aria-label={t('connections.isDefault')}
                  data-testid={`connection-default-${connection.name}`}
                />
              )}
            </TableCell>
            {canEdit && (
              <TableCell>
                <RowActions
                  editLabel={t('connections.buttons.edit', { name: connection.name })}
                  deleteLabel={t('connections.buttons.delete', { name: connection.name })}
                  onEdit={() => onEdit(connection.id)}
                  onDelete={() => onDelete(connection)}
                  testIdPrefix="connection"
                  name={connection.name}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
