import type { Language } from '@balcao/shared';

/** The application menu's own words; items with a role also get their label from here. */
export type MenuLabels = {
  file: string;
  edit: string;
  view: string;
  window: string;
  help: string;
  undo: string;
  redo: string;
  cut: string;
  copy: string;
  paste: string;
  selectAll: string;
  reload: string;
  zoomIn: string;
  zoomOut: string;
  resetZoom: string;
  fullScreen: string;
  minimize: string;
  close: string;
  about: string;
  checkForUpdates: string;
};

/** The few strings the main process shows itself (tray, taskbar, menu); the renderer owns all others. */
export type ShellLabels = {
  open: string;
  quit: string;
  /** Tray tooltip / taskbar overlay description for `count` unread messages (count > 0). */
  unread(count: number): string;
  menu: MenuLabels;
  /** Notification when a downloaded update waits for the next start. */
  updateReady(version: string): { title: string; body: string };
};

const LABELS: Record<Language, ShellLabels> = {
  pt: {
    open: 'Abrir Balcão',
    quit: 'Sair',
    unread: (count) => `${count} ${count === 1 ? 'mensagem não lida' : 'mensagens não lidas'}`,
    menu: {
      file: 'Arquivo',
      edit: 'Editar',
      view: 'Exibir',
      window: 'Janela',
      help: 'Ajuda',
      undo: 'Desfazer',
      redo: 'Refazer',
      cut: 'Recortar',
      copy: 'Copiar',
      paste: 'Colar',
      selectAll: 'Selecionar tudo',
      reload: 'Recarregar',
      zoomIn: 'Aumentar zoom',
      zoomOut: 'Diminuir zoom',
      resetZoom: 'Tamanho original',
      fullScreen: 'Tela cheia',
      minimize: 'Minimizar',
      close: 'Fechar janela',
      about: 'Sobre o Balcão',
      checkForUpdates: 'Procurar atualizações',
    },
    updateReady: (version) => ({ title: `Balcão ${version} baixado`, body: 'A atualização será instalada quando o Balcão for fechado.' }),
  },
  en: {
    open: 'Open Balcão',
    quit: 'Quit',
    unread: (count) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
    menu: {
      file: 'File',
      edit: 'Edit',
      view: 'View',
      window: 'Window',
      help: 'Help',
      undo: 'Undo',
      redo: 'Redo',
      cut: 'Cut',
      copy: 'Copy',
      paste: 'Paste',
      selectAll: 'Select all',
      reload: 'Reload',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      resetZoom: 'Actual size',
      fullScreen: 'Full screen',
      minimize: 'Minimise',
      close: 'Close window',
      about: 'About Balcão',
      checkForUpdates: 'Check for updates',
    },
    updateReady: (version) => ({ title: `Balcão ${version} downloaded`, body: 'The update is installed when Balcão is closed.' }),
  },
  es: {
    open: 'Abrir Balcão',
    quit: 'Salir',
    unread: (count) => `${count} ${count === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}`,
    menu: {
      file: 'Archivo',
      edit: 'Editar',
      view: 'Ver',
      window: 'Ventana',
      help: 'Ayuda',
      undo: 'Deshacer',
      redo: 'Rehacer',
      cut: 'Cortar',
      copy: 'Copiar',
      paste: 'Pegar',
      selectAll: 'Seleccionar todo',
      reload: 'Recargar',
      zoomIn: 'Acercar',
      zoomOut: 'Alejar',
      resetZoom: 'Tamaño real',
      fullScreen: 'Pantalla completa',
      minimize: 'Minimizar',
      close: 'Cerrar ventana',
      about: 'Acerca de Balcão',
      checkForUpdates: 'Buscar actualizaciones',
    },
    updateReady: (version) => ({ title: `Balcão ${version} descargado`, body: 'La actualización se instala al cerrar Balcão.' }),
  },
};

export function shellLabels(language: Language | null): ShellLabels {
  return LABELS[language ?? 'en'];
}
