import type { WAVersion } from '@whiskeysockets/baileys';

/**
 * The WhatsApp Web version Baileys announces, pinned so that starting a session never asks GitHub
 * (`fetchLatestBaileysVersion`). It is the version bundled with the pinned Baileys (7.0.0-rc14); when
 * WhatsApp refuses it (sessions close with 405 or keep failing), set `WA_WEB_VERSION` to a newer one.
 */
export const PINNED_WA_WEB_VERSION: WAVersion = [2, 3000, 1043857760];
