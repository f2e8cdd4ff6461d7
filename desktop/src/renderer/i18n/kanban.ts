/** The kanban board (English: the reference). */
export const kanbanEn = {
  untagged: 'No tag',
  showAll: 'All tickets',
  empty: 'No tickets here.',
  noLanes: 'No tag is a kanban lane yet: switch “Kanban” on for a tag on the Tags page to add its lane.',
  count_one: '{{count}} ticket',
  count_other: '{{count}} tickets',
  laneLabel: 'Lane {{name}}',
  loadingMore: 'Loading more tickets…',
  card: {
    label: 'Ticket {{id}} of {{name}}',
    open: 'Open the ticket',
    move: 'Move the ticket {{id}} of {{name}}',
  },
  moved: 'Ticket moved to {{lane}}.',
  cleared: 'Tag removed from the ticket.',
  drag: {
    instructions:
      'To pick up a ticket, press space or enter. Use the left and right arrow keys to move it to another lane. Press space or enter again to drop it there, or escape to cancel.',
    picked: 'Picked up the ticket {{id}}.',
    over: 'The ticket {{id}} is over the lane {{lane}}.',
    dropped: 'The ticket {{id}} was dropped on the lane {{lane}}.',
    cancelled: 'Moving the ticket {{id}} was cancelled.',
  },
};
