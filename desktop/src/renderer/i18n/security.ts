import type { ActionKey } from '../features/audit/actionKey.ts';
import type { DeepStrings } from './types.ts';

type SecurityText = {
  twoFactor: {
    title: string;
    on: string;
    off: string;
    required: string;
    codesLeft: string;
    setUp: string;
    scan: string;
    secret: string;
    qr: string;
    code: string;
    codeHint: string;
    enable: string;
    enabled: string;
    recoveryTitle: string;
    recoveryHint: string;
    saved: string;
    turnOff: string;
    password: string;
    disabled: string;
    renew: string;
    cancel: string;
    signInTitle: string;
    signInHint: string;
    enrolTitle: string;
    enrolHint: string;
    verify: string;
    back: string;
  };
  audit: {
    empty: string;
    emptyHint: string;
    search: string;
    action: string;
    allActions: string;
    from: string;
    to: string;
    columns: { when: string; who: string; action: string; target: string; change: string; address: string };
    nobody: string;
    actions: Record<ActionKey, string>;
  };
};

/** Two-factor sign-in (profile, sign-in page) and the audit log tab of /settings. */
export const securityEn: SecurityText = {
  twoFactor: {
    title: 'Two-factor sign-in',
    on: 'On',
    off: 'Off',
    required: 'Your company requires it.',
    codesLeft: '{{count}} recovery codes left',
    setUp: 'Set up two-factor sign-in',
    scan: 'Scan this code with an authenticator app, then type the 6-digit code it shows.',
    secret: 'Or type this key in the app',
    qr: 'QR code to add Balcão to an authenticator app',
    code: 'Code',
    codeHint: 'The 6-digit code from the app, or a recovery code',
    enable: 'Turn on',
    enabled: 'Two-factor sign-in is on.',
    recoveryTitle: 'Recovery codes',
    recoveryHint: 'Keep these codes somewhere safe: each one signs you in once without the app. They are shown only now.',
    saved: 'I saved them',
    turnOff: 'Turn off',
    password: 'Password',
    disabled: 'Two-factor sign-in is off.',
    renew: 'New recovery codes',
    cancel: 'Cancel',
    signInTitle: 'Two-factor sign-in',
    signInHint: 'Type the code your authenticator app shows, or a recovery code.',
    enrolTitle: 'Set up two-factor sign-in',
    enrolHint: 'Your company requires a code at sign-in. Scan this QR code with an authenticator app, then type the code it shows.',
    verify: 'Verify',
    back: 'Back',
  },
  audit: {
    empty: 'Nothing recorded yet.',
    emptyHint: 'Sign-ins, changes of users and settings and deletions show here.',
    search: 'Search by person, record or address',
    action: 'Action',
    allActions: 'Every action',
    from: 'From',
    to: 'To',
    columns: { when: 'When', who: 'Who', action: 'Action', target: 'Record', change: 'Change', address: 'Address' },
    nobody: 'Nobody signed in',
    actions: {
      auth_signed_in: 'Signed in',
      auth_sign_in_failed: 'Failed sign-in',
      auth_two_factor_enabled: 'Two-factor sign-in on',
      auth_two_factor_disabled: 'Two-factor sign-in off',
      auth_recovery_code_used: 'Recovery code used',
      auth_recovery_codes_renewed: 'Recovery codes renewed',
      user_created: 'User created',
      user_updated: 'User changed',
      user_deleted: 'User deleted',
      settings_updated: 'Setting changed',
      connection_created: 'Connection created',
      connection_deleted: 'Connection deleted',
      connection_disconnected: 'Connection disconnected',
      contact_deleted: 'Contact deleted',
      contact_imported: 'Contacts imported',
      contact_exported: 'Contacts exported',
      contact_erased: 'Contact erased',
      ticket_deleted: 'Ticket deleted',
      campaign_started: 'Campaign started',
      campaign_cancelled: 'Campaign cancelled',
      plan_created: 'Plan created',
      plan_updated: 'Plan changed',
      plan_deleted: 'Plan deleted',
      company_created: 'Company created',
      company_updated: 'Company changed',
      company_deleted: 'Company deleted',
      company_exported: 'Company exported',
      invoice_created: 'Invoices created',
      invoice_updated: 'Invoice changed',
      invoice_deleted: 'Invoice deleted',
      invoice_confirmed: 'Payment confirmed',
      platform_updated: 'Platform changed',
    },
  },
};

export const securityPt: DeepStrings<SecurityText> = {
  twoFactor: {
    title: 'Login em duas etapas',
    on: 'Ligado',
    off: 'Desligado',
    required: 'Sua empresa exige.',
    codesLeft: '{{count}} códigos de recuperação restantes',
    setUp: 'Configurar login em duas etapas',
    scan: 'Leia este código com um aplicativo autenticador e digite o código de 6 dígitos que ele mostrar.',
    secret: 'Ou digite esta chave no aplicativo',
    qr: 'Código QR para adicionar o Balcão a um aplicativo autenticador',
    code: 'Código',
    codeHint: 'O código de 6 dígitos do aplicativo ou um código de recuperação',
    enable: 'Ligar',
    enabled: 'Login em duas etapas ligado.',
    recoveryTitle: 'Códigos de recuperação',
    recoveryHint: 'Guarde estes códigos em local seguro: cada um faz login uma vez sem o aplicativo. Eles só aparecem agora.',
    saved: 'Já guardei',
    turnOff: 'Desligar',
    password: 'Senha',
    disabled: 'Login em duas etapas desligado.',
    renew: 'Novos códigos de recuperação',
    cancel: 'Cancelar',
    signInTitle: 'Login em duas etapas',
    signInHint: 'Digite o código que o aplicativo autenticador mostra ou um código de recuperação.',
    enrolTitle: 'Configurar login em duas etapas',
    enrolHint:
      'Sua empresa exige um código no login. Leia este código QR com um aplicativo autenticador e digite o código que ele mostrar.',
    verify: 'Verificar',
    back: 'Voltar',
  },
  audit: {
    empty: 'Nada registrado ainda.',
    emptyHint: 'Logins, alterações de usuários e configurações e exclusões aparecem aqui.',
    search: 'Buscar por pessoa, registro ou endereço',
    action: 'Ação',
    allActions: 'Todas as ações',
    from: 'De',
    to: 'Até',
    columns: { when: 'Quando', who: 'Quem', action: 'Ação', target: 'Registro', change: 'Alteração', address: 'Endereço' },
    nobody: 'Ninguém conectado',
    actions: {
      auth_signed_in: 'Login',
      auth_sign_in_failed: 'Login falhou',
      auth_two_factor_enabled: 'Duas etapas ligado',
      auth_two_factor_disabled: 'Duas etapas desligado',
      auth_recovery_code_used: 'Código de recuperação usado',
      auth_recovery_codes_renewed: 'Códigos de recuperação renovados',
      user_created: 'Usuário criado',
      user_updated: 'Usuário alterado',
      user_deleted: 'Usuário excluído',
      settings_updated: 'Configuração alterada',
      connection_created: 'Conexão criada',
      connection_deleted: 'Conexão excluída',
      connection_disconnected: 'Conexão desconectada',
      contact_deleted: 'Contato excluído',
      contact_imported: 'Contatos importados',
      contact_exported: 'Contatos exportados',
      contact_erased: 'Contato apagado',
      ticket_deleted: 'Ticket excluído',
      campaign_started: 'Campanha iniciada',
      campaign_cancelled: 'Campanha cancelada',
      plan_created: 'Plano criado',
      plan_updated: 'Plano alterado',
      plan_deleted: 'Plano excluído',
      company_created: 'Empresa criada',
      company_updated: 'Empresa alterada',
      company_deleted: 'Empresa excluída',
      company_exported: 'Empresa exportada',
      invoice_created: 'Faturas criadas',
      invoice_updated: 'Fatura alterada',
      invoice_deleted: 'Fatura excluída',
      invoice_confirmed: 'Pagamento confirmado',
      platform_updated: 'Plataforma alterada',
    },
  },
};

export const securityEs: DeepStrings<SecurityText> = {
  twoFactor: {
    title: 'Inicio de sesión en dos pasos',
    on: 'Activado',
    off: 'Desactivado',
    required: 'Su empresa lo exige.',
    codesLeft: 'Quedan {{count}} códigos de recuperación',
    setUp: 'Configurar inicio de sesión en dos pasos',
    scan: 'Escanee este código con una aplicación de autenticación y escriba el código de 6 dígitos que muestre.',
    secret: 'O escriba esta clave en la aplicación',
    qr: 'Código QR para añadir Balcão a una aplicación de autenticación',
    code: 'Código',
    codeHint: 'El código de 6 dígitos de la aplicación o un código de recuperación',
    enable: 'Activar',
    enabled: 'Inicio de sesión en dos pasos activado.',
    recoveryTitle: 'Códigos de recuperación',
    recoveryHint: 'Guarde estos códigos en un lugar seguro: cada uno inicia sesión una vez sin la aplicación. Solo se muestran ahora.',
    saved: 'Ya los guardé',
    turnOff: 'Desactivar',
    password: 'Contraseña',
    disabled: 'Inicio de sesión en dos pasos desactivado.',
    renew: 'Nuevos códigos de recuperación',
    cancel: 'Cancelar',
    signInTitle: 'Inicio de sesión en dos pasos',
    signInHint: 'Escriba el código que muestra la aplicación de autenticación o un código de recuperación.',
    enrolTitle: 'Configurar inicio de sesión en dos pasos',
    enrolHint:
      'Su empresa exige un código al iniciar sesión. Escanee este código QR con una aplicación de autenticación y escriba el código que muestre.',
    verify: 'Verificar',
    back: 'Volver',
  },
  audit: {
    empty: 'Nada registrado todavía.',
    emptyHint: 'Aquí aparecen inicios de sesión, cambios de usuarios y ajustes y eliminaciones.',
    search: 'Buscar por persona, registro o dirección',
    action: 'Acción',
    allActions: 'Todas las acciones',
    from: 'Desde',
    to: 'Hasta',
    columns: { when: 'Cuándo', who: 'Quién', action: 'Acción', target: 'Registro', change: 'Cambio', address: 'Dirección' },
    nobody: 'Nadie conectado',
    actions: {
      auth_signed_in: 'Inicio de sesión',
      auth_sign_in_failed: 'Inicio de sesión fallido',
      auth_two_factor_enabled: 'Dos pasos activado',
      auth_two_factor_disabled: 'Dos pasos desactivado',
      auth_recovery_code_used: 'Código de recuperación usado',
      auth_recovery_codes_renewed: 'Códigos de recuperación renovados',
      user_created: 'Usuario creado',
      user_updated: 'Usuario modificado',
      user_deleted: 'Usuario eliminado',
      settings_updated: 'Ajuste modificado',
      connection_created: 'Conexión creada',
      connection_deleted: 'Conexión eliminada',
      connection_disconnected: 'Conexión desconectada',
      contact_deleted: 'Contacto eliminado',
      contact_imported: 'Contactos importados',
      contact_exported: 'Contactos exportados',
      contact_erased: 'Contacto borrado',
      ticket_deleted: 'Ticket eliminado',
      campaign_started: 'Campaña iniciada',
      campaign_cancelled: 'Campaña cancelada',
      plan_created: 'Plan creado',
      plan_updated: 'Plan modificado',
      plan_deleted: 'Plan eliminado',
      company_created: 'Empresa creada',
      company_updated: 'Empresa modificada',
      company_deleted: 'Empresa eliminada',
      company_exported: 'Empresa exportada',
      invoice_created: 'Facturas creadas',
      invoice_updated: 'Factura modificada',
      invoice_deleted: 'Factura eliminada',
      invoice_confirmed: 'Pago confirmado',
      platform_updated: 'Plataforma modificada',
    },
  },
};
