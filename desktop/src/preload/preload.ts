/**
 * Sandboxed preload (bundled to dist-electron/preload.cjs). It exposes only the typed bridge built
 * by createBridge; ipcRenderer itself never reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../common/bridge.ts';
import { createBridge } from './create-bridge.ts';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
