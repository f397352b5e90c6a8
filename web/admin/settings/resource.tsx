import SettingsIcon from '@mui/icons-material/Settings';
import type { AdminResource } from '../resource-definition';
import { SettingsPage } from './settings-page';

/** One form, not a list: the menu item opens it directly. Owners only (the server refuses staff with 403). */
export const resource: AdminResource = { name: 'settings', label: 'Beállítások', icon: SettingsIcon, ownerOnly: true, list: SettingsPage };
