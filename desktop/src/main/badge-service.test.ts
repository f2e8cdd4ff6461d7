import { describe, expect, it } from 'vitest';
import { createBadgeService } from './badge-service.ts';
import { shellLabels } from './shell-labels.ts';

const OVERLAY = 'red-dot-image';

function setUp(platform: NodeJS.Platform, { withWindow = true } = {}) {
  const badgeCounts: number[] = [];
  const overlays: { image: string | null; description: string }[] = [];
  const trayCounts: number[] = [];
  const badge = createBadgeService({
    platform,
    setBadgeCount: (count) => {
      badgeCounts.push(count);
      return true;
    },
    getOverlayTarget: () =>
      withWindow
        ? {
            setOverlayIcon: (image: string | null, description: string) => {
              overlays.push({ image, description });
            },
          }
        : null,
    overlayIcon: OVERLAY,
    tray: { setUnreadCount: (count) => trayCounts.push(count) },
    labels: shellLabels('pt'),
  });
  return { badge, badgeCounts, overlays, trayCounts };
}

describe('badge service', () => {
  it.each(['darwin', 'linux'] as const)('shows the count on the dock/launcher badge on %s', (platform) => {
    const { badge, badgeCounts, overlays, trayCounts } = setUp(platform);
    badge.setUnreadCount(5);
    badge.setUnreadCount(0);
    expect(badgeCounts).toEqual([5, 0]);
    expect(trayCounts).toEqual([5, 0]);
    expect(overlays).toEqual([]);
  });

  it('shows a taskbar overlay with a readable description on Windows, and clears it at zero', () => {
    const { badge, badgeCounts, overlays } = setUp('win32');
    badge.setUnreadCount(1);
    badge.setUnreadCount(12);
    badge.setUnreadCount(0);
    expect(overlays).toEqual([
      { image: OVERLAY, description: '1 mensagem não lida' },
      { image: OVERLAY, description: '12 mensagens não lidas' },
      { image: null, description: '' },
    ]);
    expect(badgeCounts).toEqual([]);
  });

  it('does nothing when the count did not change', () => {
    const { badge, badgeCounts, trayCounts } = setUp('darwin');
    expect(badge.setUnreadCount(3)).toBe(true);
    expect(badge.setUnreadCount(3)).toBe(false);
    expect(badge.setUnreadCount(0)).toBe(true);
    expect(badge.setUnreadCount(0)).toBe(false);
    expect(badgeCounts).toEqual([3, 0]);
    expect(trayCounts).toEqual([3, 0]);
  });

  it('still updates the tray when Windows has no window to put the overlay on', () => {
    const { badge, trayCounts } = setUp('win32', { withWindow: false });
    expect(() => badge.setUnreadCount(2)).not.toThrow();
    expect(trayCounts).toEqual([2]);
  });

  it('re-applies the current count on refresh (e.g. to a new window)', () => {
    const { badge, overlays } = setUp('win32');
    badge.setUnreadCount(4);
    badge.refresh();
    expect(overlays).toHaveLength(2);
    expect(overlays[1]).toEqual({ image: OVERLAY, description: '4 mensagens não lidas' });
  });

  it.each([-1, 1.5, Number.NaN])('refuses the invalid count %s', (count) => {
    expect(() => setUp('linux').badge.setUnreadCount(count)).toThrow(RangeError);
  });
});
