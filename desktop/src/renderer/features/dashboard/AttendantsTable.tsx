import type { DashboardAttendant } from '@balcao/shared';
import {
  makeStyles,
  RatingDisplay,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from './minutes.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  status: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dot: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
  online: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  offline: { backgroundColor: tokens.colorNeutralStrokeAccessible },
});

/** The attendants of the period: rating as 0 to 3 stars, average attendance time, attendances, online dot. */
export function AttendantsTable({ attendants }: { attendants: readonly DashboardAttendant[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="dashboard-attendants-title">
      <Subtitle2 as="h2" id="dashboard-attendants-title">
        {t('dashboard.attendants.title')}
      </Subtitle2>
      {attendants.length === 0 ? (
        <Text>{t('dashboard.attendants.empty')}</Text>
      ) : (
        <Table size="small" aria-labelledby="dashboard-attendants-title" data-testid="dashboard-attendants">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('dashboard.attendants.name')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.attendants.rating')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.attendants.avgSupportTime')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.attendants.tickets')}</TableHeaderCell>
              <TableHeaderCell>{t('dashboard.attendants.status')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {attendants.map((attendant) => {
              const rating = Math.round(attendant.rating * 10) / 10;
              return (
                <TableRow key={attendant.id} data-testid={`dashboard-attendant-${attendant.id}`}>
                  <TableCell>{attendant.name}</TableCell>
                  <TableCell>
                    <RatingDisplay
                      max={3}
                      value={rating}
                      compact={false}
                      aria-label={t('dashboard.attendants.ratingValue', { value: rating })}
                      data-testid={`dashboard-attendant-${attendant.id}-rating`}
                    />
                  </TableCell>
                  <TableCell>{formatMinutes(t, attendant.avgSupportTime)}</TableCell>
                  <TableCell>{attendant.tickets}</TableCell>
                  <TableCell>
                    <span className={styles.status} data-testid={`dashboard-attendant-${attendant.id}-status`}>
                      <span className={`${styles.dot} ${attendant.online ? styles.online : styles.offline}`} aria-hidden />
                      {attendant.online ? t('dashboard.attendants.online') : t('dashboard.attendants.offline')}
                    </span>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
