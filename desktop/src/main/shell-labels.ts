import type { Language } from '@balcao/shared';

/** The few strings the main process shows itself (tray, taskbar); the renderer owns all others. */
export type ShellLabels = {
  open: string;
  quit: string;
  /** Tray tooltip / taskbar overlay description for `count` unread messages (count > 0). */
  unread(count: number): string;
};

const LABELS: Record<Language, ShellLabels> = {
  pt: { open: 'Abrir Balcão', quit: 'Sair', unread: (count) => `${count} ${count === 1 ? 'mensagem não lida' : 'mensagens não lidas'}` },
  en: { open: 'Open Balcão', quit: 'Quit', unread: (count) => `${count} unread ${count === 1 ? 'message' : 'messages'}` },
  es: { open: 'Abrir Balcão', quit: 'Salir', unread: (count) => `${count} ${count === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}` },
};

export function shellLabels(language: Language | null): ShellLabels {
  return LABELS[language ?? 'en'];
}
