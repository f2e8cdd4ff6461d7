import type { AnnouncementPriority } from '@balcao/shared';
import { Badge } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const COLOURS = { 1: 'danger', 2: 'warning', 3: 'informative' } as const;

/** The translation key of each priority. */
export const PRIORITY_NAMES = { 1: 'high', 2: 'medium', 3: 'low' } as const;

/** Priority 1 high, 2 medium, 3 low. */
export function PriorityBadge({ priority }: { priority: AnnouncementPriority }) {
  const { t } = useTranslation();
  return (
    <Badge appearance="tint" color={COLOURS[priority]} data-testid={`announcement-priority-${priority}`}>
      {t(`announcements.priority.${PRIORITY_NAMES[priority]}`)}
    </Badge>
  );
}
