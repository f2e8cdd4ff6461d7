/** The fixed palette the queue colour picker offers (50 colours: 10 hues in 5 shades). */
// prettier-ignore
export const QUEUE_PALETTE: readonly string[] = [
  '#B71C1C', '#D32F2F', '#F44336', '#E57373', '#FFCDD2',
  '#880E4F', '#C2185B', '#E91E63', '#F06292', '#F8BBD0',
  '#4A148C', '#7B1FA2', '#9C27B0', '#BA68C8', '#E1BEE7',
  '#1A237E', '#303F9F', '#3F51B5', '#7986CB', '#C5CAE9',
  '#0D47A1', '#1976D2', '#2196F3', '#64B5F6', '#BBDEFB',
  '#006064', '#0097A7', '#00BCD4', '#4DD0E1', '#B2EBF2',
  '#1B5E20', '#388E3C', '#4CAF50', '#81C784', '#C8E6C9',
  '#F57F17', '#FBC02D', '#FFEB3B', '#FFF176', '#FFF9C4',
  '#E65100', '#F57C00', '#FF9800', '#FFB74D', '#FFE0B2',
  '#3E2723', '#5D4037', '#795548', '#A1887F', '#D7CCC8',
];

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
